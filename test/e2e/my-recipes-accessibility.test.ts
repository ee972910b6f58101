/**
 * My recipes for everyone, in Chromium: axe finds no WCAG 2.1 A/AA violation in the list's
 * states (empty, listing, searched, deleted with Undo, asking to forget all, an import refused),
 * light and dark, at 375 px and on the desktop; nothing scrolls sideways, every control is 44 px
 * tall, and a keyboard alone reaches a recipe and opens it. Firefox and WebKit check these
 * states but the refused import, in light mode, in my-recipes-engines.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import {
  addIngredients,
  axeViolations,
  recipeRegion,
  waitForHydration,
} from '../support/recipe-page.js';
import { smallTouchTargets } from '../support/touch-targets.js';

const e2e = useChromiumHarness({ page: false });

const myRecipes = (page: Page) => page.getByRole('region', { name: 'My recipes' });

async function checkEveryone(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    state,
  ).toBe(false);
  expect(await page.evaluate(smallTouchTargets), state).toEqual([]);
}

describe.each([
  { colorScheme: 'light' as const, width: 375 },
  { colorScheme: 'dark' as const, width: 1024 },
])('My recipes, $colorScheme, $width px', ({ colorScheme, width }) => {
  it('passes axe in each state and works by keyboard', async () => {
    let asked = 0;
    e2e.server.provider.use(() => {
      asked += 1;
      return streamOf([`# Recipe ${asked}`, '\n\n', 'Whisk ', 'milk, ', 'eggs ', 'and ', 'flour.']);
    });
    const page = await e2e.open({ bypassCSP: true, colorScheme, viewport: { width, height: 800 } });
    await page.goto(e2e.server.pageUrl);
    await waitForHydration(page);
    await checkEveryone(page, 'folded');
    await myRecipes(page).getByRole('button', { name: 'Show my recipes' }).click();
    await myRecipes(page).getByText('No recipes kept yet', { exact: false }).waitFor();
    await checkEveryone(page, 'empty');

    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await myRecipes(page).getByRole('heading', { name: 'Recipe 1' }).waitFor();
    await page.getByRole('button', { name: 'Get another recipe' }).click();
    await myRecipes(page).getByRole('heading', { name: 'Recipe 2' }).waitFor();
    await checkEveryone(page, 'listing');

    await myRecipes(page).getByLabel('Search my recipes').fill('recipe 2');
    await myRecipes(page).getByText('1 of 2 recipes match.').waitFor();
    await checkEveryone(page, 'searched');
    await myRecipes(page).getByLabel('Search my recipes').fill('');

    await myRecipes(page).getByRole('button', { name: 'Delete Recipe 2' }).click();
    await myRecipes(page).getByRole('button', { name: 'Undo' }).waitFor();
    await checkEveryone(page, 'deleted');
    await myRecipes(page).getByRole('button', { name: 'Undo' }).click();
    await myRecipes(page).getByRole('heading', { name: 'Recipe 2' }).waitFor();

    await myRecipes(page).getByRole('button', { name: 'Forget all recipes' }).click();
    await myRecipes(page).getByRole('button', { name: 'Keep them' }).waitFor();
    await checkEveryone(page, 'asking to forget all');
    await myRecipes(page).getByRole('button', { name: 'Keep them' }).click();

    await myRecipes(page)
      .getByLabel('Import recipes')
      .setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{') });
    await myRecipes(page).getByRole('alert').waitFor();
    await checkEveryone(page, 'import refused');

    // By keyboard: from the search field, Tab reaches the first recipe's Open button.
    await myRecipes(page).getByLabel('Search my recipes').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Open Recipe 2',
    );
    await page.keyboard.press('Enter');
    await recipeRegion(page).getByRole('heading', { name: 'Recipe 2' }).waitFor();
    expect(e2e.consoleErrors).toEqual([]);
  });
});
