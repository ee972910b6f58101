/**
 * The refusal budget of `POST api/recipe`: every refusal of a client's request counts against its
 * `REFUSAL_LIMIT_PER_MINUTE`, whatever refused it (its body: 400, 413; the recipe limits: 429; the
 * provider or the server: 503 busy, model_loading, not_configured...); past it, the next request is
 * refused `429 rate_limited` in `onRequest`, before a byte of its body is read or validated. Not
 * counted: a 415, decided from the header alone, which a page on another site can cause; this
 * budget's own 429s; and failures that are not refusals of the visitor (500, 502, 504).
 */
import type { onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import { sendRefusal } from '../http/refusals.js';
import type { Limits } from './limits.js';

const NOT_COUNTED_STATUSES = new Set([415, 500, 502, 504]);
/** Marks a request this budget refused, so that its own 429 is not counted again. */
const refusedByBudget = new WeakSet<object>();

function isCountedRefusal(status: number): boolean {
  return status >= 400 && !NOT_COUNTED_STATUSES.has(status);
}

export function refusalBudgetHooks(limits: Limits): {
  onRequest: onRequestAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
} {
  return {
    async onRequest(request, reply) {
      const retryAfterSeconds = await limits.refusalsUsedUp(request);
      if (retryAfterSeconds === null) return;
      refusedByBudget.add(request);
      // Answered here rather than thrown: no error (its stack) and no error handler for each
      // request of a flood. The body is left unread: the connection is closed, not drained.
      return sendRefusal(
        reply.header('connection', 'close').header('retry-after', String(retryAfterSeconds)),
        'rate_limited',
        undefined,
        'refusal budget used up: refused before reading the body',
      );
    },
    async onResponse(request, reply) {
      if (refusedByBudget.has(request) || !isCountedRefusal(reply.statusCode)) return;
      await limits.countRefusal(request);
    },
  };
}
