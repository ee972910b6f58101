/**
 * The local model's life: fetched in the background (resuming a cut transfer at once, retrying
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

/** Seconds a refused visitor is told to wait when the download gives no estimate yet. */
const UNKNOWN_DOWNLOAD_RETRY_AFTER_S = 30;
const LONGEST_RETRY_AFTER_S = 600;

/** What one model's life holds between its steps. */
interface LifecycleRun {
  local: LocalModelConfig;
  log: LifecycleOptions['log'];
  retryDelaysMs: readonly number[];
  stallTimeoutMs: number | undefined;
  progress: ProgressReporter;
  status: StatusKeeper;
  /** Aborted when the server closes: ends a transfer and drops a model that loads after. */
  lifetime: AbortController;
  model: LoadedModel | undefined;
  /** The attempt under way or last made: closing waits for it. */
  attempt: Promise<void> | undefined;
  retryTimer: NodeJS.Timeout | undefined;
  /** Failed attempts that made no progress, for the retry schedule. */
  failures: number;
  /** The reason of the last failure, for refusals' log lines (it may name paths and hosts). */
  reason: string | undefined;
  /** When the current download began and how many bytes were on disk then. */
  downloadStart: { at: number; bytes: number };
}

export function createModelLifecycle(
  local: LocalModelConfig,
  options: LifecycleOptions,
): ModelLifecycle {
  const run: LifecycleRun = {
    local,
    log: options.log,
    retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
    stallTimeoutMs: options.stallTimeoutMs,
    progress: options.progress ?? createProgressReporter(options.log),
    status: createStatusKeeper(),
    lifetime: new AbortController(),
    model: undefined,
    attempt: undefined,
    retryTimer: undefined,
    failures: 0,
    reason: undefined,
    downloadStart: { at: 0, bytes: 0 },
  };
  return {
    status: () => ({ ...run.status.current }),
    failureReason: () => run.reason,
    model: () => run.model,
    retryAfterSeconds: () => secondsUntilReady(run.status.current, run.downloadStart),
    start() {
      run.attempt ??= attempt(run);
    },
    settled: () => run.status.settled(),
    async close() {
      run.lifetime.abort(new Error('server closing'));
      clearTimeout(run.retryTimer);
      await run.attempt;
      run.progress.done();
      await run.model?.dispose();
      run.model = undefined;
    },
  };
}

/** The state health reads, and who waits for it to be ready or failed. */
interface StatusKeeper {
  readonly current: LocalStatus;
  enter(state: LocalState, error?: LocalErrorCode): void;
  /** Resolves once the model is ready or has failed once. */
  settled(): Promise<LocalState>;
}

function createStatusKeeper(): StatusKeeper {
  const current: LocalStatus = { state: 'downloading', receivedBytes: 0, totalBytes: 0 };
  const waiters = new Set<(state: LocalState) => void>();
  return {
    current,
    enter(state, error) {
      current.state = state;
      if (error === undefined) delete current.error;
      else current.error = error;
      if (state !== 'ready' && state !== 'failed') return;
      for (const waiter of waiters) waiter(state);
      waiters.clear();
    },
    settled() {
      if (current.state === 'ready' || current.state === 'failed') {
        return Promise.resolve(current.state);
      }
      return new Promise((resolve) => waiters.add(resolve));
    },
  };
}

/** Seconds until a refused visitor might try again: the download's estimate, or a few. */
function secondsUntilReady(status: LocalStatus, downloadStart: LifecycleRun['downloadStart']) {
  if (status.state !== 'downloading') return LOADING_RETRY_AFTER_S;
  const elapsed = (Date.now() - downloadStart.at) / 1000;
  const rate = (status.receivedBytes - downloadStart.bytes) / Math.max(elapsed, 0.001);
  const left = status.totalBytes - status.receivedBytes;
  if (rate <= 0 || left <= 0) return UNKNOWN_DOWNLOAD_RETRY_AFTER_S;
  return Math.min(LONGEST_RETRY_AFTER_S, Math.max(LOADING_RETRY_AFTER_S, Math.ceil(left / rate)));
}

/** Fetches the model when it is not on disk yet, checks it and loads it; a failure is retried. */
async function attempt(run: LifecycleRun): Promise<void> {
  const path = modelPath(run.local);
  try {
    await fetchIfMissing(run, path);
    run.status.enter('loading');
    const began = Date.now();
    const loaded = await loadChecked(run, path);
    if (run.lifetime.signal.aborted) return void (await loaded.dispose());
    run.model = loaded;
    const { threads, sequences } = run.local;
    const ms = Date.now() - began;
    run.log.info(
      { model: run.local.name, device: loaded.device, threads, sequences, ms },
      'local model ready',
    );
    run.status.enter('ready');
  } catch (error) {
    run.progress.done();
    if (!run.lifetime.signal.aborted) failed(run, error);
  }
}

async function fetchIfMissing(run: LifecycleRun, path: string): Promise<void> {
  const { status, local } = run;
  if (await isFile(path)) {
    const bytes = (await stat(path)).size;
    status.current.receivedBytes = bytes;
    status.current.totalBytes = bytes;
    return;
  }
  status.enter('downloading');
  run.downloadStart.at = Date.now();
  run.downloadStart.bytes = status.current.receivedBytes;
  run.log.info({ model: local.name, path }, 'fetching the local model');
  await fetchModel(local, {
    signal: run.lifetime.signal,
    ...(run.stallTimeoutMs === undefined ? {} : { stallTimeoutMs: run.stallTimeoutMs }),
    onProgress: ({ receivedBytes, totalBytes }) => {
      status.current.receivedBytes = receivedBytes;
      status.current.totalBytes = totalBytes;
      run.progress.update(receivedBytes, totalBytes);
    },
  });
  run.progress.done();
}

/**
 * Counts a crafted header could use to exhaust memory, and a chat template that would hold or end
 * the process, are checked before the library reads them.
 */
async function loadChecked(run: LifecycleRun, path: string): Promise<LoadedModel> {
  const { local, log } = run;
  const header = await checkGgufHeader(path);
  if (header.chatTemplate !== undefined) {
    const template = await checkChatTemplate(header.chatTemplate);
    log.info({ model: local.name, ms: template.ms }, 'local model chat template checked');
  }
  return loadModel(path, { threads: local.threads, sequences: local.sequences, log });
}

/** A cut transfer resumes at once; any other failure is tried again on the retry schedule. */
function failed(run: LifecycleRun, error: unknown): void {
  const { local, log } = run;
  run.reason = error instanceof ModelFetchError ? error.message : describeLoadError(error);
  if (error instanceof ModelFetchError && error.madeProgress) {
    // Cut after some bytes arrived: continue at once from what is on disk.
    log.warn({ model: local.name, reason: run.reason }, 'local model transfer cut: resuming');
    run.attempt = attempt(run);
    return;
  }
  run.failures += 1;
  const delay = retryDelayMs(run.retryDelaysMs, run.failures);
  log.error(
    { model: local.name, reason: run.reason, retryInSeconds: delay / 1000 },
    `The local model could not be made ready: ${run.reason}. It is tried again in ${delay / 1000} s. ` +
      'To write recipes meanwhile, set HF_TOKEN or RECIPE_ENDPOINT_URL, or put a GGUF model file ' +
      'on this machine and set LOCAL_MODEL to its path.',
  );
  run.status.enter('failed', error instanceof ModelFetchError ? 'download_failed' : 'load_failed');
  run.retryTimer = setTimeout(() => {
    run.attempt = attempt(run);
  }, delay);
}

/** The wait after this many failures in a row: the schedule's last wait repeats. */
function retryDelayMs(delays: readonly number[], failures: number): number {
  return delays[Math.min(failures - 1, delays.length - 1)]!;
}

function describeLoadError(error: unknown): string {
  return `the model file could not be loaded (${error instanceof Error ? error.message : String(error)})`;
}
