/**
 * The local model as a recipe provider. A recipe is taken when the model is ready, its prompt
 * fits a sequence and a sequence is free or the waiting line has room; it is streamed from the
 * model's text callbacks. Fetching and loading live in local-model-lifecycle.ts, who writes next
 * in waiting-line.ts, the speed behind the estimates in writing-speed.ts.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { LocalModelConfig } from '../../config.js';
import { MAX_TOKENS } from '../../prompt/prompt.js';
import { megabytes } from './download-progress.js';
import {
  createModelLifecycle,
  type LifecycleOptions,
  type LocalState,
  type LocalStatus,
} from './local-model-lifecycle.js';
import type { LoadedModel } from './local-model-runtime.js';
import { TextQueue } from './text-queue.js';
import { createWaitingLine, type Place } from './waiting-line.js';
import { createWritingSpeed, type WritingSpeed } from './writing-speed.js';
import { RecipeError } from '../../../recipe/recipe-errors.js';
import type {
  LinePlace,
  RecipeChunk,
  RecipeJob,
  RecipeProvider,
  Reservation,
} from '../recipe-provider.js';

export type { LocalState, LocalStatus } from './local-model-lifecycle.js';
export type LocalProviderOptions = LifecycleOptions;

export interface LocalProvider extends RecipeProvider {
  readonly name: 'local';
  status(): LocalStatus;
  /** Recipes writing now and waiting their turn (metrics). */
  line(): { writing: number; waiting: number };
  start(): void;
  /** Resolves once the model is ready or has failed once (for the bench). */
  settled(): Promise<LocalState>;
  close(): Promise<void>;
}

/** Places in the waiting line per sequence: past them, `busy`. */
export const WAITING_PLACES_PER_SEQUENCE = 4;

export const PROMPT_TOO_LONG_MESSAGE =
  'That recipe and change are too long for the local model on this server. ' +
  'Shorten the change, or ask for a new recipe.';
export const ALREADY_WAITING_MESSAGE =
  'You already have a recipe waiting for the local model. Please wait for it, or stop it first.';

/**
 * A client as the model's sequences and saved states know it: keyed with a secret of this process,
 * so no address is kept there, nor can one be guessed back from it.
 */
function ownerTag(secret: Buffer, client: string): string {
  return createHmac('sha256', secret).update(client).digest('hex').slice(0, 32);
}

export function createLocalProvider(
  local: LocalModelConfig,
  options: LocalProviderOptions,
): LocalProvider {
  const lifecycle = createModelLifecycle(local, options);
  const line = createWaitingLine(local.sequences, WAITING_PLACES_PER_SEQUENCE * local.sequences);
  const speed = createWritingSpeed(local.sequences);
  const ownerSecret = randomBytes(32);

  function readyModel(): LoadedModel {
    const model = lifecycle.model();
    if (model !== undefined) return model;
    const status = lifecycle.status();
    if (status.state === 'failed') {
      throw new RecipeError('model_download_failed', lifecycle.failureReason() ?? 'not ready');
    }
    const detail =
      status.state === 'downloading'
        ? `fetching: ${megabytes(status.receivedBytes)} of ${megabytes(status.totalBytes)}`
        : 'loading';
    throw new RecipeError('model_loading', detail, {
      retryAfterSeconds: lifecycle.retryAfterSeconds(),
    });
  }

  function reserve({ client, messages }: RecipeJob): Reservation {
    const model = readyModel();
    const promptTokens = model.countPromptTokens(messages);
    if (promptTokens + MAX_TOKENS > model.contextTokens) {
      const detail = `prompt of ${promptTokens} tokens: over ${model.contextTokens - MAX_TOKENS}`;
      throw new RecipeError('invalid_request', detail, { message: PROMPT_TOO_LONG_MESSAGE });
    }
    const place = line.join(client);
    if (place === 'full') {
      const detail = `all ${local.sequences} sequences writing, ${line.waiting()} waiting`;
      throw new RecipeError('busy', detail, {
        retryAfterSeconds: speed.etaSeconds(line.waiting() + 1),
      });
    }
    if (place === 'client_waiting') {
      throw new RecipeError('busy', 'this client already waits', {
        message: ALREADY_WAITING_MESSAGE,
      });
    }
    let streaming = false;
    return {
      turn: (signal) => turnOf({ place, speed }, signal),
      stream(_model, signal) {
        streaming = true;
        const owner = ownerTag(ownerSecret, client);
        return streamFrom({ model, messages, owner, place, speed }, signal);
      },
      // Once streaming, the place is given back when the model has stopped computing.
      release: () => {
        if (!streaming) place.leave();
      },
    };
  }

  return {
    name: 'local',
    reserve: (job) => Promise.resolve().then(() => reserve(job)),
    status: lifecycle.status,
    line: () => ({ writing: line.writing(), waiting: line.waiting() }),
    start: lifecycle.start,
    settled: lifecycle.settled,
    close: lifecycle.close,
  };
}

/** One recipe on the local model: what it asks, its place, and the speed behind estimates. */
interface LocalRecipe {
  model: LoadedModel;
  messages: RecipeJob['messages'];
  /** Its client, hashed. */
  owner: string;
  place: Place;
  speed: WritingSpeed;
}

/** The recipe's places until its turn; the place is given back when it leaves before that. */
async function* turnOf(
  { place, speed }: Pick<LocalRecipe, 'place' | 'speed'>,
  signal: AbortSignal,
): AsyncGenerator<LinePlace> {
  try {
    if (place.position() === 0) return;
    while (place.position() > 0) {
      const position = place.position();
      yield { waiting: { position, etaSeconds: speed.etaSeconds(position) } };
      while (place.position() === position) await place.moved(signal);
    }
    yield { waiting: null, timeoutMs: speed.totalLimitMs() };
  } finally {
    if (place.position() > 0) place.leave();
  }
}

async function* streamFrom(recipe: LocalRecipe, signal: AbortSignal): AsyncGenerator<RecipeChunk> {
  const { place } = recipe;
  let generating = false;
  try {
    if (signal.aborted) return;
    generating = true;
    yield* generateOn(recipe, signal);
  } finally {
    if (!generating) place.leave();
  }
}

/** Streams one generation; the place is given back once the model has stopped computing. */
async function* generateOn(
  { model, messages, owner, place, speed }: LocalRecipe,
  signal: AbortSignal,
): AsyncGenerator<RecipeChunk> {
  const queue = new TextQueue();
  const began = performance.now();
  // The recipe's one signal: the writer aborts it whenever the recipe ends, early or not.
  const generation = model.generate({ messages, owner }, signal, (text, tokens) =>
    queue.push(text, tokens),
  );
  const finished = generation.finished.then((end) => {
    const seconds = (performance.now() - began) / 1000;
    speed.record({ outputTokens: end.outputTokens, seconds, whole: end.reason !== 'abort' });
    return end;
  });
  finished.then(
    (end) => queue.end(end),
    (error: unknown) => queue.fail(error),
  );
  // The visitor's answer never waits for the model to notice a stop: the place is given back
  // only once it has, whenever that is.
  void finished.finally(() => place.leave()).catch(() => {});
  let tokens = 0;
  for (;;) {
    const next = await queue.next(signal);
    if (next.kind === 'text') {
      tokens += next.tokens;
      yield { text: next.text, finishReason: null, outputTokens: tokens };
    } else if (next.kind === 'end') {
      const { reason, outputTokens, promptTokens, reusedTokens } = next.end;
      if (reason === 'abort') return;
      yield { text: '', finishReason: reason, outputTokens, promptTokens, reusedTokens };
      return;
    } else {
      throw new RecipeError('provider_error', `local model: ${String(next.error)}`);
    }
  }
}
