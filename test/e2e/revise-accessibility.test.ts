/** axe-core (WCAG 2.1 AA) in the states "Beyond one shot" adds, light and dark. */
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import {
  addIngredients,
  axeViolations,
  recipeRegion,
  waitForHydration,
} from '../support/recipe-page.js';

const FIRST = ['# Sunday ', 'Pancakes', '\n\n', '1. Whisk **everything**.\n2. Fry.'];
const CHANGED = ['# Oven ', 'Pancakes', '\n\n', '1. Bake for 20 minutes.'];

const e2e = useChromiumHarness({ page: false });

async function expectNoViolations(state: string) {
  const violations = await axeViolations(e2e.page);
  expect(violations, `${state}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

describe.each(['light', 'dark'] as const)(
  'axe-core on changing a recipe, %s mode',
  (colorScheme) => {
    it('reports no violations with avoid and units set, the change field, a revision writing and an earlier version shown', async () => {
      await e2e.open({ bypassCSP: true, colorScheme });
      const { page, server } = e2e;
      await page.goto(server.pageUrl);
      await waitForHydration(page);
      // The first recipe streams at once; a revision writes its first words, then waits.
      server.provider.use((body) =>
        (body.messages ?? []).length === 4
          ? streamOf(CHANGED, { tokenDelayMs: 60_000 })
          : streamOf(FIRST),
      );
      await addIngredients(page, 'milk', 'eggs', 'flour');
      await page.getByText('Options:').click();
      const avoid = page.getByRole('textbox', { name: 'Things to avoid' });
      for (const entry of ['peanuts', 'ab']) {
        await avoid.fill(entry);
        await avoid.press('Enter');
      }
      await page.getByLabel('US').check();
      await expectNoViolations('options with a thing to avoid, a hint and units');

      await page.getByRole('button', { name: 'Get a recipe' }).click();
      const field = page.getByLabel('Change this recipe');
      await field.fill('x');
      await field.press('Enter');
      await page.getByText('Say what to change in at least 3 characters.').waitFor();
      await expectNoViolations('the change field, with its hint');

      await field.fill('no frying pan');
      await field.press('Enter');
      await recipeRegion(page).getByText('Oven').waitFor();
      expect(await recipeRegion(page).getAttribute('aria-busy')).toBe('true');
      await expectNoViolations('a revision being written');

      await page.getByRole('button', { name: 'Stop' }).click();
      await page.getByRole('button', { name: 'Previous version' }).click();
      await recipeRegion(page).getByRole('heading', { name: 'Sunday Pancakes' }).waitFor();
      await expectNoViolations('an earlier version shown');
    });
  },
);
