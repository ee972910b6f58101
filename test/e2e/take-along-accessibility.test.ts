/**
 * axe-core (WCAG 2.1 AA) in the states taking a recipe along adds, light and dark, on a desktop
 * and at 375 px: the Save and Share notes, the import hint, a link that could not be copied, a
 * recipe opened from a link and a refused link. At 375 px every new control is 44 px tall and
 * nothing scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeShareFragment } from '../../src/client/take-along/share-link.js';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import {
  addIngredients,
  axeViolations,
  recipeRegion,
  waitForHydration,
} from '../support/recipe-page.js';
import { smallTouchTargets } from '../support/touch-targets.js';
import { TYPICAL_INGREDIENTS, TYPICAL_RECIPE } from '../support/typical-recipe.js';

const e2e = useChromiumHarness({ page: false });

async function expectAccessible(page: Page, state: string, phone: boolean) {
  const violations = await axeViolations(page);
  expect(violations, `${state}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  if (!phone) return;
  expect(await page.evaluate(smallTouchTargets), state).toEqual([]);
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.scroll, state).toBeLessThanOrEqual(width.client);
}

const SIZES = [
  ['light', 'desktop'],
  ['dark', 'desktop'],
  ['light', 'phone'],
  ['dark', 'phone'],
] as const;

describe.each(SIZES)('axe-core on taking a recipe along, %s mode, %s', (colorScheme, size) => {
  const phone = size === 'phone';
  const viewport = phone ? { width: 375, height: 740 } : { width: 1000, height: 800 };

  it('reports no violations after Save and Share, with a link to copy by hand, on an opened and a refused link', async () => {
    const { server } = e2e;
    server.provider.use(streamOf(TYPICAL_RECIPE.split(/(?<=\s)(?=\S)/)));
    let page = await e2e.open({ bypassCSP: true, colorScheme, viewport });
    // A clipboard that refuses: the link is offered in a field to copy by hand.
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {
        value: { write: refuse, writeText: refuse },
      });
    });
    await page.goto(server.pageUrl);
    await waitForHydration(page);
    await addIngredients(page, ...TYPICAL_INGREDIENTS);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved as').waitFor();
    await page.getByText('Importing a saved recipe').click();
    await page.getByText('Import from HTML or JSON').waitFor();
    await expectAccessible(page, 'after Save, the import hint open', phone);

    await page.getByRole('button', { name: 'Share' }).click();
    const field = page.getByRole('textbox', { name: 'Link to this recipe' });
    await field.waitFor();
    expect(await field.inputValue()).toMatch(/#r1\./);
    await expectAccessible(page, 'a link that could not be copied', phone);

    const made = await makeShareFragment({
      markdown: TYPICAL_RECIPE,
      ingredients: TYPICAL_INGREDIENTS,
      options: { servings: 4, diet: ['vegetarian'] },
      finishReason: 'stop',
    });
    if (!made.ok) throw new Error(made.message);
    page = await e2e.open({ bypassCSP: true, colorScheme, viewport });
    await page.goto(server.pageUrl + made.fragment);
    await recipeRegion(page).getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, 'a recipe opened from a link', phone);

    await page.evaluate((hash) => (location.hash = hash), made.fragment.slice(0, 100));
    await page.getByRole('alert').waitFor();
    await expectAccessible(page, 'a refused link', phone);
  });
});
