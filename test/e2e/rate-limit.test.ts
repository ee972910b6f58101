import { expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';

const e2e = useChromiumHarness({ env: { RATE_LIMIT_PER_MINUTE: '1' }, server: 'per-file' });

it('tells a visitor who asked too often when to try again', async () => {
  const { page, server } = e2e;
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
  const text = (await alert.textContent())!;
  expect(text.startsWith(RECIPE_ERRORS.rate_limited.message)).toBe(true);
  const seconds = Number(/You can try again in (\d+) seconds\./.exec(text)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(server.provider.requests).toHaveLength(1);
});
