/**
 * The visitor's wishes in Chromium: the hint beside the list before asking, the notice under a
 * recipe that breaks them with its words marked, the rewrite it offers (what the provider is
 * asked), the notice following each version, axe in light and dark, and no claim of safety.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { streamOf, type ChatRequestBody } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import {
  addIngredients,
  axeViolations,
  chooseAvoid,
  recipeRegion,
  waitForHydration,
} from '../support/recipe-page.js';

/** Quince and lovage are matched as words; butter is what the dairy-free diet excludes. */
const BROKEN = [
  '# Fried ',
  'rice\n\n',
  '- 1 Quince, sliced\n',
  '- a sprig of lovage\n- 1 tbsp butter\n\n',
  '1. Fry.',
];
const CLEAN = ['# Plain ', 'rice\n\n', '- 200 g rice\n- 1 tbsp oil\n\n', '1. Boil the rice.'];
const LIMITS =
  'This check only finds the words it knows, so still read the label of everything you use.';
/** What the page must never say of a recipe: a check proves presence, never absence. */
const SAFETY_CLAIM = /\bsafe(ly|ty)?\b|\bchecked\b|\bverified\b|\bfree of\b|\bguarantee/i;

const e2e = useChromiumHarness({ page: false });

/** The first recipe breaks the wishes; a revision (four messages) is clean. */
function brokenThenClean(body: ChatRequestBody) {
  return streamOf((body.messages ?? []).length === 4 ? CLEAN : BROKEN);
}

const notice = (page: Page) => page.locator('.wishes-notice');
const noticeItems = (page: Page) => notice(page).getByRole('listitem').allTextContents();
const marks = (page: Page) => recipeRegion(page).locator('article mark').allTextContents();
const pageText = (page: Page) => page.evaluate(() => document.body.innerText);

async function openApp(colorScheme: 'light' | 'dark' = 'light') {
  const page = await e2e.open({ bypassCSP: true, colorScheme });
  await page.goto(e2e.server.pageUrl);
  await waitForHydration(page);
  return page;
}

describe('the wishes in Chromium', () => {
  it('points out a listed ingredient, then notices, marks and rewrites a recipe that breaks the wishes', async () => {
    const page = await openApp();
    const { server } = e2e;
    server.provider.use(brokenThenClean);
    await addIngredients(page, 'quince', 'rice', 'oil');
    await chooseAvoid(page, 'quince', 'lovage');

    // Before asking: a note beside the list, and the visitor may still ask.
    await page.getByText('quince: you asked to avoid quince.').waitFor();
    const getRecipe = page.getByRole('button', { name: 'Get a recipe' });
    expect(await getRecipe.isDisabled()).toBe(false);
    await getRecipe.click();

    await notice(page).getByText(LIMITS).waitFor();
    expect(await noticeItems(page)).toEqual([
      'This recipe lists Quince, but you asked to avoid quince.',
      'This recipe lists lovage, but you asked to avoid lovage.',
    ]);
    // In the live region, said once.
    expect(await recipeRegion(page).getAttribute('aria-live')).toBe('polite');
    expect((await recipeRegion(page).innerText()).split(LIMITS)).toHaveLength(2);
    expect(await marks(page)).toEqual(['Quince', 'lovage']);
    expect(await pageText(page)).not.toMatch(SAFETY_CLAIM);

    await page.getByRole('button', { name: 'Rewrite without these' }).click();
    await recipeRegion(page).getByRole('heading', { name: 'Plain rice' }).waitFor();
    await expect.poll(() => recipeRegion(page).getAttribute('aria-busy')).toBeNull();
    expect(server.provider.requests).toHaveLength(2);
    expect(server.provider.requests[1]!.body.messages?.slice(2)).toEqual([
      { role: 'assistant', content: BROKEN.join('') },
      {
        role: 'user',
        content:
          'Please change this recipe: Replace Quince and lovage: leave out quince and lovage.',
      },
    ]);
    // The clean version has no notice and no marks; the earlier one still has both.
    expect(await notice(page).count()).toBe(0);
    expect(await marks(page)).toEqual([]);
    expect(await pageText(page)).not.toContain(LIMITS);
    await page.getByRole('button', { name: 'Previous version' }).click();
    await notice(page).getByText(LIMITS).waitFor();
    expect(await marks(page)).toEqual(['Quince', 'lovage']);
    expect(await pageText(page)).not.toMatch(SAFETY_CLAIM);
    expect(e2e.consoleErrors).toEqual([]);
  });

  // Needs the checker's diet lists (what each diet excludes).
  it('names what a chosen diet excludes, in the notice and beside the list', async () => {
    const page = await openApp();
    e2e.server.provider.use(brokenThenClean);
    await addIngredients(page, 'honey', 'rice', 'oil');
    await page.getByText('Options:').click();
    await page.getByLabel('vegan').check();
    await page.getByText(/^honey\b.*: you asked for vegan\.$/).waitFor({ timeout: 10_000 });
    await page.getByLabel('vegan').uncheck();
    await page.getByLabel('dairy-free').check();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await notice(page).getByText(LIMITS).waitFor();
    expect(await noticeItems(page)).toEqual([
      'This recipe lists butter (milk), but you asked for dairy-free.',
    ]);
    expect(await marks(page)).toEqual(['butter']);
  });
});

describe.each(['light', 'dark'] as const)('axe-core on the wishes, %s mode', (colorScheme) => {
  it('reports no violations with the hint beside the list and the notice under a recipe', async () => {
    const page = await openApp(colorScheme);
    e2e.server.provider.use(brokenThenClean);
    await addIngredients(page, 'quince', 'rice', 'oil');
    await chooseAvoid(page, 'quince', 'lovage');
    await page.getByText('quince: you asked to avoid quince.').waitFor();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await notice(page).getByText(LIMITS).waitFor();
    expect(await marks(page)).toHaveLength(2);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });
});
