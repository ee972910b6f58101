/**
 * Copy and Print pressed before the markdown renderer has arrived (a slow network, a fast
 * provider): the test holds the renderer's script back, presses the button, then lets it through.
 * The clipboard's text/html and the printed page still have the headings and bold, and the
 * rendered recipe takes the plain text's place as soon as the renderer has run.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients, recipeRegion, waitForHydration } from '../support/recipe-page.js';

const MARKDOWN = '# Garlic Bread\n\nCrispy and **quick**.\n\n## Steps\n\n1. Toast.';

const e2e = useChromiumHarness({
  goto: true,
  page: { permissions: ['clipboard-read', 'clipboard-write'] },
});

let release: () => void;

/** Holds the renderer's script back in `page` until release() is called. */
async function holdRenderer(page: Page) {
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/RecipeMarkdown-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
}

beforeEach(() => holdRenderer(e2e.page));
afterEach(async () => {
  await e2e.page.unrouteAll({ behavior: 'ignoreErrors' });
  release();
});

/** A finished recipe, still shown as plain text: the renderer is held back. */
async function finishedBeforeRenderer(page: Page) {
  e2e.server.provider.use(streamOf(MARKDOWN.match(/[\s\S]{1,9}/g)!));
  await addIngredients(page, 'garlic', 'bread', 'butter');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('button', { name: 'Copy' }).waitFor();
  expect(await recipeRegion(page).locator('.recipe__plain').count()).toBe(1);
  expect(await recipeRegion(page).locator('h1').count()).toBe(0);
}

function structure(page: Page, markup: string) {
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return {
      headings: [...doc.querySelectorAll('h1, h2')].map((h) => `${h.localName} ${h.textContent}`),
      bold: doc.querySelector('strong')?.textContent,
    };
  }, markup);
}

const RENDERED = { headings: ['h1 Garlic Bread', 'h2 Steps'], bold: 'quick' };

describe('Copy and Print before the markdown renderer has loaded', () => {
  it('Copy puts the rendered recipe on the clipboard as text/html once the renderer is in', async () => {
    const { page } = e2e;
    await finishedBeforeRenderer(page);
    await page.getByRole('button', { name: 'Copy' }).click();
    release();
    await page.getByText('Recipe copied.').waitFor();
    const clipboard = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      if (!item) throw new Error('the clipboard is empty');
      return {
        plain: await (await item.getType('text/plain')).text(),
        html: await (await item.getType('text/html')).text(),
      };
    });
    expect(clipboard.plain).toBe(MARKDOWN);
    expect(await structure(page, clipboard.html)).toEqual(RENDERED);
    expect(e2e.consoleErrors).toEqual([]);
  });

  it('Print waits until the rendered recipe is in the page', async () => {
    const { page } = e2e;
    await finishedBeforeRenderer(page);
    // What the page holds at the moment it asks to print.
    await page.evaluate(() => {
      window.print = () => {
        (window as { printed?: string }).printed =
          document.querySelector('.recipe__text')?.innerHTML ?? '';
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    release();
    const printed = await page.waitForFunction(() => (window as { printed?: string }).printed);
    expect(await structure(page, String(await printed.jsonValue()))).toEqual(RENDERED);
  });

  it('shows the rendered recipe as soon as the renderer has run, with no timer in between', async () => {
    // The page's clock stands still while the recipe is written and the renderer arrives: a
    // renderer revealed on a timer (React.lazy's Suspense holds it up to 300 ms) never shows.
    const page = await e2e.open();
    await page.clock.install();
    await holdRenderer(page);
    await page.goto(e2e.server.pageUrl);
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 1_000);
    await finishedBeforeRenderer(page);
    release();
    await recipeRegion(page).locator('h1').waitFor({ timeout: 10_000 });
    expect(await recipeRegion(page).locator('.recipe__plain').count()).toBe(0);
    expect(await recipeRegion(page).locator('strong').textContent()).toBe('quick');
    expect(e2e.consoleErrors).toEqual([]);
  });
});
