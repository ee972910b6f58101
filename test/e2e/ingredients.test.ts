import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_INGREDIENTS } from '../../src/recipe/ingredient-rules.js';
import {
  addIngredients,
  fieldHint,
  focusedName,
  waitForHydration,
} from '../support/recipe-page.js';
import { useChromiumHarness } from '../support/e2e-harness.js';

const e2e = useChromiumHarness({ goto: true });
// These edit the list in the running app: an entry typed before it runs is the entry script's
// (before-load.test.ts), and its hint shows only once the app has taken it over.
beforeEach(() => waitForHydration(e2e.page));

const entries = () => e2e.page.locator('.ingredients__list > li').allTextContents();
const getRecipeButton = () => e2e.page.getByRole('button', { name: 'Get a recipe' });

describe('editing the ingredient list in Chromium', () => {
  it('removes one entry with its own button; the panel hides again below 3', async () => {
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    expect(await getRecipeButton().isVisible()).toBe(true);
    await e2e.page.getByRole('button', { name: 'Remove eggs' }).click();
    expect(await entries()).toEqual(['milk', 'flour']);
    expect(await getRecipeButton().count()).toBe(0);
    expect(await e2e.page.getByText('Ready for recipe?').count()).toBe(0);
    // Focus moves to the next entry's Remove button, not to the page.
    expect(await e2e.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Remove flour',
    );
    await addIngredients(e2e.page, 'butter');
    expect(await entries()).toEqual(['milk', 'flour', 'butter']);
    expect(await getRecipeButton().isVisible()).toBe(true);
  });

  it('clears the whole list and returns focus to the field', async () => {
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await e2e.page.getByRole('button', { name: 'Clear list' }).click();
    expect(await e2e.page.getByRole('heading', { name: 'Ingredients on hand:' }).count()).toBe(0);
    expect(await e2e.page.locator('.ingredients__list > li').count()).toBe(0);
    expect(await getRecipeButton().count()).toBe(0);
    expect(await focusedName(e2e.page)).toBe('ingred');
    // The same names can be added again.
    await addIngredients(e2e.page, 'milk');
    expect(await entries()).toEqual(['milk']);
  });

  it('refuses a case-insensitive duplicate and a too-short entry with a hint tied to the field', async () => {
    await addIngredients(e2e.page, 'Milk');
    expect(await fieldHint(e2e.page)).toBe('');
    await addIngredients(e2e.page, '  mILK ');
    expect(await fieldHint(e2e.page)).toBe('That ingredient is already on the list.');
    expect(await e2e.page.getByText('That ingredient is already on the list.').isVisible()).toBe(
      true,
    );
    expect(await focusedName(e2e.page)).toBe('ingred');
    await addIngredients(e2e.page, ' ab ');
    expect(await fieldHint(e2e.page)).toBe('An ingredient needs at least 3 characters.');
    expect(await focusedName(e2e.page)).toBe('ingred');
    expect(await entries()).toEqual(['Milk']);
    // A valid entry clears the hint.
    await addIngredients(e2e.page, 'eggs');
    expect(await fieldHint(e2e.page)).toBe('');
    expect(await entries()).toEqual(['Milk', 'eggs']);
  });

  it(`caps the list at ${MAX_INGREDIENTS} entries and explains why`, async () => {
    const names = Array.from({ length: MAX_INGREDIENTS }, (_, i) => `ingredient ${i + 1}`);
    await addIngredients(e2e.page, ...names);
    expect(await entries()).toHaveLength(MAX_INGREDIENTS);
    expect(await fieldHint(e2e.page)).toMatch(/at most 30 ingredients/);
    await addIngredients(e2e.page, 'one too many');
    expect(await entries()).toHaveLength(MAX_INGREDIENTS);
    expect(await e2e.page.getByText('one too many').count()).toBe(0);
    expect(await focusedName(e2e.page)).toBe('ingred');
    await e2e.page.getByRole('button', { name: 'Remove ingredient 7' }).click();
    expect(await fieldHint(e2e.page)).toBe('');
    await addIngredients(e2e.page, 'one more');
    expect(await entries()).toHaveLength(MAX_INGREDIENTS);
    expect((await entries()).at(-1)).toBe('one more');
  });
});
