import { expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { secondRecipeRefusal } from '../support/second-recipe.js';

const e2e = useChromiumHarness({
  env: { DAILY_RECIPE_LIMIT: '1' },
  // 18:47:30 UTC: the next UTC midnight is 5 h 12 min 30 s away.
  app: { limits: { now: () => new Date('2026-11-21T18:47:30.000Z') } },
  server: 'per-file',
});

it("tells a visitor that today's recipes are all written, and when to come back", async () => {
  const { page, server } = e2e;
  await page.goto(server.pageUrl);
  expect(await secondRecipeRefusal(page, server.provider)).toBe(
    `${RECIPE_ERRORS.daily_limit_reached.message} ` +
      'You can try again after midnight UTC, in 5 hours 13 minutes.',
  );
  expect(server.provider.requests).toHaveLength(1);
});
