/**
 * Recipes built to break the page, in Chromium, as a shared link and as a model's answer: text
 * nested deeper than a renderer can walk leaves the page, the form and the visitor's list there
 * with no page error, and images or links pointing at another host leave no element that does.
 */
import { deflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHARE_FRAGMENT_PREFIX, toBase64Url } from '../../src/client/take-along/share-fragment.js';
import { streamOf } from '../fake-provider.js';
import { DEEP_RECIPES } from '../support/deep-markdown.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import {
  addIngredients,
  ingredientField,
  recipeRegion,
  waitForHydration,
} from '../support/recipe-page.js';

const e2e = useChromiumHarness({ page: false, server: 'per-file' });

/** A link holding any recipe, built by hand as an attacker would (Share refuses these). */
function linkOf(markdown: string): string {
  const payload = JSON.stringify({ m: markdown, i: ['milk', 'eggs', 'flour'] });
  return SHARE_FRAGMENT_PREFIX + toBase64Url(deflateRawSync(payload));
}

const pageErrors = () => e2e.console.filter((entry) => entry.type === 'pageerror');
const list = (page: Page) => page.locator('.ingredients__list > li').allTextContents();
const alert = (page: Page) => page.getByRole('alert');

async function openWithList(): Promise<Page> {
  const page = await e2e.open();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(e2e.server.pageUrl);
  await waitForHydration(page);
  await addIngredients(page, 'rice', 'beans', 'leeks');
  return page;
}

/** How many elements deep the recipe's article goes. */
function articleDepth(page: Page): Promise<number> {
  return page.locator('.recipe__text').evaluate((article) => {
    let deepest = 0;
    const walk: [Element, number][] = [[article, 0]];
    for (let next = walk.pop(); next; next = walk.pop()) {
      const [element, depth] = next;
      deepest = Math.max(deepest, depth);
      for (const child of element.children) walk.push([child, depth + 1]);
    }
    return deepest;
  });
}

async function expectPageWhole(page: Page): Promise<void> {
  expect(pageErrors()).toEqual([]);
  expect(await list(page)).toEqual(['rice', 'beans', 'leeks']);
  expect(await ingredientField(page).isEditable()).toBe(true);
  expect(await page.getByRole('button', { name: '+ Add ingredient' }).count()).toBe(1);
}

describe('text nested deeper than a renderer can walk', () => {
  it.each(Object.entries(DEEP_RECIPES))(
    'the %s recipe as a link is refused with a message; the list and the form stay',
    async (_name, markdown) => {
      const page = await openWithList();
      await page.evaluate((hash) => (location.hash = hash), linkOf(markdown));
      await expect
        .poll(() => alert(page).textContent())
        .toBe(
          'This recipe link holds something this page does not accept: the recipe nests lists or quotes more than 8 levels deep.',
        );
      expect(await recipeRegion(page).textContent()).toBe('');
      await expectPageWhole(page);
    },
  );

  it.each(Object.entries(DEEP_RECIPES))(
    'the %s recipe as a model answer shows flattened; the list and the form stay',
    async (_name, markdown) => {
      e2e.server.provider.use(streamOf(markdown.match(/[\s\S]{1,500}/g)!));
      const page = await openWithList();
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      const region = recipeRegion(page);
      await region.getByRole('heading', { level: 1, name: /^Deep / }).waitFor();
      await region.getByText('Serve warm.').waitFor();
      await expect.poll(() => region.getAttribute('aria-busy')).toBeNull();
      // Eight containers of at most two elements each, and the paragraph inside.
      expect(await articleDepth(page)).toBeLessThanOrEqual(2 * 8 + 1);
      await expectPageWhole(page);
    },
  );
});

const FOREIGN = [
  '# Foreign soup',
  '![Pancakes](//evil.example/a.png) ![Syrup](https://evil.example/b.png)',
  '![Jam][pic] [![Berries](//evil.example/c.png)](//evil.example/berries)',
  '[Stock](//evil.example/stock) [More](//evil.example:8080/more)',
  '[pic]: //evil.example/d.png',
  'Serve warm.',
].join('\n\n');

/** Every src and href in the recipe, resolved, with the page's CSP reports. */
function foreignTargets(page: Page) {
  return page.locator('.recipe__text').evaluate((article) => ({
    targets: [...article.querySelectorAll('[src], [href], [srcset], img')]
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
      .map((target) => new URL(target, document.baseURI).origin)
      .filter((origin) => origin !== location.origin),
    images: article.querySelectorAll('img').length,
    violations: (window as unknown as { __violations: string[] }).__violations,
  }));
}

describe('a recipe pointing at another host', () => {
  it('leaves no element pointing there, as a model answer or as a link', async () => {
    e2e.server.provider.use(streamOf(FOREIGN.match(/[\s\S]{1,8}/g)!));
    const page = await openWithList();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const region = recipeRegion(page);
    await region.getByText('Serve warm.').waitFor();
    await expect.poll(() => region.getAttribute('aria-busy')).toBeNull();
    expect(await foreignTargets(page)).toEqual({ targets: [], images: 0, violations: [] });
    expect(await region.textContent()).toMatch(/Pancakes.*Syrup.*Jam.*Berries/);

    await page.evaluate((hash) => (location.hash = hash), linkOf(FOREIGN.replace('#', '# Linked')));
    await region.getByRole('heading', { name: 'Linked Foreign soup' }).waitFor();
    expect(await foreignTargets(page)).toEqual({ targets: [], images: 0, violations: [] });
    expect(pageErrors()).toEqual([]);
  });
});
