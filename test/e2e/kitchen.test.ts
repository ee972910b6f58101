/**
 * In the kitchen, in Chromium at 375 px: cook mode by keyboard and by touch (axe, 44 px targets,
 * focus kept and given back), the screen's wake lock taken, let go, taken again and given back
 * (counted through the API) or said to be missing, two timers started from the steps that end in
 * their order on the page's own clock (never a sleep), also with the tab hidden and across a
 * reload, the recipe scaled into a new version that Copy, Save, Share and My recipes take, and
 * the shopping list copied.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients, axeViolations, waitForHydration } from '../support/recipe-page.js';
import { smallTouchTargets } from '../support/touch-targets.js';
import { TYPICAL_INGREDIENTS, TYPICAL_RECIPE } from '../support/typical-recipe.js';

const e2e = useChromiumHarness({ page: false });
const tokens = (markdown: string) => markdown.split(/(?<=\s)(?=\S)/);

async function recipeShown(touch = false, initScript?: () => void): Promise<Page> {
  e2e.server.provider.use(() => streamOf(tokens(TYPICAL_RECIPE)));
  const page = await e2e.open({
    viewport: { width: 375, height: 740 },
    hasTouch: touch,
    isMobile: touch,
    bypassCSP: true,
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write', 'screen-wake-lock'],
  });
  if (initScript) await page.addInitScript(initScript);
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

interface WakeLockLog {
  requests: number;
  /** release() calls made by the page. */
  releases: number;
  sentinels: (WakeLockSentinel & { browserRelease: () => Promise<void> })[];
}
declare global {
  interface Window {
    wakeLockLog: WakeLockLog;
  }
}

/** Runs in the page before its scripts: every wake lock asked for and given back is counted. */
function recordWakeLock() {
  const log: WakeLockLog = { requests: 0, releases: 0, sentinels: [] };
  window.wakeLockLog = log;
  const request = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = async (type) => {
    log.requests += 1;
    const sentinel = (await request(type)) as WakeLockLog['sentinels'][number];
    const release = sentinel.release.bind(sentinel);
    sentinel.browserRelease = release;
    sentinel.release = () => {
      log.releases += 1;
      return release();
    };
    log.sentinels.push(sentinel);
    return sentinel;
  };
}

const wakeLockLog = (page: Page) =>
  page.evaluate(() => ({
    requests: window.wakeLockLog.requests,
    releases: window.wakeLockLog.releases,
    released: window.wakeLockLog.sentinels.map((sentinel) => sentinel.released),
  }));

/** The tab hidden or shown again, as the browser tells the page (the test's tab stays visible). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => visibility === 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

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

describe('the screen wake lock', () => {
  it('is taken, let go while the tab is hidden, taken again when it comes back, and given back', async () => {
    const page = await recipeShown(false, recordWakeLock);
    await page.getByRole('button', { name: 'Cook mode' }).click();
    await dialog(page).waitFor();
    await expect
      .poll(() => wakeLockLog(page))
      .toEqual({ requests: 1, releases: 0, released: [false] });

    // Hidden, the browser lets the lock go; the page does not ask while hidden.
    await setVisibility(page, 'hidden');
    await page.evaluate(() => window.wakeLockLog.sentinels[0]!.browserRelease());
    await expect.poll(() => wakeLock(page)).toBe('released');
    expect(await wakeLockLog(page)).toEqual({ requests: 1, releases: 0, released: [true] });

    await setVisibility(page, 'visible');
    await expect.poll(() => wakeLock(page)).toBe('on');
    expect(await wakeLockLog(page)).toEqual({ requests: 2, releases: 0, released: [true, false] });

    await page.keyboard.press('Escape');
    await expect
      .poll(() => wakeLockLog(page))
      .toEqual({
        requests: 2,
        releases: 1,
        released: [true, true],
      });
  });

  it('is said to be missing, once, where the browser has none', async () => {
    const page = await recipeShown(false, () => {
      delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
    });
    await page.getByRole('button', { name: 'Cook mode' }).click();
    await dialog(page).waitFor();
    const missing = page.getByText('This browser cannot keep the screen on', { exact: false });
    await expect.poll(() => missing.count()).toBe(1);
    expect(await page.getByText('The screen stays on', { exact: false }).count()).toBe(0);
    expect(await wakeLock(page)).toBe('unavailable');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog(page).locator('h3').textContent()).toBe('Step 1 of 7');
    expect(await missing.count()).toBe(1);
    expect(e2e.consoleErrors).toEqual([]);
  });
});

/** In cook mode, starts step 2's timer (10 to 12 minutes) and step 3's (4 to 5 minutes). */
async function startTwoTimersInCookMode(page: Page) {
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Start a timer for 10 to 12 minutes' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Start a timer for 4 to 5 minutes' }).click();
}

describe('timers from the steps', () => {
  it('run two at once, kept as end times in localStorage, and end in their order on the page clock', async () => {
    const page = await recipeShown();
    await startTwoTimersInCookMode(page);
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
    await page.getByRole('button', { name: '+1 min for Step 2' }).click();
    await expect
      .poll(() => timers.locator('li').first().textContent())
      .toContain('Step 2: 1:00 left');
    await page.getByRole('button', { name: 'Stop the timer for Step 3' }).click();
    await expect.poll(() => timers.locator('li').count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('end in their order with the tab hidden and after a reload', async () => {
    const page = await recipeShown();
    await startTwoTimersInCookMode(page);
    await page.keyboard.press('Escape');
    const timers = page.getByRole('region', { name: 'Timers' });
    await expect.poll(() => timers.locator('li').count()).toBe(2);

    await setVisibility(page, 'hidden');
    await page.clock.runFor('04:01');
    await expect
      .poll(() => timers.getByRole('alert').allTextContents())
      .toEqual(['Step 3: time is up']);

    await page.reload();
    await waitForHydration(page);
    const myRecipes = page.getByRole('region', { name: 'My recipes' });
    await myRecipes.getByRole('button', { name: 'Show my recipes' }).click();
    await myRecipes.getByRole('button', { name: 'Open Golden Potato and Leek Frittata' }).click();
    await expect
      .poll(() => timers.locator('li').allTextContents())
      .toEqual([
        // The page clock runs on as time passes here: some seconds went by in the reload.
        expect.stringMatching(/^Step 2: 5:[0-5]\d left/),
        expect.stringContaining('Step 3: time is up'),
      ]);
    await page.clock.fastForward('06:00');
    await expect
      .poll(() => timers.getByRole('alert').allTextContents())
      .toEqual(['Step 2: time is up', 'Step 3: time is up']);
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
    const note =
      'Note: scaled from 4 to 8 servings, converted to US measures, in the page, from version 1.';
    expect(copied).toContain(note);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
      recipeYield: unknown;
      recipeIngredient: string[];
    };
    expect(saved.recipeIngredient).toContain('16 large eggs');
    expect(saved.recipeIngredient).toContain('½ cup whole milk');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/#r1\./);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const elsewhere = await (await e2e.browser.newContext()).newPage();
    await elsewhere.goto(link);
    await elsewhere.getByText('16 large eggs').waitFor();
    await elsewhere.getByText(note).waitFor();
    await elsewhere.context().close();

    // Kept in My recipes as the recipe's second version, which says what it was scaled from.
    await page.reload();
    await waitForHydration(page);
    const myRecipes = page.getByRole('region', { name: 'My recipes' });
    await myRecipes.getByRole('button', { name: 'Show my recipes' }).click();
    expect(await myRecipes.locator('.my-recipe__meta').textContent()).toContain('2 versions');
    await myRecipes.getByRole('button', { name: 'Open Golden Potato and Leek Frittata' }).click();
    await page.getByText('Version 2 of 2').waitFor();
    await page.getByText(note).waitFor();
    await page.getByText('16 large eggs').waitFor();
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
