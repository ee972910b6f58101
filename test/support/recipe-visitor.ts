import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { expect } from 'vitest';
import { RECIPE_ERRORS, type RecipeErrorCode } from '../../src/recipe/recipe-errors.js';
import type { ChatRequestBody } from '../fake-provider.js';
import { readEvents } from './sse.js';
import { postRecipe, type TestServer } from './test-server.js';

export const INGREDIENTS = { ingredients: ['milk', 'eggs', 'flour'] };

/** Starts a recipe and resolves once its first text has arrived; `leave()` hangs up. */
export async function openRecipe(apiUrl: string, headers: Record<string, string> = {}) {
  const visitor = request(apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
  });
  visitor.end(JSON.stringify(INGREDIENTS));
  const [response] = (await once(visitor, 'response')) as [IncomingMessage];
  expect(response.statusCode).toBe(200);
  await once(response, 'data');
  return { leave: () => visitor.destroy() };
}

/** Checks a JSON refusal (docs/api.md) and returns its Retry-After in seconds, if any. */
export async function refusal(
  response: Response,
  status: number,
  code: RecipeErrorCode,
  message: string = RECIPE_ERRORS[code].message,
): Promise<number | undefined> {
  const body = await response.text();
  expect({ status: response.status, body }).toEqual({
    status,
    body: JSON.stringify({ error: { code, message } }),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const retryAfter = response.headers.get('retry-after');
  return retryAfter === null ? undefined : Number(retryAfter);
}

/** Asks a fresh server for one whole recipe and returns what its provider was sent. */
export async function providerRequestFor(
  server: TestServer,
  body: unknown,
): Promise<ChatRequestBody> {
  const response = await postRecipe(server, body);
  expect(response.status).toBe(200);
  expect((await readEvents(response)).at(-1)?.event).toBe('done');
  expect(server.provider.requests).toHaveLength(1);
  return server.provider.requests[0]!.body;
}
