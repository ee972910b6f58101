/**
 * Taking a recipe along, in Chromium: Save downloads the page's JSON-LD, Share makes a link that
 * opens the same recipe in a fresh browser context (where it can be changed), and hostile, broken
 * or oversized links are shown safely or refused with a message, losing nothing typed.
 */
import { readFile } from 'node:fs/promises';
import { deflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recipeFileName, toRecipeJsonLd } from '../../src/client/take-along/recipe-json-ld.js';
import { toBase64Url } from '../../src/client/take-along/share-fragment.js';
import { makeShareFragment, type SharedRecipe } from '../../src/client/take-along/share-link.js';
import { readRecipe } from '../../src/recipe/structured-recipe.js';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients, recipeRegion, waitForHydration } from '../support/recipe-page.js';
import { TYPICAL_INGREDIENTS, TYPICAL_RECIPE } from '../support/typical-recipe.js';

const e2e = useChromiumHarness({ page: false });
const CHANGED = ['# Stovetop ', 'Frittata', '\n\n', 'Cook it covered in the **pan**.'];
const LINK_COPIED = 'Link copied: anyone with it sees this recipe.';

/** The recipe in model-like pieces: a word and its trailing space each. */
const tokens = (markdown: string) => markdown.split(/(?<=\s)(?=\S)/);

/** The objects of every JSON-LD script in the page, parsed. */
function pageJsonLd(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as unknown,
    ),
  );
}

const actionStatus = (page: Page) => page.locator('.recipe-actions [role="status"]');

async function openPage(url: string, colorScheme: 'light' | 'dark' = 'light') {
  const page = await e2e.open({
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
    colorScheme,
  });
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

async function fragmentOf(recipe: SharedRecipe): Promise<string> {
  const made = await makeShareFragment(recipe);
  if (!made.ok) throw new Error(made.message);
  return made.fragment;
}

describe('Save and Share in Chromium', () => {
  it('Save downloads the JSON-LD the page holds; Share makes a link that opens it elsewhere, to be changed', async () => {
    const { server } = e2e;
    server.provider.use((body) =>
      (body.messages ?? []).length === 4
        ? streamOf(CHANGED, { tokenDelayMs: 80 })
        : streamOf(tokens(TYPICAL_RECIPE)),
    );
    let page = await openPage(server.pageUrl);
    await addIngredients(page, ...TYPICAL_INGREDIENTS);
    await page.getByText('Options:').click();
    await page.getByLabel('vegetarian').check();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();

    const structured = readRecipe(TYPICAL_RECIPE, { finishReason: 'stop' });
    const expected = toRecipeJsonLd(structured, { diet: ['vegetarian'] });
    expect(expected).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe' });
    await expect.poll(() => pageJsonLd(page)).toEqual([expected]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(recipeFileName(structured));
    const file = JSON.parse(await readFile((await saved.path())!, 'utf8')) as unknown;
    // One object, the one in the page.
    expect(file).toEqual(expected);
    expect(await actionStatus(page).textContent()).toBe(`Saved as ${recipeFileName(structured)}.`);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => actionStatus(page).textContent()).toBe(LINK_COPIED);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link.startsWith(`${server.pageUrl}#r1.`)).toBe(true);
    expect(link.length).toBeLessThanOrEqual(2500);
    expect(server.provider.requests).toHaveLength(1);

    // A fresh context: no memory of the page above, and the server keeps nothing.
    page = await openPage(link);
    await recipeRegion(page).getByRole('heading', { level: 1 }).waitFor();
    expect(await recipeRegion(page).locator('article').innerText()).toContain(
      'Golden Potato and Leek Frittata',
    );
    expect(await page.locator('.ingredients__list > li').allTextContents()).toEqual(
      TYPICAL_INGREDIENTS,
    );
    await page.getByText('Options:').click();
    expect(await page.getByLabel('vegetarian').isChecked()).toBe(true);
    await expect.poll(() => pageJsonLd(page)).toEqual([expected]);
    // Opened, the link leaves the address bar.
    expect(new URL(page.url()).hash).toBe('');
    expect(e2e.consoleErrors).toEqual([]);

    const field = page.getByLabel('Change this recipe');
    await field.fill('no oven, I only have a pan');
    await field.press('Enter');
    await recipeRegion(page).getByRole('heading', { name: 'Stovetop Frittata' }).waitFor();
    await expect.poll(() => recipeRegion(page).getAttribute('aria-busy')).toBeNull();
    expect(server.provider.requests).toHaveLength(2);
    const messages = server.provider.requests[1]!.body.messages!;
    expect(messages[0]!.content).toContain('vegetarian');
    expect(messages.slice(1)).toEqual([
      {
        role: 'user',
        content: `I have ${TYPICAL_INGREDIENTS.join(', ')}. Please give me a recipe!`,
      },
      { role: 'assistant', content: TYPICAL_RECIPE },
      { role: 'user', content: 'Please change this recipe: no oven, I only have a pan' },
    ]);
    // The JSON-LD follows the version shown.
    const changed = toRecipeJsonLd(readRecipe(CHANGED.join(''), { finishReason: 'stop' }), {
      diet: ['vegetarian'],
    });
    await expect.poll(() => pageJsonLd(page)).toEqual([changed]);
    expect(e2e.consoleErrors).toEqual([]);
  });

  it('shows a hostile recipe as text: no markup, no script, no unsafe link, in the page or its JSON-LD', async () => {
    const { server } = e2e;
    const markdown = [
      '# </script><script>window.__pwned = 1</script>',
      '',
      '<img src=x onerror="window.__pwned = 2"> <b>not bold</b>',
      '',
      '[click me](javascript:window.__pwned=3) and [a site](https://example.com/)',
    ].join('\n');
    const shared: SharedRecipe = {
      markdown,
      ingredients: ['milk', 'eggs', 'flour'],
      options: {},
      finishReason: 'stop',
    };
    const page = await openPage(server.pageUrl + (await fragmentOf(shared)));
    const heading = recipeRegion(page).getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('</script><script>window.__pwned = 1</script>');
    const article = recipeRegion(page).locator('article');
    expect(await article.locator('img, b, script').count()).toBe(0);
    expect(await article.innerText()).toContain('<b>not bold</b>');
    expect(await article.getByRole('link', { name: 'a site' }).getAttribute('href')).toBe(
      'https://example.com/',
    );
    const trap = article.getByText('click me');
    // react-markdown empties the unsafe href (clicking it would just reload the page).
    expect(await trap.getAttribute('href')).toBe('');

    const ldScripts = page.locator('script[type="application/ld+json"]');
    await expect.poll(() => ldScripts.count()).toBe(1);
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    );
    expect(scripts).toHaveLength(1);
    // Nothing in the JSON text could end the element, even if the page were serialized.
    expect(scripts[0]).not.toMatch(/[<>&]/);
    expect(JSON.parse(scripts[0]!)).toEqual(
      toRecipeJsonLd(readRecipe(markdown, { finishReason: 'stop' })),
    );
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(
      await page.locator('head script:not([type="application/ld+json"]):not([src])').count(),
    ).toBe(0);
    expect(e2e.consoleErrors).toEqual([]);
  });

  it('refuses a link that is too long, cut short or against the rules with an alert, and keeps the list', async () => {
    const { server } = e2e;
    const shared: SharedRecipe = {
      markdown: TYPICAL_RECIPE,
      ingredients: TYPICAL_INGREDIENTS,
      options: {},
      finishReason: 'stop',
    };
    const fragment = await fragmentOf(shared);
    const alert = (page: Page) => page.getByRole('alert');

    // On load: a link cut short.
    let page = await openPage(server.pageUrl + fragment.slice(0, 600));
    await expect.poll(() => alert(page).textContent()).toMatch(/damaged/);
    expect(await recipeRegion(page).textContent()).toBe('');
    expect(new URL(page.url()).hash).toBe('');

    // While the visitor has a list: the fragment changes in the same tab.
    page = await openPage(server.pageUrl);
    await addIngredients(page, 'rice', 'beans');
    const list = () => page.locator('.ingredients__list > li').allTextContents();
    const setHash = (hash: string) => page.evaluate((h) => (location.hash = h), hash);

    await setHash(`#r1.${'A'.repeat(1024 * 1024)}`);
    await expect.poll(() => alert(page).textContent()).toMatch(/too long/);
    expect(await list()).toEqual(['rice', 'beans']);

    await setHash(fragment.slice(0, -40));
    await expect.poll(() => alert(page).textContent()).toMatch(/damaged/);
    expect(await list()).toEqual(['rice', 'beans']);

    // Built by hand: Share would never make it.
    const payload = JSON.stringify({ m: '# Soup', i: ['milk', 'eggs', 'bleach'] });
    await setHash(`#r1.${toBase64Url(deflateRawSync(payload))}`);
    await expect.poll(() => alert(page).textContent()).toMatch(/does not accept.*not food/);
    expect(await list()).toEqual(['rice', 'beans']);
    expect(await recipeRegion(page).textContent()).toBe('');

    // A good link then opens, and the visitor's entries stay first.
    await setHash(await fragmentOf({ ...shared, ingredients: ['milk', 'eggs', 'flour'] }));
    await recipeRegion(page).getByRole('heading', { level: 1 }).waitFor();
    expect(await alert(page).count()).toBe(0);
    expect(await list()).toEqual(['rice', 'beans', 'milk', 'eggs', 'flour']);
    expect(new URL(page.url()).hash).toBe('');
  });
});
