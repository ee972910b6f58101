/**
 * The local model on the page, in Chromium: the model's progress while it is fetched from
 * a fake hub, a model_loading refusal meanwhile, then a recipe written by the tiny model, streamed
 * and rendered, cut off at 512 tokens.
 */
import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { LOCAL_MODEL_NOTE } from '../../src/client/server-status/LocalModelNote.js';
import { startFakeHub } from '../support/fake-hub.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import {
  addIngredients,
  axeViolations,
  recipeRegion,
  waitForHydration,
} from '../support/recipe-page.js';
import { settledLocalState } from '../support/app-state.js';
import { INGREDIENTS, openRecipe } from '../support/recipe-visitor.js';
import { startTestServer } from '../support/test-server.js';
import { writeTinyModel, type WrittenModel } from '../support/tiny-gguf.js';

const e2e = useChromiumHarness({ server: 'none', page: false });
let dir: string;
let model: WrittenModel;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-model-e2e-'));
  model = await writeTinyModel(join(dir, 'tiny.gguf'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the local model on the page', () => {
  it('shows the progress, refuses a recipe meanwhile, then writes one with the model', async () => {
    // About 4 s for the 0.5 MB model: long enough to watch.
    const hub = await startFakeHub(model.path, { bytesPerSecond: 120_000 });
    onTestFinished(() => hub.close());
    const server = await startTestServer({
      RECIPE_ENDPOINT_URL: '',
      LOCAL_MODEL: hub.reference,
      HF_ENDPOINT: hub.endpoint,
      LOCAL_MODEL_DIR: join(dir, 'cache'),
      LOCAL_THREADS: '1',
    });
    onTestFinished(() => server.close());
    const page = await e2e.open();
    await page.goto(server.pageUrl);
    await waitForHydration(page);

    const progress = page.getByRole('progressbar', { name: /Getting the recipe model ready/ });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuemin')).toBe('0');
    expect(await progress.getAttribute('aria-valuemax')).toBe('100');
    // The share grows while the model arrives, and the words say how much of how many MB.
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await page.getByText(/^Getting the recipe model ready: \d+% of 0\.5 MB$/).count()).toBe(
      1,
    );

    // A recipe asked now is refused in plain words, with when to try again.
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      new RegExp(
        `^${escape(RECIPE_ERRORS.model_loading.message)} It should be ready in about \\d+ seconds?\\.$`,
      ),
    );

    // Once ready, the page says who writes the recipes, and the progress is gone.
    await page.getByText(LOCAL_MODEL_NOTE).waitFor({ timeout: 20_000 });
    expect(await progress.count()).toBe(0);

    await page
      .getByRole('button', { name: /Try again|Get a recipe/ })
      .first()
      .click();
    await page
      .getByText('This recipe was cut off: it reached the length limit before it was finished.')
      .waitFor({ timeout: 20_000 });
    const text = await recipeRegion(page).locator('.recipe__text').textContent();
    expect(text!.trim().length).toBeGreaterThan(200);
    // The only errors logged are the refusal's (the failed request and the page's note of it).
    const expected = (line: string) =>
      line.includes('503') || line.includes(RECIPE_ERRORS.model_loading.message);
    expect(e2e.consoleErrors.filter((line) => !expected(line))).toEqual([]);
  });
});

describe('the waiting line on the page', () => {
  it('shows the place in the line, with axe clean in light and dark at 375 px, and Stop works', async () => {
    // A few seconds a recipe on one sequence: a line forms behind three other visitors.
    const slow = await writeTinyModel(join(dir, 'slow.gguf'), { width: 256, layers: 4 });
    const server = await startTestServer({
      RECIPE_ENDPOINT_URL: '',
      LOCAL_MODEL: slow.path,
      LOCAL_MODEL_DIR: join(dir, 'cache'),
      LOCAL_THREADS: '1',
      LOCAL_SEQUENCES: '1',
      TRUST_PROXY: '1',
    });
    onTestFinished(() => server.close());
    expect(await settledLocalState(server)).toBe('ready');
    const writing = await openRecipe(server.apiUrl, { 'x-forwarded-for': '203.0.113.1' });
    onTestFinished(() => {
      writing.leave();
    });
    for (const address of ['203.0.113.2', '203.0.113.3']) {
      const waiting = await askAs(server.apiUrl, address);
      onTestFinished(() => {
        waiting.destroy();
      });
    }

    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await e2e.open({
        bypassCSP: true,
        colorScheme,
        viewport: { width: 375, height: 800 },
      });
      await page.goto(server.pageUrl);
      await waitForHydration(page);
      await addIngredients(page, 'milk', 'eggs', 'flour');
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      // Behind the two waiting (fewer once the first recipes are written).
      const place = recipeRegion(page).getByText(
        /^Waiting for the local model: (\d recipes? ahead of yours|yours is next), (about \d+ min|less than a minute)\.$/,
      );
      await place.waitFor();
      const violations = await axeViolations(page);
      expect(violations, `${colorScheme}: ${JSON.stringify(violations)}`).toEqual([]);
      await page.getByRole('button', { name: 'Stop' }).click();
      await page.getByText('You stopped the recipe.', { exact: false }).waitFor();
      expect(await place.count()).toBe(0);
    }
  }, 60_000);
});

/** A recipe asked from another address, left open (its answer is not read). */
async function askAs(apiUrl: string, address: string) {
  const visitor = request(apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
  });
  visitor.on('error', () => {});
  visitor.end(JSON.stringify(INGREDIENTS));
  const [response] = (await once(visitor, 'response')) as [IncomingMessage];
  expect(response.statusCode).toBe(200);
  return visitor;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
