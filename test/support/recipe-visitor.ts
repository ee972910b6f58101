import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { expect } from 'vitest';
import { RECIPE_ERRORS, type RecipeErrorCode } from '../../src/recipe/recipe-errors.js';

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

/** Checks a JSON refusal of DESIGN §3 and returns its Retry-After in seconds, if any. */
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
