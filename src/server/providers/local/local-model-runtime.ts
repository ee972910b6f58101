/**
 * Loads and runs the local GGUF model with node-llama-cpp: one model, one context of N sequences
 * kept warm for the model's life, one sequence per recipe at a time. With local-model-fetch.ts,
 * the only code that touches the model file; the only module that loads node-llama-cpp (lazily,
 * so a hosted server never loads it; the modules it runs recipes with import only its types).
 */
import { readdirSync } from 'node:fs';
import type { Llama, LlamaContext, LlamaModel } from 'node-llama-cpp';
import type { ChatMessage } from '../../prompt/prompt.js';
import { createPromptTokens } from './prompt-tokens.js';
import {
  restoreIfBetter,
  generateRecipe,
  type GenerationEnd,
  type OnText,
  type Generator,
  type RuntimeLog,
} from './generation.js';
import { createSavedStates } from './saved-states.js';
import { createSequencePool, type PromptOf } from './sequence-pool.js';

export type { GenerationEnd, RuntimeLog } from './generation.js';
export { PROMPT_PIECE_TOKENS } from './prompt-reading.js';

/**
 * Tokens one sequence can hold: the prompt, a revision's recipe shown (up to 8,000 characters,
 * about 2,500 tokens for a real model) and 512 new tokens, with room to spare.
 */
export const LOCAL_CONTEXT_TOKENS = 4096;

export interface LoadOptions {
  threads: number;
  sequences: number;
  log: RuntimeLog;
}

export interface Generation {
  /** Resolves once no more tokens are computed and the sequence is free again. */
  finished: Promise<GenerationEnd>;
}

export interface LoadedModel {
  /** Where the model runs: `cpu`, or the GPU type node-llama-cpp found. */
  device: string;
  /** Tokens one sequence holds: the prompt and the answer must fit. */
  contextTokens: number;
  /** How many tokens this prompt is, as the model reads it. */
  countPromptTokens(messages: readonly ChatMessage[]): number;
  /**
   * On the free sequence that already holds the longest start of this prompt it may reuse: only
   * the rest is evaluated. What another client's prompt evaluated is reused only up to the part
   * every visitor shares (the messages before the visitor's own text), so how fast a recipe
   * starts tells nobody what someone else asked. The provider asks for no more generations at
   * once than there are sequences.
   */
  generate(
    request: { messages: readonly ChatMessage[]; owner: string },
    signal: AbortSignal,
    onText: (text: string, tokens: number) => void,
  ): Generation;
  dispose(): Promise<void>;
}

const SOFTWARE_GPU = /llvmpipe|lavapipe|swiftshader|software/i;

/**
 * On Linux a GPU shows as a device file; with none, looking for one only loads the Vulkan library
 * (about 70 MB of the server's memory) to find a software device.
 */
function mayHaveGpu(): boolean {
  if (process.platform !== 'linux') return true;
  const devices = (dir: string, prefix: string) => {
    try {
      return readdirSync(dir).some((name) => name.startsWith(prefix));
    } catch {
      return false; // no such folder: no such device
    }
  };
  return devices('/dev/dri', 'renderD') || devices('/dev', 'nvidia');
}

/**
 * One llama.cpp backend per process, kept for every model loaded after: on Linux each getLlama
 * first runs the prebuilt binary in a child process to see that it loads, seconds on a busy
 * machine, which a model loaded again (a retry, a restart in-process, every test's server) paid
 * each time.
 */
let sharedLlama: Promise<Llama> | undefined;

function processLlama(log: RuntimeLog): Promise<Llama> {
  sharedLlama ??= pickLlama(log).catch((error: unknown) => {
    sharedLlama = undefined;
    throw error;
  });
  return sharedLlama;
}

/** A GPU only when a real one is found: a software Vulkan device is a CPU in disguise. */
async function pickLlama(log: RuntimeLog): Promise<Llama> {
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
  const quiet = { logLevel: LlamaLogLevel.error, build: 'never' } as const;
  if (!mayHaveGpu()) return getLlama({ ...quiet, gpu: false });
  try {
    const llama = await getLlama({ ...quiet, gpu: 'auto' });
    if (llama.gpu !== false) {
      const devices = await llama.getGpuDeviceNames();
      if (devices.length > 0 && !devices.some((name) => SOFTWARE_GPU.test(name))) return llama;
      log.info({ gpu: llama.gpu, devices }, 'no real GPU found: the local model runs on the CPU');
      await llama.dispose();
    }
  } catch (error) {
    log.warn({ err: error }, 'GPU detection failed: the local model runs on the CPU');
  }
  return getLlama({ ...quiet, gpu: false });
}

export async function loadModel(path: string, options: LoadOptions): Promise<LoadedModel> {
  const { LlamaChat, resolveChatWrapper } = await import('node-llama-cpp');
  const llama = await processLlama(options.log);
  const { model, context } = await openModel(llama, path, options);
  // Resolved once from the GGUF's own chat template: resolving it per chat ('auto') holds the
  // event loop for most of a second with a Jinja template, before every recipe.
  const chatWrapper = resolveChatWrapper(model);
  const pool = createSequencePool(
    Array.from({ length: options.sequences }, () => context.getSequence()),
  );
  const promptTokens = createPromptTokens(chatWrapper, model);
  // Every prompt starts the same: each sequence holds that start from the beginning, so no
  // recipe evaluates it again.
  const everyRecipeStart = promptTokens.everyRecipeStart();
  for (const sequence of pool.free) {
    await sequence.evaluateWithoutGeneratingNewTokens(everyRecipeStart);
  }
  const states = await createSavedStates();
  const generator: Generator = {
    chatClass: LlamaChat,
    chatWrapper,
    pool,
    states,
    log: options.log,
  };
  const generations = trackGenerations();
  return {
    device: llama.gpu === false ? 'cpu' : llama.gpu,
    contextTokens: context.contextSize,
    countPromptTokens: (messages) => promptTokens.tokensOf(messages).length,
    generate({ messages, owner }, signal, onText) {
      const tokens = promptTokens.tokensOf(messages);
      const prompt = { tokens, owner, sharedByAll: promptTokens.sharedByAll(messages, tokens) };
      const stops = { signal, closing: generations.closing };
      return generations.track(
        generateOnBestSequence(generator, { ...prompt, messages }, stops, onText),
      );
    },
    async dispose() {
      await generations.close();
      await states.dispose();
      await context.dispose();
      await model.dispose();
    },
  };
}

/** The model and its context, or nothing left open when either fails. */
async function openModel(
  llama: Llama,
  path: string,
  options: LoadOptions,
): Promise<{ model: LlamaModel; context: LlamaContext }> {
  let model: LlamaModel | undefined;
  try {
    // On a CPU, read rather than mapped: the CPU backend repacks the weights in memory, and a
    // mapping stays resident beside that copy (2.10 against 1.46 GiB RSS, default model's shape).
    model = await llama.loadModel({ modelPath: path, useMmap: llama.gpu !== false });
    const context = await model.createContext({
      contextSize: Math.min(LOCAL_CONTEXT_TOKENS, model.trainContextSize),
      sequences: options.sequences,
      threads: options.threads,
    });
    return { model, context };
  } catch (error) {
    await model?.dispose();
    throw error;
  }
}

/**
 * One recipe on the free sequence that differs least from its prompt (taken at once, so the
 * provider's count of free sequences holds), stopped by the recipe's signal or the model closing,
 * its state saved when it wrote something and the model is not closing; the sequence is free
 * again once this settles.
 */
function generateOnBestSequence(
  generator: Generator,
  prompt: PromptOf & { messages: readonly ChatMessage[] },
  stops: { signal: AbortSignal; closing: AbortSignal },
  onText: OnText,
): Promise<GenerationEnd> {
  const sequence = generator.pool.takeBest(prompt);
  const stop = AbortSignal.any([stops.signal, stops.closing]);
  return (async () => {
    await restoreIfBetter(generator, sequence, prompt);
    const end = await generateRecipe(generator, sequence, prompt, stop, onText);
    if (end.outputTokens > 0 && !stops.closing.aborted) {
      await generator.states.save(sequence, prompt.owner).catch((error: unknown) => {
        generator.log.warn({ err: error }, 'a recipe state could not be saved');
      });
    }
    return end;
  })().finally(() => {
    generator.pool.release(sequence);
  });
}

/**
 * The recipes being written. Closing stops every one of them and waits for it, so no state is
 * being saved into the folder the saved states are removed with.
 */
function trackGenerations() {
  const closing = new AbortController();
  const running = new Set<Promise<unknown>>();
  return {
    closing: closing.signal,
    track(finished: Promise<GenerationEnd>): Generation {
      const settled: Promise<unknown> = finished.then(
        () => running.delete(settled),
        () => running.delete(settled),
      );
      running.add(settled);
      return { finished };
    },
    async close(): Promise<void> {
      closing.abort(new Error('the local model is closing'));
      await Promise.all(running);
    },
  };
}
