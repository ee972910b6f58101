import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_INGREDIENTS } from '../../src/recipe/ingredient-rules.js';
import { launchChromium } from '../support/browser.js';
import { addIngredients, fieldHint, focusedName } from '../support/recipe-page.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let browser: Browser;
let server: TestServer;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  server = await startTestServer();
  page = await browser.newPage();
  await page.goto(server.pageUrl);
});
afterEach(async () => {
  await page.close();
  await server.close();
});

const entries = () => page.locator('.ingredients__list > li').allTextContents();
const getRecipeButton = () => page.getByRole('button', { name: 'Get a recipe' });

describe('editing the ingredient list in Chromium', () => {
  it('removes one entry with its own button; the panel hides again below 3', async () => {
    await addIngredients(page, 'milk', 'eggs', 'flour');
    expect(await getRecipeButton().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Remove eggs' }).click();
    expect(await entries()).toEqual(['milk', 'flour']);
    expect(await getRecipeButton().count()).toBe(0);
    expect(await page.getByText('Ready for recipe?').count()).toBe(0);
    // Focus moves to the next entry's Remove button, not to the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Remove flour',
    );
    await addIngredients(page, 'butter');
    expect(await entries()).toEqual(['milk', 'flour', 'butter']);
    expect(await getRecipeButton().isVisible()).toBe(true);
  });

  it('clears the whole list and returns focus to the field', async () => {
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Clear list' }).click();
    expect(await page.getByRole('heading', { name: 'Ingredients on hand:' }).count()).toBe(0);
    expect(await page.locator('.ingredients__list > li').count()).toBe(0);
    expect(await getRecipeButton().count()).toBe(0);
    expect(await focusedName(page)).toBe('ingred');
    // The same names can be added again.
    await addIngredients(page, 'milk');
    expect(await entries()).toEqual(['milk']);
  });

  it('refuses a case-insensitive duplicate and a too-short entry with a hint tied to the field', async () => {
    await addIngredients(page, 'Milk');
    expect(await fieldHint(page)).toBe('');
    await addIngredients(page, '  mILK ');
    expect(await fieldHint(page)).toBe('That ingredient is already on the list.');
    expect(await page.getByText('That ingredient is already on the list.').isVisible()).toBe(true);
    expect(await focusedName(page)).toBe('ingred');
    await addIngredients(page, ' ab ');
    expect(await fieldHint(page)).toBe('An ingredient needs at least 3 characters.');
    expect(await focusedName(page)).toBe('ingred');
    expect(await entries()).toEqual(['Milk']);
    // A valid entry clears the hint.
    await addIngredients(page, 'eggs');
    expect(await fieldHint(page)).toBe('');
    expect(await entries()).toEqual(['Milk', 'eggs']);
  });

  it(`caps the list at ${MAX_INGREDIENTS} entries and explains why`, async () => {
    const names = Array.from({ length: MAX_INGREDIENTS }, (_, i) => `ingredient ${i + 1}`);
    await addIngredients(page, ...names);
    expect(await entries()).toHaveLength(MAX_INGREDIENTS);
    expect(await fieldHint(page)).toMatch(/at most 30 ingredients/);
    await addIngredients(page, 'one too many');
    expect(await entries()).toHaveLength(MAX_INGREDIENTS);
    expect(await page.getByText('one too many').count()).toBe(0);
    expect(await focusedName(page)).toBe('ingred');
    await page.getByRole('button', { name: 'Remove ingredient 7' }).click();
    expect(await fieldHint(page)).toBe('');
    await addIngredients(page, 'one more');
    expect(await entries()).toHaveLength(MAX_INGREDIENTS);
    expect((await entries()).at(-1)).toBe('one more');
  });
});
