/**
 * Loads and runs the local GGUF model with node-llama-cpp: one model, one context of N sequences
 * kept warm for the model's life, one sequence per recipe at a time. With local-model-fetch.ts, the only code that touches the model file;
 * the only module that imports node-llama-cpp (lazily, so a hosted server never loads it).
 */
import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { Llama, LlamaContext, LlamaContextSequence, LlamaModel, Token } from 'node-llama-cpp';
import type { ChatMessage } from '../../prompt/prompt.js';
import { buildMessages, MAX_TOKENS } from '../../prompt/prompt.js';
import { toHistory } from './chat-history.js';
import { createSavedStates, sharedStart } from './saved-states.js';

/**
 * Tokens one sequence can hold: the prompt, a revision's recipe shown (up to 8,000 characters,
 * about 2,500 tokens for a real model) and 512 new tokens, with room to spare.
 */
export const LOCAL_CONTEXT_TOKENS = 4096;
/** Sampled, so "Get another recipe" gives another recipe. */
const TEMPERATURE = 0.7;

export interface RuntimeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface LoadOptions {
  threads: number;
  sequences: number;
  log: RuntimeLog;
}

export interface GenerationEnd {
  /** `length` at the token cap, `stop` at end of turn, `abort` when stopped. */
  reason: 'length' | 'stop' | 'abort';
  /** Tokens of the prompt, and how many of them the sequence already held (not evaluated again). */
  promptTokens: number;
  reusedTokens: number;
  outputTokens: number;
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

/**
 * The prompt is evaluated in pieces of this many tokens, the signal checked between them, so Stop
 * or a time limit ends a long prompt's work within one piece (about 0.4 s at 77 tokens/s).
 */
export const PROMPT_PIECE_TOKENS = 32;

/** A prompt as one client asks it. */
interface PromptOf {
  tokens: Token[];
  /** The client, hashed. */
  owner: string;
  /** Its first tokens, which every visitor's prompt shares. */
  sharedByAll: number;
}

/** Loading a saved state costs about what reading a few dozen tokens does. */
const RESTORE_GAIN_TOKENS = 32;

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
  const llama = await pickLlama(options.log);
  let model: LlamaModel | undefined;
  let context: LlamaContext;
  try {
    // On a CPU, read rather than mapped: the CPU backend repacks the weights in memory, and a
    // mapping stays resident beside that copy (2.10 against 1.46 GiB RSS, default model's shape).
    model = await llama.loadModel({ modelPath: path, useMmap: llama.gpu !== false });
    context = await model.createContext({
      contextSize: Math.min(LOCAL_CONTEXT_TOKENS, model.trainContextSize),
      sequences: options.sequences,
      threads: options.threads,
    });
  } catch (error) {
    await model?.dispose();
    await llama.dispose();
    throw error;
  }
  const device = llama.gpu === false ? 'cpu' : llama.gpu;
  // Resolved once from the GGUF's own chat template: resolving it per chat ('auto') holds the
  // event loop for most of a second with a Jinja template, before every recipe.
  const chatWrapper = resolveChatWrapper(model);
  const loaded = model;
  // Kept for the model's life: each keeps what it evaluated, so a prompt that starts the same
  // (the system message; a recipe and then its change) is not evaluated again.
  const free: LlamaContextSequence[] = [];
  for (let i = 0; i < options.sequences; i++) free.push(context.getSequence());

  const tokensOf = (messages: readonly ChatMessage[]): Token[] =>
    chatWrapper
      .generateContextState({ chatHistory: toHistory(messages) })
      .contextText.tokenize(loaded.tokenizer);
  /**
   * How many of the prompt's tokens every visitor shares: the system message (with the options'
   * sentences) and the chat template's markers up to where the visitor's own text begins.
   */
  const sharedByAll = (messages: readonly ChatMessage[], tokens: Token[]): number => {
    const leading = messages.slice(
      0,
      Math.max(
        0,
        messages.findIndex((message) => message.role !== 'system'),
      ),
    );
    return sharedStart(tokens, tokensOf([...leading, { role: 'user', content: '' }]));
  };

  // Every prompt starts the same (options only append sentences to the system message): each
  // sequence holds that start from the beginning, so no recipe evaluates it again.
  const someRecipe = tokensOf(buildMessages(['milk', 'eggs', 'flour']));
  const everyRecipeStart = someRecipe.slice(
    0,
    sharedStart(someRecipe, tokensOf(buildMessages(['rice', 'leeks', 'butter']))),
  );
  for (const sequence of free) await sequence.evaluateWithoutGeneratingNewTokens(everyRecipeStart);
  const states = await createSavedStates();
  // Closing stops every recipe still being written and waits for it, so no state is being saved
  // into the folder the saved states are removed with.
  const closing = new AbortController();
  const running = new Set<Promise<unknown>>();
  const lastUsed = new Map<LlamaContextSequence, number>();
  /** Whose prompt each sequence holds beyond the shared start (a hashed client), if anyone's. */
  const owners = new Map<LlamaContextSequence, string>();
  let uses = 0;
  /** Tokens of this prompt the sequence may keep: all when the same client left them there. */
  const mayKeep = (sequence: LlamaContextSequence, prompt: PromptOf) => {
    const shared = sequence.compareContextTokens(prompt.tokens).firstDifferentIndex;
    return owners.get(sequence) === prompt.owner ? shared : Math.min(shared, prompt.sharedByAll);
  };

  /**
   * The free sequence whose state differs least from the prompt: the tokens to evaluate plus the
   * tokens of another recipe thrown away (a recipe someone may still want to change); on a tie,
   * the one used longest ago.
   */
  const takeBestSequence = (prompt: PromptOf): LlamaContextSequence => {
    const cost = (sequence: LlamaContextSequence) => {
      const kept = mayKeep(sequence, prompt);
      return prompt.tokens.length - kept + (sequence.nextTokenIndex - kept);
    };
    const ranked = free
      .map((sequence) => ({ sequence, cost: cost(sequence), used: lastUsed.get(sequence) ?? 0 }))
      .sort((a, b) => a.cost - b.cost || a.used - b.used);
    const best = ranked[0]?.sequence;
    if (best === undefined) throw new Error('no free sequence: more recipes than sequences');
    free.splice(free.indexOf(best), 1);
    lastUsed.set(best, (uses += 1));
    return best;
  };

  /**
   * A saved state of this client's that this prompt continues, put in the sequence when it saves
   * reading; the sequence is then this client's.
   */
  async function restoreIfBetter(sequence: LlamaContextSequence, prompt: PromptOf): Promise<void> {
    const live = mayKeep(sequence, prompt);
    try {
      const { tokens, owner } = prompt;
      const restored = await states.restoreBest(
        tokens,
        sequence,
        live + RESTORE_GAIN_TOKENS,
        owner,
      );
      if (restored > 0) {
        owners.set(sequence, owner);
        options.log.info({ restoredTokens: restored }, 'local model state restored');
      }
    } catch (error) {
      // The sequence is then read from what it holds (up to what it may keep), as if nothing had
      // been saved; whatever a failed load left in it is not this client's.
      owners.delete(sequence);
      options.log.warn({ err: error }, 'a saved recipe state could not be restored');
    }
  }

  async function write(
    sequence: LlamaContextSequence,
    { messages, tokens, ...prompt }: PromptOf & { messages: readonly ChatMessage[] },
    signal: AbortSignal,
    onText: (text: string, tokens: number) => void,
  ): Promise<GenerationEnd> {
    const reusedTokens = mayKeep(sequence, { tokens, ...prompt });
    // From here on the sequence holds this client's prompt.
    owners.set(sequence, prompt.owner);
    const end = (reason: GenerationEnd['reason'], outputTokens: number): GenerationEnd => ({
      reason,
      promptTokens: tokens.length,
      reusedTokens,
      outputTokens,
    });
    // The new part of the prompt, piece by piece, checking the signal between pieces; the last
    // token is left for the chat, which needs one to start writing.
    await sequence.adaptStateToTokens(tokens.slice(0, reusedTokens), false);
    const stoppedReading = (at: number) => {
      const read = {
        promptTokens: tokens.length,
        reusedTokens,
        evaluatedTokens: at - reusedTokens,
      };
      options.log.info(read, 'local model stopped while reading the prompt');
      return end('abort', 0);
    };
    let at = reusedTokens;
    for (; at < tokens.length - 1; at += PROMPT_PIECE_TOKENS) {
      if (signal.aborted) return stoppedReading(at);
      const piece = tokens.slice(at, Math.min(at + PROMPT_PIECE_TOKENS, tokens.length - 1));
      await sequence.evaluateWithoutGeneratingNewTokens(piece);
    }
    if (signal.aborted) return stoppedReading(tokens.length - 1);
    const chat = new LlamaChat({
      contextSequence: sequence,
      chatWrapper,
      autoDisposeSequence: false,
    });
    let pendingTokens = 0;
    let outputTokens = 0;
    try {
      const { metadata } = await chat.generateResponse(toHistory(messages), {
        maxTokens: MAX_TOKENS,
        temperature: TEMPERATURE,
        seed: randomInt(2 ** 31),
        signal,
        stopOnAbortSignal: true,
        onToken: (generated) => {
          pendingTokens += generated.length;
          outputTokens += generated.length;
        },
        onTextChunk: (text) => {
          onText(text, pendingTokens);
          pendingTokens = 0;
        },
      });
      const reason = metadata.stopReason;
      if (reason === 'abort') options.log.info({ outputTokens }, 'local model stopped writing');
      return end(
        reason === 'maxTokens' ? 'length' : reason === 'abort' ? 'abort' : 'stop',
        outputTokens,
      );
    } catch (error) {
      // Aborted before the first token: the library rejects even with stopOnAbortSignal.
      if (signal.aborted) {
        options.log.info({ outputTokens }, 'local model stopped writing');
        return end('abort', outputTokens);
      }
      throw error;
    } finally {
      chat.dispose({ disposeSequence: false });
    }
  }

  return {
    device,
    contextTokens: context.contextSize,
    countPromptTokens: (messages) => tokensOf(messages).length,
    generate({ messages, owner }, signal, onText) {
      const tokens = tokensOf(messages);
      const prompt = { tokens, owner, sharedByAll: sharedByAll(messages, tokens) };
      const sequence = takeBestSequence(prompt);
      const stop = AbortSignal.any([signal, closing.signal]);
      const finished = (async () => {
        await restoreIfBetter(sequence, prompt);
        const end = await write(sequence, { ...prompt, messages }, stop, onText);
        if (end.outputTokens > 0 && !closing.signal.aborted) {
          await states.save(sequence, owner).catch((error: unknown) => {
            options.log.warn({ err: error }, 'a recipe state could not be saved');
          });
        }
        return end;
      })().finally(() => {
        free.push(sequence);
      });
      const settled: Promise<unknown> = finished.then(
        () => running.delete(settled),
        () => running.delete(settled),
      );
      running.add(settled);
      return { finished };
    },
    async dispose() {
      closing.abort(new Error('the local model is closing'));
      await Promise.all(running);
      await states.dispose();
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
}
