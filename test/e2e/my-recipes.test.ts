/**
 * My recipes in Chromium: every finished recipe is kept in the browser (IndexedDB) and listed
 * newest first after a reload; search, open and change, delete with undo, the bound of 200, an
 * entry of unknown shape, export and import into another profile, a broken file, storage refused,
 * two tabs at once, reading offline through the service worker, and the manifest.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients, recipeRegion, waitForHydration } from '../support/recipe-page.js';

const e2e = useChromiumHarness({ page: false });
const INGREDIENTS = ['milk', 'eggs', 'flour'];
const OFFLINE =
  'You are offline: a new recipe needs the recipe server. Recipes you kept are under My recipes.';
const NOT_KEPT =
  'This browser does not let the page keep recipes (a private window, storage turned off, or full): recipes you get now are shown but will not be kept after you leave.';

/** The fake writes recipes named "Recipe 1", "Recipe 2", … in the order they are asked. */
function nameRecipesInOrder(): void {
  let asked = 0;
  e2e.server.provider.use((body) => {
    if ((body.messages ?? []).length === 4) {
      return streamOf(['# Stovetop version', '\n\n', 'Cook it covered in the **pan**.']);
    }
    asked += 1;
    return streamOf([`# Recipe ${asked}`, '\n\n', 'Whisk ', 'milk, ', 'eggs ', 'and ', 'flour.']);
  });
}

const myRecipes = (page: Page) => page.getByRole('region', { name: 'My recipes' });

/** The list is folded under its heading until shown. */
async function showMyRecipes(page: Page): Promise<void> {
  await waitForHydration(page);
  await myRecipes(page).getByRole('button', { name: 'Show my recipes' }).click();
  await myRecipes(page).locator('.my-recipes__count').waitFor();
}

async function openApp(page?: Page): Promise<Page> {
  const opened = page ?? (await e2e.open({ acceptDownloads: true }));
  await opened.goto(e2e.server.pageUrl);
  await showMyRecipes(opened);
  return opened;
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await showMyRecipes(page);
}
const myRecipeNames = (page: Page) => myRecipes(page).locator('.my-recipe__name').allTextContents();
const countLine = (page: Page) => myRecipes(page).locator('.my-recipes__count').textContent();

/** Asks for a recipe (the first time after listing the ingredients) and waits until it is kept. */
async function getRecipe(page: Page, name: string): Promise<void> {
  const again = page.getByRole('button', { name: 'Get another recipe' });
  if (await again.isVisible()) await again.click();
  else {
    await addIngredients(page, ...INGREDIENTS);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
  }
  await recipeRegion(page).getByRole('heading', { name }).waitFor();
  await myRecipes(page).locator('.my-recipe__name', { hasText: name }).waitFor();
}

/** Puts `count` recipes older than any written by the page straight into the page's database. */
function seedOlderRecipes(page: Page, count: number): Promise<void> {
  return page.evaluate(async (total) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('recipe-generator');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const transaction = database.transaction('recipes', 'readwrite');
    const store = transaction.objectStore('recipes');
    for (let index = 0; index < total; index += 1) {
      const writtenAt = new Date(Date.UTC(2020, 0, 1, 0, index)).toISOString();
      store.put({
        shape: 1,
        id: `seeded-${index}`,
        createdAt: writtenAt,
        updatedAt: writtenAt,
        versions: [
          {
            markdown: `# Seeded ${index}\n\nStir.`,
            status: 'done',
            finishReason: 'stop',
            ingredients: ['milk', 'eggs', 'flour'],
            options: {},
            writtenAt,
          },
        ],
      });
    }
    // An entry of a shape this page does not know: skipped, never fatal.
    store.put({ id: 'from-the-future', shape: 99, title: 'unknown' });
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    database.close();
  }, count);
}

describe('My recipes in Chromium', () => {
  it('keeps two recipes over a reload, newest first; search; delete with undo; the delete survives a reload', async () => {
    nameRecipesInOrder();
    const page = await openApp();
    await getRecipe(page, 'Recipe 1');
    await getRecipe(page, 'Recipe 2');
    await reload(page);
    await expect.poll(() => myRecipeNames(page)).toEqual(['Recipe 2', 'Recipe 1']);
    expect(await countLine(page)).toBe('2 recipes kept.');
    expect(await myRecipes(page).locator('.my-recipe__ingredients').first().textContent()).toBe(
      INGREDIENTS.join(', '),
    );

    await myRecipes(page).getByLabel('Search my recipes').fill('recipe 1');
    await expect.poll(() => myRecipeNames(page)).toEqual(['Recipe 1']);
    expect(await countLine(page)).toBe('1 of 2 recipes match.');
    await myRecipes(page).getByLabel('Search my recipes').fill('EGGS');
    await expect.poll(() => myRecipeNames(page)).toEqual(['Recipe 2', 'Recipe 1']);
    await myRecipes(page).getByLabel('Search my recipes').fill('');

    await myRecipes(page).getByRole('button', { name: 'Delete Recipe 2' }).click();
    await expect.poll(() => myRecipeNames(page)).toEqual(['Recipe 1']);
    await myRecipes(page).getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => myRecipeNames(page)).toEqual(['Recipe 2', 'Recipe 1']);
    await myRecipes(page).getByRole('button', { name: 'Delete Recipe 2' }).click();
    await expect.poll(() => myRecipeNames(page)).toEqual(['Recipe 1']);
    await reload(page);
    await expect.poll(() => countLine(page)).toBe('1 recipe kept.');
    expect(await myRecipeNames(page)).toEqual(['Recipe 1']);
    expect(e2e.consoleErrors).toEqual([]);
  });

  it('opens a kept recipe with its ingredients, ready to change; the change is kept as its version', async () => {
    nameRecipesInOrder();
    const page = await openApp();
    await getRecipe(page, 'Recipe 1');
    await reload(page);
    await myRecipes(page).getByRole('button', { name: 'Open Recipe 1' }).click();
    await recipeRegion(page).getByRole('heading', { name: 'Recipe 1' }).waitFor();
    for (const ingredient of INGREDIENTS) {
      await page.getByRole('button', { name: `Remove ${ingredient}` }).waitFor();
    }
    await page.getByLabel('Change this recipe').fill('no oven, I only have a pan');
    await page.getByRole('button', { name: 'Change recipe' }).click();
    await recipeRegion(page).getByRole('heading', { name: 'Stovetop version' }).waitFor();
    const revision = e2e.server.provider.requests.at(-1)!.body.messages ?? [];
    expect(revision.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(revision[2]?.content).toContain('# Recipe 1');
    await expect.poll(() => myRecipeNames(page)).toEqual(['Stovetop version']);
    await reload(page);
    await expect.poll(() => myRecipeNames(page)).toEqual(['Stovetop version']);
    expect(await myRecipes(page).locator('.my-recipe__meta').textContent()).toContain('2 versions');
    await myRecipes(page).getByRole('button', { name: 'Open Stovetop version' }).click();
    await page.getByText('Version 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Previous version' }).click();
    await recipeRegion(page).getByRole('heading', { name: 'Recipe 1' }).waitFor();
    expect(e2e.consoleErrors).toEqual([]);
  });

  it('another browser profile sees none of them', async () => {
    nameRecipesInOrder();
    const page = await openApp();
    await getRecipe(page, 'Recipe 1');
    const other = await e2e.browser.newContext();
    try {
      const stranger = await other.newPage();
      await stranger.goto(e2e.server.pageUrl);
      await showMyRecipes(stranger);
      await expect
        .poll(() => countLine(stranger))
        .toBe('No recipes kept yet: each recipe you get here is kept by itself.');
      expect(await myRecipeNames(stranger)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('keeps the newest 200 of 231 and skips an entry of unknown shape', async () => {
    nameRecipesInOrder();
    const page = await openApp();
    await getRecipe(page, 'Recipe 1');
    await seedOlderRecipes(page, 229);
    await getRecipe(page, 'Recipe 2');
    await reload(page);
    await expect.poll(() => countLine(page)).toBe('200 recipes kept.');
    const names = await myRecipeNames(page);
    expect(names).toHaveLength(200);
    expect(names.slice(0, 3)).toEqual(['Recipe 2', 'Recipe 1', 'Seeded 228']);
    // 231 kept at most 200: the 31 oldest went.
    expect(names.at(-1)).toBe('Seeded 31');
    expect(await myRecipes(page).textContent()).toContain(
      'The newest 200 stay; older ones go first.',
    );
  });

  /** Export's file, from the real download. */
  async function exportFrom(page: Page): Promise<string> {
    const download = page.waitForEvent('download');
    await myRecipes(page).getByRole('button', { name: 'Export recipes' }).click();
    return readFile((await (await download).path())!, 'utf8');
  }

  const upload = (page: Page, name: string, text: string) =>
    myRecipes(page)
      .getByLabel('Import recipes')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

  it('exports every kept recipe and imports them into a fresh profile, merging without duplicates', async () => {
    nameRecipesInOrder();
    const page = await openApp();
    await getRecipe(page, 'Recipe 1');
    await getRecipe(page, 'Recipe 2');
    const exported = await exportFrom(page);
    const file = JSON.parse(exported) as { '@graph': { '@type': string; name: string }[] };
    expect(file['@graph'].map((recipe) => [recipe['@type'], recipe.name])).toEqual([
      ['Recipe', 'Recipe 2'],
      ['Recipe', 'Recipe 1'],
    ]);

    const fresh = await openApp(await (await e2e.browser.newContext()).newPage());
    try {
      await expect.poll(() => countLine(fresh)).toContain('No recipes kept yet');
      await upload(fresh, 'my-recipes.json', exported);
      await myRecipes(fresh).getByText('Imported 2 recipes.').waitFor();
      await expect.poll(() => myRecipeNames(fresh)).toEqual(['Recipe 2', 'Recipe 1']);
      await upload(fresh, 'my-recipes.json', exported);
      await myRecipes(fresh)
        .getByText('Imported 2 recipes, 2 of them already kept (their versions merged).')
        .waitFor();
      await reload(fresh);
      await expect.poll(() => countLine(fresh)).toBe('2 recipes kept.');
      expect(await myRecipeNames(fresh)).toEqual(['Recipe 2', 'Recipe 1']);
    } finally {
      await fresh.context().close();
    }
  });

  it('refuses a broken or tampered file with a message, changing nothing', async () => {
    nameRecipesInOrder();
    const page = await openApp();
    await getRecipe(page, 'Recipe 1');
    const exported = await exportFrom(page);
    await upload(page, 'broken.json', exported.slice(0, exported.length / 2));
    const alert = myRecipes(page).getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toBe('This file is damaged (it is not complete JSON), so nothing was imported.');
    // A control character inside the recipe's text: valid JSON, refused by the recipe rules.
    const tampered = exported
      .replaceAll('Whisk milk', 'Whisk \\u0007 milk')
      .replaceAll('"identifier": "', '"identifier": "other-');
    expect(tampered).not.toBe(exported);
    await upload(page, 'tampered.json', tampered);
    await expect
      .poll(() => alert.textContent())
      .toBe(
        'Entry 1 of 1 in this file cannot be imported (a version contains control characters), so nothing was imported.',
      );
    await reload(page);
    await expect.poll(() => countLine(page)).toBe('1 recipe kept.');
    expect(await myRecipeNames(page)).toEqual(['Recipe 1']);
  });

  it('still writes recipes where storage is refused, and says once that they will not be kept', async () => {
    nameRecipesInOrder();
    const page = await e2e.open();
    await page.addInitScript(() => {
      indexedDB.open = () => {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        );
      };
    });
    await openApp(page);
    await addIngredients(page, ...INGREDIENTS);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await recipeRegion(page).getByRole('heading', { name: 'Recipe 1' }).waitFor();
    await page.getByText(NOT_KEPT).waitFor();
    await page.getByRole('button', { name: 'Get another recipe' }).click();
    await recipeRegion(page).getByRole('heading', { name: 'Recipe 2' }).waitFor();
    expect(await page.getByText(NOT_KEPT).count()).toBe(1);
    expect(e2e.consoleErrors).toEqual([]);
  });

  it('two tabs writing at once lose nothing and duplicate nothing', async () => {
    nameRecipesInOrder();
    const first = await openApp();
    const second = await openApp(await e2e.context.newPage());
    await Promise.all([
      addIngredients(first, ...INGREDIENTS),
      addIngredients(second, ...INGREDIENTS),
    ]);
    await Promise.all([
      first.getByRole('button', { name: 'Get a recipe' }).click(),
      second.getByRole('button', { name: 'Get a recipe' }).click(),
    ]);
    for (const page of [first, second]) {
      await expect
        .poll(async () => (await myRecipeNames(page)).sort())
        .toEqual(['Recipe 1', 'Recipe 2']);
    }
  });

  it('reads the kept recipes offline once the service worker controls the page; a new recipe says it needs the server', async () => {
    nameRecipesInOrder();
    const page = await openApp();
    await getRecipe(page, 'Recipe 1');
    // The worker takes over from the next load on: the first page stays with the network.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await reload(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await e2e.context.setOffline(true);
    // Back online before the page closes: Chromium would otherwise hold its closing.
    try {
      await reload(page);
      await expect.poll(() => myRecipeNames(page)).toEqual(['Recipe 1']);
      await myRecipes(page).getByRole('button', { name: 'Open Recipe 1' }).click();
      await recipeRegion(page).getByRole('heading', { name: 'Recipe 1' }).waitFor();
      await page.getByRole('button', { name: 'Get another recipe' }).click();
      await page.getByText(OFFLINE).waitFor();
      const kept = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        }
        return urls;
      });
      expect(kept).toContain(e2e.server.pageUrl);
      expect(kept.filter((url) => url.includes('/assets/hydrate-'))).toHaveLength(1);
      expect(kept.filter((url) => url.includes('/api/'))).toEqual([]);
    } finally {
      await e2e.context.setOffline(false);
    }
  });

  it('keeps the Show my recipes button in place when pointing at it fetches the list and its stylesheet', async () => {
    const page = await e2e.open();
    await page.goto(e2e.server.pageUrl);
    await waitForHydration(page);
    const button = myRecipes(page).getByRole('button', { name: 'Show my recipes' });
    await button.scrollIntoViewIfNeeded();
    const before = await button.boundingBox();
    await button.hover();
    await page.waitForFunction(() =>
      Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/MyRecipes-')),
    );
    // A button that moved away from under the pointer would lose the click that follows.
    expect(await button.boundingBox()).toEqual(before);
  });

  it('serves a valid manifest, and the service worker with its scope and no long cache', async () => {
    const page = await openApp();
    const { pageUrl } = e2e.server;
    const manifest = await page.request.get(`${pageUrl}manifest.webmanifest`);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({
      name: 'Recipe Generator',
      start_url: '/Recipe-generator/',
      scope: '/Recipe-generator/',
      display: 'standalone',
    });
    const cdp = await e2e.context.newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(read.url).toBe(`${pageUrl}manifest.webmanifest`);
    expect(read.errors).toEqual([]);
    const icon = await page.request.get(`${pageUrl}assets/chef-icon.svg`);
    expect(icon.headers()['content-type']).toBe('image/svg+xml');

    const worker = await page.request.get(`${pageUrl}sw.js`);
    expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['service-worker-allowed']).toBe('/Recipe-generator/');
    const script = await worker.text();
    expect(script).not.toContain('__ASSETS__');
    expect(script).not.toContain('__BUILD__');
  });
});
