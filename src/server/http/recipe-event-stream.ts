/** The HTTP edge of a recipe: its typed events encoded once as Server-Sent Events. */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { encodeEvent, type RecipeEvent } from '../../recipe/recipe-events.js';
import type { RecipeErrorCode } from '../../recipe/recipe-errors.js';

/**
 * How a recipe request ended: `finished` (with `done`), `stopped` (the visitor left or pressed
 * Stop), or the code of its refusal or failure.
 */
export type RecipeOutcome = 'finished' | 'stopped' | RecipeErrorCode;

/** Streams the events; `ended` is told once how the recipe ended, when the stream is over. */
export function sendRecipeEvents(
  reply: FastifyReply,
  events: AsyncGenerator<RecipeEvent>,
  ended: (outcome: RecipeOutcome) => void,
): FastifyReply {
  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(encoded(events, ended), { objectMode: false }));
}

async function* encoded(
  events: AsyncGenerator<RecipeEvent>,
  ended: (outcome: RecipeOutcome) => void,
): AsyncGenerator<string> {
  // Without a last `done` or `error`, the visitor left (or pressed Stop).
  let outcome: RecipeOutcome = 'stopped';
  try {
    for await (const event of events) {
      if (event.event === 'done') outcome = 'finished';
      if (event.event === 'error') outcome = event.data.code;
      yield encodeEvent(event);
    }
  } finally {
    ended(outcome);
  }
}
