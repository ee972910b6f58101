/**
 * The local provider: the model fetched in the background (with retries), then loaded, then one
 * sequence per recipe. Its state is what health reports; a recipe asked before it is ready is
 * refused with model_loading or model_download_failed.
 */
import { stat } from 'node:fs/promises';
import type { LocalModelConfig } from '../../config.js';
import { createProgressReporter, megabytes, type ProgressReporter } from './download-progress.js';
import { fetchModel, isFile, modelPath, ModelFetchError } from './local-model-fetch.js';
import { loadModel, type LoadedModel, type RuntimeLog } from './local-model-runtime.js';
import { ProviderFailure, type RecipeChunk, type RecipeProvider } from '../recipe-provider.js';

export type LocalState = 'downloading' | 'loading' | 'ready' | 'failed';

export interface LocalStatus {
  state: LocalState;
  receivedBytes: number;
  totalBytes: number;
  error?: string;
}

export interface LocalProvider extends RecipeProvider {
  status(): LocalStatus;
  /** Starts fetching and loading in the background; the server listens meanwhile. */
  start(): void;
  /** Resolves once the model is ready or has failed once (for tests and the bench). */
  settled(): Promise<LocalState>;
  close(): Promise<void>;
}

export interface LocalProviderOptions {
  log: RuntimeLog & { error(details: object, message: string): void };
  /** Waits between failed attempts that made no progress; the last one repeats. */
  retryDelaysMs?: readonly number[];
  stallTimeoutMs?: number;
  /** Where progress is drawn: a bar on a TTY, else a log line every 10%. */
  progress?: ProgressReporter;
}

export const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 300_000, 600_000];
const LOADING_RETRY_AFTER_S = 5;

export function createLocalProvider(
  local: LocalModelConfig,
  options: LocalProviderOptions,
): LocalProvider {
  const { log } = options;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const progress = options.progress ?? createProgressReporter(log);
  const status: LocalStatus = { state: 'downloading', receivedBytes: 0, totalBytes: 0 };
  const lifetime = new AbortController();
  let model: LoadedModel | undefined;
  let started: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  const waiters = new Set<(state: LocalState) => void>();
  const downloadStart = { at: 0, bytes: 0 };

  const settle = (state: LocalState) => {
    for (const waiter of waiters) waiter(state);
    waiters.clear();
  };

  async function attempt(): Promise<void> {
    const path = modelPath(local);
    try {
      if (!(await isFile(path))) {
        Object.assign(status, { state: 'downloading', error: undefined });
        delete status.error;
        downloadStart.at = Date.now();
        downloadStart.bytes = status.receivedBytes;
        log.info({ model: local.name, path }, 'fetching the local model');
        await fetchModel(local, {
          signal: lifetime.signal,
          ...(options.stallTimeoutMs === undefined
            ? {}
            : { stallTimeoutMs: options.stallTimeoutMs }),
          onProgress: ({ receivedBytes, totalBytes }) => {
            status.receivedBytes = receivedBytes;
            status.totalBytes = totalBytes;
            progress.update(receivedBytes, totalBytes);
          },
        });
        progress.done();
      } else {
        const bytes = (await stat(path)).size;
        status.receivedBytes = bytes;
        status.totalBytes = bytes;
      }
      status.state = 'loading';
      delete status.error;
      const began = Date.now();
      model = await loadModel(path, { threads: local.threads, sequences: local.sequences, log });
      if (lifetime.signal.aborted) {
        await model.dispose();
        model = undefined;
        return;
      }
      status.state = 'ready';
      log.info(
        {
          model: local.name,
          device: model.device,
          threads: local.threads,
          sequences: local.sequences,
          ms: Date.now() - began,
        },
        'local model ready',
      );
      settle('ready');
    } catch (error) {
      progress.done();
      if (lifetime.signal.aborted) return;
      const reason = error instanceof ModelFetchError ? error.message : describeLoadError(error);
      if (error instanceof ModelFetchError && error.madeProgress) {
        // Cut after some bytes arrived: continue at once from what is on disk.
        log.warn({ model: local.name, reason }, 'local model transfer cut: resuming');
        started = attempt();
        return;
      }
      status.state = 'failed';
      status.error = reason;
      failures += 1;
      const delay = delays[Math.min(failures - 1, delays.length - 1)]!;
      log.error(
        { model: local.name, reason, retryInSeconds: delay / 1000 },
        `The local model could not be made ready: ${reason}. It is tried again in ${delay / 1000} s. ` +
          'To write recipes meanwhile, set HF_TOKEN or RECIPE_ENDPOINT_URL, or put a GGUF model file ' +
          'on this machine and set LOCAL_MODEL to its path.',
      );
      settle('failed');
      retryTimer = setTimeout(() => {
        started = attempt();
      }, delay);
    }
  }

  const retryAfter = (): number => {
    if (status.state !== 'downloading') return LOADING_RETRY_AFTER_S;
    const elapsed = (Date.now() - downloadStart.at) / 1000;
    const rate = (status.receivedBytes - downloadStart.bytes) / Math.max(elapsed, 0.001);
    const left = status.totalBytes - status.receivedBytes;
    if (rate <= 0 || left <= 0) return 30;
    return Math.min(600, Math.max(LOADING_RETRY_AFTER_S, Math.ceil(left / rate)));
  };

  return {
    status: () => ({ ...status }),
    start() {
      started ??= attempt();
    },
    settled() {
      if (status.state === 'ready' || status.state === 'failed') {
        return Promise.resolve(status.state);
      }
      return new Promise((resolve) => waiters.add(resolve));
    },
    async close() {
      lifetime.abort(new Error('server closing'));
      clearTimeout(retryTimer);
      await started;
      progress.done();
      await model?.dispose();
      model = undefined;
    },
    async *streamChat(_model, messages, signal): AsyncGenerator<RecipeChunk> {
      if (model === undefined) {
        if (status.state === 'failed') {
          throw new ProviderFailure('model_download_failed', status.error ?? 'not ready');
        }
        const detail =
          status.state === 'downloading'
            ? `fetching: ${megabytes(status.receivedBytes)} of ${megabytes(status.totalBytes)}`
            : 'loading';
        throw new ProviderFailure('model_loading', detail, retryAfter());
      }
      const queue = new ChunkQueue();
      const stop = new AbortController();
      const onAbort = () => stop.abort(signal.reason);
      if (signal.aborted) return;
      signal.addEventListener('abort', onAbort, { once: true });
      const generation = model.generate(messages, stop.signal, (text, tokens) =>
        queue.push(text, tokens),
      );
      if (generation === undefined) {
        signal.removeEventListener('abort', onAbort);
        throw new ProviderFailure('busy', `all ${local.sequences} local sequences are writing`);
      }
      generation.finished.then(
        (reason) => queue.end(reason),
        (error: unknown) => queue.fail(error),
      );
      try {
        let tokens = 0;
        for (;;) {
          const next = await queue.next();
          if (next.kind === 'text') {
            tokens += next.tokens;
            yield { text: next.text, finishReason: null, outputTokens: tokens };
          } else if (next.kind === 'end') {
            if (next.reason !== 'abort') yield { text: '', finishReason: next.reason };
            return;
          } else {
            throw new ProviderFailure('provider_error', `local model: ${String(next.error)}`);
          }
        }
      } finally {
        signal.removeEventListener('abort', onAbort);
        // Stops the computation when the reader leaves early; the sequence is freed once it ends.
        stop.abort(new Error('reader left'));
        // Its failure, if any, was read from the queue above; here it only has to have ended.
        await Promise.allSettled([generation.finished]);
      }
    },
  };
}

type QueueItem =
  | { kind: 'text'; text: string; tokens: number }
  | { kind: 'end'; reason: 'length' | 'stop' | 'abort' }
  | { kind: 'error'; error: unknown };

/** Text pushed by the model's callbacks, pulled by the stream's reader. */
class ChunkQueue {
  private items: QueueItem[] = [];
  private wake: (() => void) | undefined;
  push(text: string, tokens: number): void {
    this.add({ kind: 'text', text, tokens });
  }
  end(reason: 'length' | 'stop' | 'abort'): void {
    this.add({ kind: 'end', reason });
  }
  fail(error: unknown): void {
    this.add({ kind: 'error', error });
  }
  async next(): Promise<QueueItem> {
    while (this.items.length === 0) {
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    const first = this.items.shift()!;
    if (first.kind !== 'text') return first;
    // Text that piled up while the reader was busy goes out as one chunk: one write, not many.
    let text = first.text;
    let tokens = first.tokens;
    while (this.items[0]?.kind === 'text') {
      const next = this.items.shift() as { text: string; tokens: number };
      text += next.text;
      tokens += next.tokens;
    }
    return { kind: 'text', text, tokens };
  }
  private add(item: QueueItem): void {
    this.items.push(item);
    this.wake?.();
    this.wake = undefined;
  }
}

function describeLoadError(error: unknown): string {
  return `the model file could not be loaded (${error instanceof Error ? error.message : String(error)})`;
}
