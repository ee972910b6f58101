import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { streamOf } from '../fake-provider.js';
import { launchChromium } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let browser: Browser;
let server: TestServer;
beforeAll(async () => {
  browser = await launchChromium();
  // 18:47:30 UTC: the next UTC midnight is 5 h 12 min 30 s away.
  server = await startTestServer(
    { DAILY_RECIPE_LIMIT: '1' },
    { limits: { now: () => new Date('2026-11-21T18:47:30.000Z') } },
  );
});
afterAll(async () => {
  await server.close();
  await browser.close();
});

it("tells a visitor that today's recipes are all written, and when to come back", async () => {
  const page = await browser.newPage();
  await page.goto(server.pageUrl);
  const field = page.getByPlaceholder('e.g. milk (must add 3 or more ingredients)');
  for (const name of ['milk', 'eggs', 'flour']) {
    await field.fill(name);
    await field.press('Enter');
  }
  server.provider.use(streamOf(['First recipe.']));
  const button = page.getByRole('button', { name: 'Get a recipe' });
  await button.click();
  await page.getByText('First recipe.').waitFor();
  await expect.poll(() => button.isEnabled()).toBe(true);

  await button.click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe(
    `${RECIPE_ERRORS.daily_limit_reached.message} ` +
      'You can try again after midnight UTC, in 5 hours 13 minutes.',
  );
  expect(server.provider.requests).toHaveLength(1);
  await page.close();
});
