/**
 * In the kitchen, in Chromium at 375 px: cook mode by keyboard and by touch (axe, 44 px targets,
 * focus kept and given back), the screen's wake lock taken and given back, two timers started
 * from the steps that end in their order on the page's own clock (never a sleep), the recipe
 * scaled into a new version that Copy takes, and the shopping list copied.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients, axeViolations, waitForHydration } from '../support/recipe-page.js';
import { smallTouchTargets } from '../support/touch-targets.js';
import { TYPICAL_INGREDIENTS, TYPICAL_RECIPE } from '../support/typical-recipe.js';

const e2e = useChromiumHarness({ page: false });
const tokens = (markdown: string) => markdown.split(/(?<=\s)(?=\S)/);

async function recipeShown(touch = false): Promise<Page> {
  e2e.server.provider.use(() => streamOf(tokens(TYPICAL_RECIPE)));
  const page = await e2e.open({
    viewport: { width: 375, height: 740 },
    hasTouch: touch,
    isMobile: touch,
    bypassCSP: true,
    permissions: ['clipboard-read', 'clipboard-write', 'screen-wake-lock'],
  });
  await page.clock.install();
  await page.goto(e2e.server.pageUrl);
  await waitForHydration(page);
  await addIngredients(page, ...TYPICAL_INGREDIENTS);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('button', { name: 'Cook mode' }).waitFor();
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog');
const wakeLock = (page: Page) =>
  page.evaluate(() => document.querySelector('[role="dialog"]')?.getAttribute('data-wake-lock'));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe('cook mode', () => {
  it('is used by keyboard alone, keeps the screen on, and gives focus back', async () => {
    const page = await recipeShown();
    await page.getByRole('button', { name: 'Cook mode' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await focusedText(page)).toBe('Ingredients');
    await expect.poll(() => wakeLock(page)).toBe('on');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(smallTouchTargets)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog(page).locator('h3').textContent()).toBe('Step 1 of 7');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog(page).locator('h3').textContent()).toBe('Step 2 of 7');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe('Cook mode');
  });

  it('moves by swipe on a touch screen', async () => {
    const page = await recipeShown(true);
    await page.getByRole('button', { name: 'Cook mode' }).tap();
    await dialog(page).waitFor();
    const swipe = (from: number, to: number) =>
      page.evaluate(
        ([start, end]) => {
          const target = document.querySelector('[role="dialog"]')!;
          const touch = (x: number) =>
            new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
          target.dispatchEvent(
            new TouchEvent('touchstart', { bubbles: true, touches: [touch(start!)] }),
          );
          target.dispatchEvent(
            new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(end!)] }),
          );
        },
        [from, to],
      );
    await swipe(300, 60);
    await expect.poll(() => dialog(page).locator('h3').textContent()).toBe('Step 1 of 7');
    await swipe(60, 300);
    await expect.poll(() => dialog(page).locator('h3').textContent()).toBe('Ingredients');
    await page.getByRole('button', { name: 'Back to the recipe' }).tap();
    await expect.poll(() => dialog(page).count()).toBe(0);
  });
});

describe('timers from the steps', () => {
  it('run two at once, kept as end times in localStorage, and end in their order on the page clock', async () => {
    const page = await recipeShown();
    await page.getByRole('button', { name: 'Cook mode' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('button', { name: 'Start a timer for 10 to 12 minutes' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('button', { name: 'Start a timer for 4 to 5 minutes' }).click();
    const timers = dialog(page).getByRole('region', { name: 'Timers' });
    await expect
      .poll(() => timers.locator('li').allTextContents())
      .toEqual([
        expect.stringContaining('Step 2: 10:00 left'),
        expect.stringContaining('Step 3: 4:00 left'),
      ]);
    const kept = await page.evaluate(() => localStorage.getItem('recipe-kitchen-timers'));
    expect(JSON.parse(kept!)).toHaveLength(2);

    await page.clock.fastForward('04:01');
    await expect
      .poll(() => timers.getByRole('alert').allTextContents())
      .toEqual(['Step 3: time is up']);
    await page.clock.fastForward('06:00');
    await expect
      .poll(() => timers.getByRole('alert').allTextContents())
      .toEqual(['Step 2: time is up', 'Step 3: time is up']);
    await page.getByRole('button', { name: 'Add a minute to Step 2' }).click();
    await expect
      .poll(() => timers.locator('li').first().textContent())
      .toContain('Step 2: 1:00 left');
    await page.getByRole('button', { name: 'Stop the timer for Step 3' }).click();
    await expect.poll(() => timers.locator('li').count()).toBe(1);
    await page.keyboard.press('Escape');
  });
});

describe('servings, units and what to buy', () => {
  it('shows the recipe scaled as a new version that Copy takes', async () => {
    const page = await recipeShown();
    await page.getByText('Servings and units').click();
    await page.getByRole('button', { name: '2×' }).click();
    await page.getByRole('radio', { name: 'US' }).check();
    await page.getByRole('button', { name: 'Show the scaled recipe' }).click();
    await page.getByText('Version 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect
      .poll(() => page.locator('.recipe-actions [role="status"]').textContent())
      .not.toBe('');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('**Servings:** 8');
    expect(copied).toContain('- 16 large eggs');
    expect(copied).toContain('- ½ cup whole milk');
    expect(copied).toContain(
      'Note: scaled from 4 to 8 servings, converted to US measures, in the page, from version 1.',
    );
  });

  it('lists what the visitor may also need and copies it', async () => {
    const page = await recipeShown();
    await page.getByText('You may also need').click();
    const needed = page.getByRole('region', { name: 'You may also need' });
    await needed.getByRole('checkbox', { name: '1 leek' }).waitFor({ state: 'detached' });
    await needed.getByRole('checkbox', { name: '1 tablespoon butter' }).uncheck();
    await needed.getByRole('button', { name: 'Shopping list to the clipboard' }).click();
    await needed.getByText('Shopping list copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      [
        '- 2 tablespoons olive oil',
        '- 1 clove garlic, minced',
        '- 1/2 teaspoon salt and freshly ground black pepper',
        '- A handful of fresh parsley, chopped',
      ].join('\n'),
    );
  });
});
