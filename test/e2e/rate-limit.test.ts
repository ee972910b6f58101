import { expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { secondRecipeRefusal } from '../support/second-recipe.js';

const e2e = useChromiumHarness({ env: { RATE_LIMIT_PER_MINUTE: '1' }, server: 'per-file' });

it('tells a visitor who asked too often when to try again', async () => {
  const { page, server } = e2e;
  await page.goto(server.pageUrl);
  const text = await secondRecipeRefusal(page, server.provider);
  expect(text.startsWith(RECIPE_ERRORS.rate_limited.message)).toBe(true);
  const seconds = Number(/You can try again in (\d+) seconds\./.exec(text)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(server.provider.requests).toHaveLength(1);
});
