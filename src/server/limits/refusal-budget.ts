/**
 * The refusal budget of `POST api/recipe`: each refusal that read a JSON body (400, 413) counts
 * against its client's `REFUSAL_LIMIT_PER_MINUTE`; past it, the next request is refused
 * `429 rate_limited` in `onRequest`, before a byte of its body is read or validated. A 415 is
 * decided from the header alone and a page on another site can cause one: it does not count.
 */
import type { onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import type { Limits } from './limits.js';

const COUNTED_STATUSES = new Set([400, 413]);

export function refusalBudgetHooks(limits: Limits): {
  onRequest: onRequestAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
} {
  return {
    async onRequest(request, reply) {
      try {
        await limits.checkRefusals(request);
      } catch (error) {
        // The body is left unread: the connection is closed rather than drained.
        reply.header('connection', 'close');
        throw error;
      }
    },
    async onResponse(request, reply) {
      if (COUNTED_STATUSES.has(reply.statusCode)) await limits.countRefusal(request);
    },
  };
}
