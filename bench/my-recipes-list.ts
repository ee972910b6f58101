/** How long My recipes takes to show 200 saved recipes, in headless Chromium. */
import type { Browser } from 'playwright-core';
import { DATABASE_NAME, RECIPES_STORE } from '../src/client/my-recipes/my-recipes-store.js';
import { MAX_MY_RECIPES } from '../src/client/my-recipes/my-recipe.js';
import { TYPICAL_RECIPE } from '../test/support/typical-recipe.js';
import type { ServerUnderTest } from './server-process.js';

/** Runs in the page: `count` typical recipes, written straight into the page's database. */
async function seed(args: { name: string; store: string; count: number; markdown: string }) {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(args.name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(args.store, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const transaction = database.transaction(args.store, 'readwrite');
  for (let index = 0; index < args.count; index += 1) {
    const writtenAt = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
    transaction.objectStore(args.store).put({
      shape: 1,
      id: `bench-${index}`,
      createdAt: writtenAt,
      updatedAt: writtenAt,
      versions: [
        {
          markdown: args.markdown.replace('Frittata', `Frittata ${index}`),
          status: 'done',
          finishReason: 'stop',
          ingredients: ['eggs', 'potatoes', 'leek'],
          options: {},
          writtenAt,
        },
      ],
    });
  }
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}

/**
 * Milliseconds from pressing "Show my recipes" (its code not fetched before) to all 200 recipes in
 * the list, over `runs` page loads.
 */
export async function measureMyRecipesList(
  browser: Browser,
  server: ServerUnderTest,
  runs = 3,
): Promise<number[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(server.pageUrl);
    await page.evaluate(seed, {
      name: DATABASE_NAME,
      store: RECIPES_STORE,
      count: MAX_MY_RECIPES,
      markdown: TYPICAL_RECIPE,
    });
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      // The same profile (a new one would hold no recipes): the first run fetches the list's code
      // from the server, the later ones from the service worker's copy, as a returning visitor.
      await page.goto(server.pageUrl, { waitUntil: 'networkidle' });
      await page.locator('form.add-ingredient[data-running]').waitFor();
      const shown = page.waitForFunction(
        (count) => document.querySelectorAll('.my-recipe').length === count,
        MAX_MY_RECIPES,
        { polling: 'raf' },
      );
      const started = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Show my recipes' }).click();
      await shown;
      times.push((await page.evaluate(() => performance.now())) - started);
    }
    return times;
  } finally {
    await context.close();
  }
}
