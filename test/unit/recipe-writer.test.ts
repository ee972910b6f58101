/**
 * The writer's core, driven directly: a reservation whose stream is a script of chunks, failures
 * and waits written here (the real providers are tested through the server).
 */
import { describe, expect, it } from 'vitest';
import type { RecipeEvent } from '../../src/recipe/recipe-events.js';
import { RecipeError } from '../../src/recipe/recipe-errors.js';
import type {
  LinePlace,
  RecipeChunk,
  Reservation,
} from '../../src/server/providers/recipe-provider.js';
import { createModelChain } from '../../src/server/writer/model-chain.js';
import { startRecipe, type WriterOptions } from '../../src/server/writer/recipe-writer.js';
import type { VisitorPresence } from '../../src/server/http/visitor-connection.js';

const quiet = { info() {}, warn() {} };
const MODELS = ['first/model', 'second/model'];

type Script = (model: string, signal: AbortSignal) => AsyncGenerator<RecipeChunk>;
/** A provider's waiting line: the recipe's places until its turn. */
type Turn = (signal: AbortSignal) => AsyncGenerator<LinePlace>;

/** A visitor who leaves when told, as their connection would tell the writer. */
function visitorWhoLeaves() {
  let left = false;
  const callbacks: (() => void)[] = [];
  const presence: VisitorPresence = {
    left: () => left,
    onLeave(callback) {
      if (left) callback();
      else callbacks.push(callback);
    },
  };
  const leave = () => {
    left = true;
    for (const callback of callbacks.splice(0)) callback();
  };
  return { presence, leave };
}

function writer(script: Script, overrides: Partial<WriterOptions> = {}, turn?: Turn) {
  const calls: string[] = [];
  const reservation: Reservation = {
    ...(turn ? { turn } : {}),
    stream(model, signal) {
      calls.push(model);
      return script(model, signal);
    },
    release() {},
  };
  const options: WriterOptions = {
    reservation,
    chain: createModelChain(MODELS),
    firstTokenTimeoutMs: 10_000,
    timeoutMs: 10_000,
    visitor: visitorWhoLeaves().presence,
    log: quiet,
    ...overrides,
  };
  return { calls, start: () => startRecipe(options) };
}

async function all(events: AsyncGenerator<RecipeEvent>): Promise<RecipeEvent[]> {
  const seen: RecipeEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

/** Never yields until its signal aborts; then ends as a provider does (throws the reason). */
async function* silentUntilAborted(signal: AbortSignal): AsyncGenerator<never> {
  await new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  yield* [];
}

const text = (value: string): RecipeChunk => ({ text: value, finishReason: null });

/** A provider call that writes "Begun." and then nothing until its signal aborts; `onEnd` sees that signal. */
function begunThenSilent(onEnd: (signal: AbortSignal) => void = () => {}): Script {
  return async function* (_model, signal) {
    yield text('Begun.');
    try {
      yield* silentUntilAborted(signal);
    } finally {
      onEnd(signal);
    }
  };
}

describe('the recipe writer', () => {
  it('waits for the first text, then relays typed events and ends with done', async () => {
    const { start } = writer(async function* () {
      yield { text: '', finishReason: null };
      yield text('# Pancakes');
      yield text('\n\nWhisk.');
      yield { text: '', finishReason: 'eos_token' };
    });
    const recipe = await start();
    expect(recipe.model).toBe('first/model');
    expect(await all(recipe.events)).toEqual([
      { event: 'delta', data: { text: '# Pancakes' } },
      { event: 'delta', data: { text: '\n\nWhisk.' } },
      { event: 'done', data: { finishReason: 'stop', conflicts: [] } },
    ]);
  });

  it('checks a finished recipe against the wishes in a turn of the event loop of its own', async () => {
    const order: string[] = [];
    const { start } = writer(
      async function* () {
        yield text('Melt the butter.');
        // Scheduled as the answer ends: it runs once the loop turns, before the check if that
        // waits for a turn, after it if the check runs in the same turn as the last chunk.
        setImmediate(() => order.push('the loop turned'));
        yield { text: '', finishReason: 'stop' };
      },
      { wishes: { diet: ['vegan'] } },
    );
    const recipe = await start();
    for await (const event of recipe.events) {
      if (event.event === 'done') {
        order.push('checked');
        expect(event.data.conflicts).not.toEqual([]);
      }
    }
    expect(order).toEqual(['the loop turned', 'checked']);
  });

  it('relays 32 KB of recipe text whole, and cuts an answer of a byte more there', async () => {
    const kilobyte = 'a'.repeat(1024);
    const answer = (extra: string) =>
      writer(async function* () {
        for (let sent = 0; sent < 32; sent += 1) yield text(kilobyte);
        if (extra !== '') yield text(extra);
        yield { text: '', finishReason: 'stop' };
      }).start();
    const relayed = (events: RecipeEvent[]) =>
      events.map((event) => (event.event === 'delta' ? event.data.text : '')).join('');
    const whole = await all((await answer('')).events);
    expect(relayed(whole)).toHaveLength(32 * 1024);
    expect(whole.at(-1)).toEqual({ event: 'done', data: { finishReason: 'stop', conflicts: [] } });
    const over = await all((await answer('b')).events);
    // Ended as a model at its token limit, with the 32 KB that fit.
    expect(relayed(over)).toBe(kilobyte.repeat(32));
    expect(over.at(-1)).toEqual({ event: 'done', data: { finishReason: 'length', conflicts: [] } });
  });

  it('falls back to the next model when one is not served, and remembers it', async () => {
    const chain = createModelChain(MODELS);
    const { start, calls } = writer(
      async function* (model) {
        if (model === 'first/model') throw new RecipeError('model_unavailable', 'not served');
        yield text('From the second.');
      },
      { chain },
    );
    const recipe = await start();
    expect(recipe.model).toBe('second/model');
    expect(calls).toEqual(['first/model', 'second/model']);
    expect(chain.plan().skipped).toEqual(['first/model']);
    await all(recipe.events);
  });

  it('does not fall back for a failure the next model would share', async () => {
    const { start, calls } = writer(async function* () {
      yield* [];
      throw new RecipeError('out_of_credits', 'no credits');
    });
    await expect(start()).rejects.toMatchObject({ code: 'out_of_credits' });
    expect(calls).toEqual(['first/model']);
  });

  it('refuses an answer with no text as provider_error', async () => {
    const { start } = writer(async function* () {
      yield { text: '', finishReason: 'stop' };
    });
    await expect(start()).rejects.toMatchObject({ code: 'provider_error' });
  });

  it('gives up with timeout when no text comes within the first-text limit', async () => {
    const { start } = writer((_model, signal) => silentUntilAborted(signal), {
      firstTokenTimeoutMs: 20,
    });
    await expect(start()).rejects.toMatchObject({ code: 'timeout' });
  });

  it('ends a recipe past its total limit with an error event', async () => {
    const { start } = writer(begunThenSilent(), { timeoutMs: 30 });
    const events = await all((await start()).events);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'timeout' } });
  });

  it('answers a waiting recipe at once with its place, and counts the limits from leaving the line', async () => {
    let leave = () => {};
    const left = new Promise<void>((resolve) => (leave = resolve));
    const { start } = writer(
      async function* () {
        yield text('At last.');
      },
      { firstTokenTimeoutMs: 20, timeoutMs: 20 },
      async function* () {
        yield { waiting: { position: 2, etaSeconds: 60 } };
        yield { waiting: { position: 1, etaSeconds: 30 } };
        await left;
        yield { waiting: null };
      },
    );
    const recipe = await start();
    // Waits far longer than both limits before it leaves the line.
    setTimeout(leave, 100);
    expect(await all(recipe.events)).toEqual([
      { event: 'queued', data: { position: 2, etaSeconds: 60 } },
      { event: 'queued', data: { position: 1, etaSeconds: 30 } },
      { event: 'delta', data: { text: 'At last.' } },
      { event: 'done', data: { finishReason: null, conflicts: [] } },
    ]);
  });

  it('stops the provider call and tells no one when the visitor leaves', async () => {
    const visitor = visitorWhoLeaves();
    let aborted = false;
    const { start } = writer(
      begunThenSilent((signal) => (aborted = signal.aborted)),
      { visitor: visitor.presence },
    );
    const recipe = await start();
    const first = await recipe.events.next();
    expect(first.value).toEqual({ event: 'delta', data: { text: 'Begun.' } });
    visitor.leave();
    expect(await all(recipe.events)).toEqual([]);
    expect(aborted).toBe(true);
  });
  it('ends the provider call through the same signal when the slot is lost, telling no one', async () => {
    const slotLost = new AbortController();
    let aborted: unknown;
    const { start } = writer(
      begunThenSilent((signal) => (aborted = signal.reason)),
      { slotLost: slotLost.signal },
    );
    const recipe = await start();
    await recipe.events.next();
    const lost = new Error('slot lost');
    slotLost.abort(lost);
    // The slot guard, not the writer, tells the visitor (limits/slot-guard.ts).
    expect(await all(recipe.events)).toEqual([]);
    expect(aborted).toBe(lost);
  });

  it('aborts the wait in the line when the visitor leaves, and never calls the provider', async () => {
    const visitor = visitorWhoLeaves();
    let waitAborted = false;
    const { start, calls } = writer(
      async function* () {
        yield text('Never.');
      },
      { visitor: visitor.presence },
      async function* (signal): AsyncGenerator<LinePlace> {
        yield { waiting: { position: 1, etaSeconds: 30 } };
        try {
          yield* silentUntilAborted(signal);
        } finally {
          waitAborted = signal.aborted;
        }
      },
    );
    const recipe = await start();
    const first = await recipe.events.next();
    expect(first.value).toEqual({ event: 'queued', data: { position: 1, etaSeconds: 30 } });
    visitor.leave();
    expect(await all(recipe.events)).toEqual([]);
    expect(waitAborted).toBe(true);
    expect(calls).toEqual([]);
  });
});
