import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import {
  addIngredients,
  axeViolations,
  recipeRegion,
  waitForHydration,
} from '../support/recipe-page.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { smallTouchTargets } from '../support/touch-targets.js';

const TOKENS = [
  '# Sunday ',
  'Pancakes',
  '\n\n',
  '## Ingredients\n\n- milk\n- eggs\n- flour\n\n',
  '## Steps\n\n1. Whisk everything.\n2. Fry in a hot pan.\n\n',
  'See [a guide](https://example.com/pancakes) and `keep_the_batter_cold_for_the_fluffiest_pancakes_ever`.',
];

const e2e = useChromiumHarness({ page: false });

async function open(options: BrowserContextOptions = {}) {
  // The page's CSP forbids injected scripts; axe is injected by the test, so it bypasses the CSP.
  await e2e.open({ bypassCSP: true, ...options });
  await e2e.page.goto(e2e.server.pageUrl);
  await waitForHydration(e2e.page);
}

const button = (name: string) => e2e.page.getByRole('button', { name, exact: true });

async function expectNoViolations(state: string) {
  const violations = await axeViolations(e2e.page);
  expect(violations, `${state}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

describe.each(['light', 'dark'] as const)('axe-core, WCAG 2.1 AA, %s mode', (colorScheme) => {
  it('reports no violations when empty, listing, writing and done', async () => {
    await open({ colorScheme });
    expect(await e2e.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
      colorScheme === 'dark',
    );
    await expectNoViolations('empty');

    await addIngredients(e2e.page, 'milk', 'eggs', 'ab', 'milk');
    await addIngredients(e2e.page, 'flour');
    await e2e.page.getByText('Options: servings, dietary needs, things to avoid, units').click();
    await expectNoViolations('listing (with a hint and the options open)');

    e2e.server.provider.use(streamOf(TOKENS, { tokenDelayMs: 60_000 }));
    await button('Get a recipe').click();
    await recipeRegion(e2e.page).getByText('Sunday').waitFor();
    expect(await recipeRegion(e2e.page).getAttribute('aria-busy')).toBe('true');
    await expectNoViolations('writing');

    await button('Stop').click();
    await e2e.page.getByText('You stopped the recipe.', { exact: false }).waitFor();
    await expectNoViolations('stopped');

    e2e.server.provider.use(streamOf(TOKENS, { finishReason: 'length' }));
    await button('Get another recipe').click();
    await e2e.page.getByRole('link', { name: 'a guide' }).waitFor();
    await e2e.page.getByText('This recipe was cut off', { exact: false }).waitFor();
    await expectNoViolations('done (cut off)');
  });

  it('reports no violations in the error state', async () => {
    await open({ colorScheme });
    e2e.server.provider.use(streamOf(TOKENS, { tokenDelayMs: 10, resetAfter: 3 }));
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await button('Get a recipe').click();
    await e2e.page.getByRole('alert').waitFor();
    await button('Try again').waitFor();
    await expectNoViolations('error after some text');
  });
});

describe('the axe check itself', () => {
  it('does report a violation when there is one', async () => {
    // open() waits for hydration, which would remove an element the prerendered page lacks.
    await open();
    await e2e.page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'assets/chef-icon.svg';
      document.querySelector('main')!.append(image);
    });
    expect((await axeViolations(e2e.page)).map((violation) => violation.id)).toContain('image-alt');
  });
});

describe('keyboard only', () => {
  it('runs the whole flow with Tab, Enter and Space, with a visible focus ring', async () => {
    await open();
    e2e.server.provider.use(streamOf(TOKENS, { tokenDelayMs: 30 }));
    const focused = () =>
      e2e.page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          name:
            element.getAttribute('name') ??
            element.getAttribute('aria-label') ??
            element.textContent?.trim(),
          focusVisible: element.matches(':focus-visible'),
          outline: `${style.outlineStyle} ${parseFloat(style.outlineWidth)}`,
        };
      });
    const ring = { focusVisible: true, outline: 'solid 3' };

    // The header's language control comes first, then the form.
    await e2e.page.keyboard.press('Tab');
    expect((await focused()).focusVisible).toBe(true);
    expect(await e2e.page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await e2e.page.keyboard.press('Tab');
    expect(await focused()).toEqual({ name: 'ingred', ...ring });
    for (const name of ['milk', 'eggs', 'flour', 'butter']) {
      await e2e.page.keyboard.type(name);
      await e2e.page.keyboard.press('Enter');
    }
    await e2e.page.keyboard.press('Tab');
    expect(await focused()).toEqual({ name: '+ Add ingredient', ...ring });
    await e2e.page.keyboard.press('Tab');
    expect(await focused()).toEqual({ name: 'Remove milk', ...ring });
    await e2e.page.keyboard.press('Tab');
    expect(await focused()).toEqual({ name: 'Remove eggs', ...ring });
    await e2e.page.keyboard.press('Space');
    expect(await e2e.page.locator('.ingredients__list > li').allTextContents()).toEqual([
      'milk',
      'flour',
      'butter',
    ]);
    expect(await focused()).toEqual({ name: 'Remove flour', ...ring });
    await e2e.page.keyboard.press('Tab');
    await e2e.page.keyboard.press('Tab');
    expect((await focused()).name).toBe('Clear list');
    await e2e.page.keyboard.press('Tab');
    expect(await focused()).toEqual({ name: 'Get a recipe', ...ring });
    await e2e.page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({
      name: 'Options: servings, dietary needs, things to avoid, units',
    });
    await e2e.page.keyboard.press('Enter');
    await e2e.page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ ...ring });
    await e2e.page.keyboard.press('ArrowDown'); // servings: Any -> 1
    await e2e.page.keyboard.press('ArrowDown'); // 1 -> 2
    await e2e.page.keyboard.press('Tab');
    expect(await focused()).toEqual({ name: 'diet', ...ring });
    await e2e.page.keyboard.press('Space'); // vegetarian
    await e2e.page.keyboard.press('Shift+Tab');
    await e2e.page.keyboard.press('Shift+Tab');
    await e2e.page.keyboard.press('Shift+Tab');
    expect(await focused()).toEqual({ name: 'Get a recipe', ...ring });
    await e2e.page.keyboard.press('Enter');

    await recipeRegion(e2e.page).getByRole('link', { name: 'a guide' }).waitFor();
    expect(e2e.server.provider.requests[0]!.body.messages?.[0]?.content).toMatch(
      /serve 2 people\. The recipe must be vegetarian\.$/,
    );
    // The disabled button's focus went on to the recipe's next action.
    await expect.poll(async () => (await focused()).name).toBe('Get another recipe');
    expect(await focused()).toEqual({ name: 'Get another recipe', ...ring });
    await e2e.page.keyboard.press('Space');
    await expect.poll(() => e2e.server.provider.requests.length).toBe(2);
    await expect.poll(async () => (await focused()).name).toBe('Get another recipe');
    await e2e.page.keyboard.press('Tab');
    expect(await focused()).toEqual({ name: 'Copy', ...ring });
  });
});

describe('at 375 px wide', () => {
  it('never scrolls sideways and keeps every control at least 44 px tall', async () => {
    await open({ viewport: { width: 375, height: 740 } });
    const long = 'a-very-long-ingredient-name-without-any-spaces-that-must-wrap-somewhere-okay';
    e2e.server.provider.use(streamOf([...TOKENS, `\n\n${long}${long}`]));
    await addIngredients(e2e.page, 'milk', long, 'flour', 'ab');
    await e2e.page.getByText('Options: servings, dietary needs, things to avoid, units').click();
    await button('Get a recipe').click();
    await button('Copy').waitFor();
    await e2e.page.getByRole('link', { name: 'a guide' }).waitFor();

    expect(await e2e.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await e2e.page.evaluate(smallTouchTargets)).toEqual([]);
    expect(await e2e.page.locator('button, input, select, summary').count()).toBeGreaterThan(12);
  });
});
