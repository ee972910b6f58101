/**
 * Cook mode opened on a 32 KB recipe (the longest the page takes): from the click on Cook mode to
 * the frame after its dialog is in the DOM, the kitchen's chunk fetched on that first use, online
 * and offline (from the service worker's cache), and opened again once it is loaded.
 */
import type { Browser, Page } from 'playwright-core';
import { streamOf, type FakeProvider } from '../test/fake-provider.js';
import { addIngredients } from '../test/support/recipe-page.js';
import type { ServerUnderTest } from './server-process.js';

const RECIPE_BYTES = 32 * 1024 - 512;

/** A long recipe of distinct lines: ingredients with amounts, steps with durations. */
export function longRecipe(): string {
  const lines = ['# Long Feast', '', '**Servings:** 6', '', '## Ingredients', ''];
  for (let index = 1; index <= 120; index += 1)
    lines.push(`- ${(index % 7) + 1} ½ cups of ingredient number ${index}, finely chopped`);
  lines.push('', '## Instructions', '');
  for (let step = 1; lines.join('\n').length < RECIPE_BYTES; step += 1)
    lines.push(
      `${step}. Stir the pot number ${step} over a medium flame for ${(step % 20) + 5} minutes, ` +
        `then rest it for 2 to 3 minutes at 180 °C before the next part of the feast.`,
    );
  return lines.join('\n');
}

/** Runs in the page: clicks Cook mode, resolves with ms until the frame after the dialog shows. */
function timeCookMode(): Promise<number> {
  const button = [...document.querySelectorAll('button')].find(
    (element) => element.textContent === 'Cook mode',
  )!;
  const start = performance.now();
  button.click();
  return new Promise((resolve) => {
    const check = () => {
      if (document.querySelector('[role="dialog"] h3'))
        requestAnimationFrame(() => resolve(performance.now() - start));
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Runs in the page: leaves cook mode, resolves once its dialog is gone. */
function leaveCookMode(): Promise<void> {
  document
    .querySelector('[role="dialog"]')!
    .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  return new Promise((resolve) => {
    const check = () =>
      document.querySelector('[role="dialog"]') ? requestAnimationFrame(check) : resolve();
    check();
  });
}

async function recipeUnderServiceWorker(browser: Browser, server: ServerUnderTest): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // tsx (esbuild) wraps named inner functions in __name(); the page has no such helper.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.goto(server.pageUrl, { waitUntil: 'networkidle' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker serves the page from its next load on.
  await page.reload({ waitUntil: 'networkidle' });
  await addIngredients(page, 'milk', 'eggs', 'flour');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('button', { name: 'Cook mode' }).waitFor();
  return page;
}

export interface CookModeTimes {
  firstOnline: number[];
  firstOffline: number[];
  again: number[];
}

export async function measureCookMode(
  browser: Browser,
  provider: FakeProvider,
  server: ServerUnderTest,
  runs = 3,
): Promise<CookModeTimes> {
  const times: CookModeTimes = { firstOnline: [], firstOffline: [], again: [] };
  const recipe = longRecipe();
  provider.use(() => streamOf([recipe]));
  for (let run = 0; run < runs; run += 1) {
    for (const offline of [false, true]) {
      const page = await recipeUnderServiceWorker(browser, server);
      try {
        if (offline) await page.context().setOffline(true);
        (offline ? times.firstOffline : times.firstOnline).push(await page.evaluate(timeCookMode));
        await page.evaluate(leaveCookMode);
        if (!offline) times.again.push(await page.evaluate(timeCookMode));
      } finally {
        await page.context().setOffline(false);
        await page.context().close();
      }
    }
  }
  return times;
}
