/**
 * Loads and runs the local GGUF model with node-llama-cpp: one model, one context of N sequences,
 * one sequence per recipe. With local-model-fetch.ts, the only code that touches the model file;
 * the only module that imports node-llama-cpp (lazily, so a hosted server never loads it).
 */
import { randomInt } from 'node:crypto';
import type { ChatHistoryItem, Llama, LlamaContext, LlamaModel } from 'node-llama-cpp';
import type { ChatMessage } from '../../writer/prompt.js';
import { MAX_TOKENS } from '../../writer/prompt.js';

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

export interface Generation {
  /** Resolves once no more tokens are computed: `length` at the token cap, `stop` at end of turn. */
  finished: Promise<'length' | 'stop' | 'abort'>;
}

export interface LoadedModel {
  /** Where the model runs: `cpu`, or the GPU type node-llama-cpp found. */
  device: string;
  /** On a free sequence: the provider takes no more recipes than it has sequences. */
  generate(
    messages: readonly ChatMessage[],
    signal: AbortSignal,
    onText: (text: string, tokens: number) => void,
  ): Generation;
  dispose(): Promise<void>;
}

const SOFTWARE_GPU = /llvmpipe|lavapipe|swiftshader|software/i;

/** A GPU only when a real one is found: a software Vulkan device is a CPU in disguise. */
async function pickLlama(log: RuntimeLog): Promise<Llama> {
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
  const quiet = { logLevel: LlamaLogLevel.error, build: 'never' } as const;
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
    model = await llama.loadModel({ modelPath: path });
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

  return {
    device,
    generate(messages, signal, onText) {
      const sequence = context.getSequence();
      const chat = new LlamaChat({ contextSequence: sequence, chatWrapper });
      let pendingTokens = 0;
      const finished = chat
        .generateResponse(toHistory(messages), {
          maxTokens: MAX_TOKENS,
          temperature: TEMPERATURE,
          seed: randomInt(2 ** 31),
          signal,
          stopOnAbortSignal: true,
          onToken: (tokens) => {
            pendingTokens += tokens.length;
          },
          onTextChunk: (text) => {
            onText(text, pendingTokens);
            pendingTokens = 0;
          },
        })
        .then(
          ({ metadata }) =>
            metadata.stopReason === 'maxTokens'
              ? ('length' as const)
              : metadata.stopReason === 'abort'
                ? ('abort' as const)
                : ('stop' as const),
          (error: unknown) => {
            // Aborted before the first token: the library rejects even with stopOnAbortSignal.
            if (signal.aborted) return 'abort' as const;
            throw error;
          },
        )
        .finally(() => {
          chat.dispose({ disposeSequence: true });
        });
      return { finished };
    },
    async dispose() {
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
}

/** Any list of system, user and assistant messages, ending where the model answers. */
function toHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = messages.map((message) => {
    switch (message.role) {
      case 'system':
        return { type: 'system', text: message.content };
      case 'user':
        return { type: 'user', text: message.content };
      default:
        return { type: 'model', response: [message.content] };
    }
  });
  history.push({ type: 'model', response: [] });
  return history;
}
