/**
 * The built-in model as a recipe provider: a recipe is taken when the model is ready and one of its
 * sequences is free, and streamed from the model's text callbacks. Fetching and loading live in
 * local-model-lifecycle.ts.
 */
import type { LocalModelConfig } from '../../config.js';
import { megabytes } from './download-progress.js';
import {
  createModelLifecycle,
  type LifecycleOptions,
  type LocalState,
  type LocalStatus,
} from './local-model-lifecycle.js';
import type { LoadedModel } from './local-model-runtime.js';
import { TextQueue } from './text-queue.js';
import type { ChatMessage } from '../../writer/prompt.js';
import {
  ProviderFailure,
  type RecipeChunk,
  type RecipeProvider,
  type Reservation,
} from '../recipe-provider.js';

export type { LocalState, LocalStatus } from './local-model-lifecycle.js';
export type LocalProviderOptions = LifecycleOptions;

export interface LocalProvider extends RecipeProvider {
  readonly name: 'local';
  status(): LocalStatus;
  start(): void;
  /** Resolves once the model is ready or has failed once (for the bench). */
  settled(): Promise<LocalState>;
  close(): Promise<void>;
}

export function createLocalProvider(
  local: LocalModelConfig,
  options: LocalProviderOptions,
): LocalProvider {
  const lifecycle = createModelLifecycle(local, options);
  let writing = 0;

  function readyModel(): LoadedModel {
    const model = lifecycle.model();
    if (model !== undefined) return model;
    const status = lifecycle.status();
    if (status.state === 'failed') {
      throw new ProviderFailure('model_download_failed', status.error ?? 'not ready');
    }
    const detail =
      status.state === 'downloading'
        ? `fetching: ${megabytes(status.receivedBytes)} of ${megabytes(status.totalBytes)}`
        : 'loading';
    throw new ProviderFailure('model_loading', detail, lifecycle.retryAfterSeconds());
  }

  function reserve(messages: readonly ChatMessage[]): Reservation {
    const model = readyModel();
    if (writing >= local.sequences) {
      throw new ProviderFailure('busy', `all ${local.sequences} local sequences are writing`);
    }
    writing += 1;
    let held = true;
    let streaming = false;
    const giveBack = () => {
      if (!held) return;
      held = false;
      writing -= 1;
    };
    return {
      stream(_model, signal) {
        streaming = true;
        return streamFrom(model, messages, signal, giveBack);
      },
      // Once streaming, the sequence is given back when the model has stopped computing.
      release: () => {
        if (!streaming) giveBack();
      },
    };
  }

  return {
    name: 'local',
    reserve: (messages) => Promise.resolve().then(() => reserve(messages)),
    classify: (error) =>
      error instanceof ProviderFailure
        ? error
        : new ProviderFailure('provider_error', `local model: ${String(error)}`),
    status: lifecycle.status,
    start: lifecycle.start,
    settled: lifecycle.settled,
    close: lifecycle.close,
  };
}

async function* streamFrom(
  model: LoadedModel,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
  done: () => void,
): AsyncGenerator<RecipeChunk> {
  if (signal.aborted) return done();
  const queue = new TextQueue();
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  const generation = model.generate(messages, stop.signal, (text, tokens) =>
    queue.push(text, tokens),
  );
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
    // Stops the computation when the reader leaves early; the sequence is free once it ends.
    stop.abort(new Error('reader left'));
    // Its failure, if any, was read from the queue above; here it only has to have ended.
    await Promise.allSettled([generation.finished]);
    done();
  }
}
