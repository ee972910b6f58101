/**
 * The built-in model's life: fetched in the background (resuming a cut transfer at once, retrying
 * a failed one later), then loaded. Its state is what health reports and what decides whether a
 * recipe can be taken.
 */
import { stat } from 'node:fs/promises';
import type { LocalModelConfig } from '../../config.js';
import { createProgressReporter, type ProgressReporter } from './download-progress.js';
import { fetchModel, isFile, modelPath, ModelFetchError } from './local-model-fetch.js';
import { checkChatTemplate } from './chat-template-check.js';
import { checkGgufHeader } from './gguf-header.js';
import { loadModel, type LoadedModel, type RuntimeLog } from './local-model-runtime.js';

export type LocalState = 'downloading' | 'loading' | 'ready' | 'failed';

/** Why the model is not ready, in health: a short code; the reason itself is in the log. */
export type LocalErrorCode = 'download_failed' | 'load_failed';

export interface LocalStatus {
  state: LocalState;
  receivedBytes: number;
  totalBytes: number;
  error?: LocalErrorCode;
}

export interface LifecycleOptions {
  log: RuntimeLog & { error(details: object, message: string): void };
  /** Waits between failed attempts that made no progress; the last one repeats. */
  retryDelaysMs?: readonly number[];
  stallTimeoutMs?: number;
  /** Where progress is drawn: a bar on a TTY, else a log line every 10%. */
  progress?: ProgressReporter;
}

export interface ModelLifecycle {
  status(): LocalStatus;
  /** What went wrong last, in full: for the log only. */
  failureReason(): string | undefined;
  /** The loaded model, once ready. */
  model(): LoadedModel | undefined;
  /** Seconds until a refused visitor might try again: the download's estimate, or a few. */
  retryAfterSeconds(): number;
  start(): void;
  /** Resolves once the model is ready or has failed once. */
  settled(): Promise<LocalState>;
  close(): Promise<void>;
}

export const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 300_000, 600_000];
const LOADING_RETRY_AFTER_S = 5;

export function createModelLifecycle(
  local: LocalModelConfig,
  options: LifecycleOptions,
): ModelLifecycle {
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

  /** The reason of the last failure, for refusals' log lines (it may name paths and hosts). */
  let reason: string | undefined;
  const enter = (state: LocalState, error?: LocalErrorCode) => {
    status.state = state;
    if (error === undefined) delete status.error;
    else status.error = error;
    if (state !== 'ready' && state !== 'failed') return;
    for (const waiter of waiters) waiter(state);
    waiters.clear();
  };

  async function fetchIfMissing(path: string): Promise<void> {
    if (await isFile(path)) {
      const bytes = (await stat(path)).size;
      status.receivedBytes = bytes;
      status.totalBytes = bytes;
      return;
    }
    enter('downloading');
    downloadStart.at = Date.now();
    downloadStart.bytes = status.receivedBytes;
    log.info({ model: local.name, path }, 'fetching the local model');
    await fetchModel(local, {
      signal: lifetime.signal,
      ...(options.stallTimeoutMs === undefined ? {} : { stallTimeoutMs: options.stallTimeoutMs }),
      onProgress: ({ receivedBytes, totalBytes }) => {
        status.receivedBytes = receivedBytes;
        status.totalBytes = totalBytes;
        progress.update(receivedBytes, totalBytes);
      },
    });
    progress.done();
  }

  async function attempt(): Promise<void> {
    const path = modelPath(local);
    try {
      await fetchIfMissing(path);
      enter('loading');
      const began = Date.now();
      // Counts a crafted header could use to exhaust memory, and a chat template that would hold
      // or end the process, are checked before the library reads them.
      const header = await checkGgufHeader(path);
      if (header.chatTemplate !== undefined) {
        const template = await checkChatTemplate(header.chatTemplate);
        log.info({ model: local.name, ms: template.ms }, 'local model chat template checked');
      }
      const loaded = await loadModel(path, {
        threads: local.threads,
        sequences: local.sequences,
        log,
      });
      if (lifetime.signal.aborted) return void (await loaded.dispose());
      model = loaded;
      const { threads, sequences } = local;
      const ms = Date.now() - began;
      log.info(
        { model: local.name, device: loaded.device, threads, sequences, ms },
        'local model ready',
      );
      enter('ready');
    } catch (error) {
      progress.done();
      if (!lifetime.signal.aborted) failed(error);
    }
  }

  function failed(error: unknown): void {
    reason = error instanceof ModelFetchError ? error.message : describeLoadError(error);
    if (error instanceof ModelFetchError && error.madeProgress) {
      // Cut after some bytes arrived: continue at once from what is on disk.
      log.warn({ model: local.name, reason }, 'local model transfer cut: resuming');
      started = attempt();
      return;
    }
    failures += 1;
    const delay = delays[Math.min(failures - 1, delays.length - 1)]!;
    log.error(
      { model: local.name, reason, retryInSeconds: delay / 1000 },
      `The local model could not be made ready: ${reason}. It is tried again in ${delay / 1000} s. ` +
        'To write recipes meanwhile, set HF_TOKEN or RECIPE_ENDPOINT_URL, or put a GGUF model file ' +
        'on this machine and set LOCAL_MODEL to its path.',
    );
    enter('failed', error instanceof ModelFetchError ? 'download_failed' : 'load_failed');
    retryTimer = setTimeout(() => {
      started = attempt();
    }, delay);
  }

  return {
    status: () => ({ ...status }),
    failureReason: () => reason,
    model: () => model,
    retryAfterSeconds() {
      if (status.state !== 'downloading') return LOADING_RETRY_AFTER_S;
      const elapsed = (Date.now() - downloadStart.at) / 1000;
      const rate = (status.receivedBytes - downloadStart.bytes) / Math.max(elapsed, 0.001);
      const left = status.totalBytes - status.receivedBytes;
      if (rate <= 0 || left <= 0) return 30;
      return Math.min(600, Math.max(LOADING_RETRY_AFTER_S, Math.ceil(left / rate)));
    },
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
  };
}

function describeLoadError(error: unknown): string {
  return `the model file could not be loaded (${error instanceof Error ? error.message : String(error)})`;
}
