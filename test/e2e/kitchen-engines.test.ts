/**
 * The kitchen in every engine at 375 px. By keyboard: its ways in under a recipe and cook mode
 * are axe clean, never scroll sideways and keep 44 px targets; cook mode opens, moves and closes
 * by Enter, the arrow keys and Escape, focus starts on its place and comes back to Cook mode.
 * By touch: swipes move it (Firefox: the engine's own touch input; WebKit: TouchEvents in the
 * page, its driver has none). The screen's wake lock is taken, let go with the tab hidden, taken
 * again and given back, counted through the API, or said to be missing once. Two timers end in
 * their order on a clock the test moves in the page (a preload script), with the tab hidden and
 * after a reload. The recipe scaled to US measures is what Copy, Save, Share and My recipes take,
 * and the shopping list is copied. Touch, the wake lock, the timers and scaling run in Firefox and
 * WebKit here: Chromium runs them in kitchen.test.ts, through Playwright.
 */
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import type { TestServer } from '../support/test-server.js';
import { useEngineHarness } from '../support/e2e-harness.js';
import { checkEveryone } from '../support/engines/engine-axe.js';
import {
  waitInPage,
  type EngineDriver,
  type EngineName,
} from '../support/engines/engine-driver.js';
import {
  advanceClock,
  browserReleasesWakeLock,
  installClock,
  preloadOf,
  recordWakeLock,
  setVisibility,
  wakeLockLog,
} from '../support/engines/kitchen-in-page.js';
import {
  addByEnter,
  control,
  openApp,
  waitForApp,
  waitForControl,
  waitForText,
} from '../support/engines/recipe-page-steps.js';
import { recorded, recordTakingAlong } from '../support/engines/take-along-recorder.js';
import { TYPICAL_RECIPE } from '../support/typical-recipe.js';

const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];
const PHONE = { width: 375, height: 740 };
const INGREDIENTS = ['eggs', 'potatoes', 'leek'];

/** Focuses the control named `name` (as Tab would reach it) and presses Enter on it. */
async function enterOn(driver: EngineDriver, name: string) {
  await driver.evaluate((xpath: string) => {
    const found = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE);
    (found.singleNodeValue as HTMLElement).focus();
  }, control(name));
  await driver.pressEnter();
}

/** Waits for cook mode to show this place ("Ingredients", "Step 2 of 7"). */
const waitForPlace = (driver: EngineDriver, expected: string) =>
  waitInPage(
    driver,
    `cook mode at ${expected}`,
    (text: string) => document.querySelector('[role="dialog"] h3')?.textContent === text,
    expected,
  );
const focusedText = () => document.activeElement?.textContent ?? null;
const DIALOG = '//*[@role="dialog"]';

/** The page with TYPICAL_RECIPE written for INGREDIENTS, at 375 px, the test's scripts first. */
async function recipeShown(driver: EngineDriver, server: TestServer, preload?: string) {
  server.provider.use(() => streamOf(TYPICAL_RECIPE.split(/(?<=\s)(?=\S)/)));
  await openApp(driver, server.pageUrl, PHONE, { preload });
  for (const name of INGREDIENTS) await addByEnter(driver, name);
  await driver.click(control('Get a recipe'));
  await waitForControl(driver, 'Cook mode');
}

/** The texts of the timers listed (in cook mode, or under the recipe). */
const timerTexts = (driver: EngineDriver) =>
  driver.evaluate(() =>
    [...document.querySelectorAll('.kitchen__timers li')].map((li) =>
      (li.textContent ?? '').trim(),
    ),
  );
/** Waits for the timers' alerts to say exactly `expected`. */
const waitForTimesUp = (driver: EngineDriver, expected: string[]) =>
  waitInPage(
    driver,
    `the timers to say ${expected.join(', ')}`,
    (wanted: string) =>
      JSON.stringify(
        [...document.querySelectorAll('.kitchen__timers [role="alert"]')].map(
          (alert) => alert.textContent,
        ),
      ) === wanted,
    JSON.stringify(expected),
  );
const MINUTE = 60_000;

/**
 * Cook mode has asked for the wake lock: where it is on, the browser lets it go with the tab
 * hidden and the page takes it again when it comes back, counted through the API; where the
 * engine has none, the page says so once. Returns which it was.
 */
async function wakeLockTakenAgain(driver: EngineDriver) {
  const wakeLock = await waitInPage(driver, 'the wake lock asked for', () => {
    const state = document.querySelector('[role="dialog"]')?.getAttribute('data-wake-lock');
    return state === 'on' || state === 'unavailable' ? state : null;
  });
  if (process.env.E2E_TIMINGS) console.info(`${driver.name}: wake lock ${wakeLock}`);
  if (wakeLock === 'on') {
    expect(await driver.evaluate(wakeLockLog)).toEqual({
      requests: 1,
      releases: 0,
      released: [false],
    });
    // Hidden, the browser lets the lock go; shown again, the page takes it again.
    await driver.evaluate(setVisibility, 'hidden');
    await driver.evaluate(browserReleasesWakeLock);
    await waitInPage(
      driver,
      'the lock let go',
      () => document.querySelector('[data-wake-lock="released"]') !== null,
    );
    await driver.evaluate(setVisibility, 'visible');
    await waitInPage(
      driver,
      'the lock taken again',
      () => document.querySelector('[data-wake-lock="on"]') !== null,
    );
    expect(await driver.evaluate(wakeLockLog)).toEqual({
      requests: 2,
      releases: 0,
      released: [true, false],
    });
  } else {
    expect(
      await driver.evaluate(
        () => document.body.innerText.split('This browser cannot keep the screen on').length - 1,
      ),
    ).toBe(1);
  }
  return wakeLock;
}

describe.each(ENGINES)('the kitchen in %s', (engine) => {
  const e2e = useEngineHarness(engine);

  it('cook mode by keyboard at 375 px: axe clean, 44 px targets, focus kept and given back', async () => {
    const { driver, server } = e2e;
    server.provider.use(() => streamOf(TYPICAL_RECIPE.split(/(?<=\s)(?=\S)/)));
    await openApp(driver, server.pageUrl, PHONE);
    for (const name of INGREDIENTS) await addByEnter(driver, name);
    await driver.click(control('Get a recipe'));
    await waitForControl(driver, 'Cook mode');
    await checkEveryone(driver, server, 'recipe shown, the kitchen not loaded yet');

    await enterOn(driver, 'Cook mode');
    await waitInPage(driver, 'cook mode on its first page', () => {
      const heading = document.querySelector('[role="dialog"] h3');
      return heading?.textContent === 'Ingredients' && document.activeElement === heading;
    });
    const wakeLock = await waitInPage(driver, 'the wake lock asked for', () => {
      const state = document.querySelector('[role="dialog"]')?.getAttribute('data-wake-lock');
      return state === 'on' || state === 'unavailable' ? state : null;
    });
    const said = await driver.evaluate(() => ({
      missing: document.body.innerText.split('This browser cannot keep the screen on').length - 1,
      on: document.body.innerText.split('The screen stays on').length - 1,
    }));
    expect(said).toEqual(wakeLock === 'on' ? { missing: 0, on: 1 } : { missing: 1, on: 0 });
    await checkEveryone(driver, server, 'cook mode, ingredients');

    await enterOn(driver, 'Next step');
    await waitForPlace(driver, 'Step 1 of 7');
    await driver.pressEnter();
    await waitForPlace(driver, 'Step 2 of 7');
    expect(await driver.evaluate(focusedText)).toBe('Next step');
    await driver.pressKey('ArrowRight');
    await waitForPlace(driver, 'Step 3 of 7');
    await driver.pressKey('ArrowLeft');
    await waitForPlace(driver, 'Step 2 of 7');
    await enterOn(driver, 'Start a timer for 10 to 12 minutes');
    await waitInPage(driver, 'the timer listed', () =>
      /Step 2: (10:00|9:5\d) left/.test(document.body.innerText),
    );
    await checkEveryone(driver, server, 'cook mode, a step with a timer running');

    await enterOn(driver, 'Back to the recipe');
    await waitInPage(
      driver,
      'the recipe again, focus on Cook mode',
      () =>
        !document.querySelector('[role="dialog"]') &&
        document.activeElement?.textContent === 'Cook mode',
    );
    await waitForText(driver, 'Step 2: ');
    expect(
      await driver.evaluate(() => document.querySelectorAll('.kitchen__timers li').length),
    ).toBe(1);
    await checkEveryone(driver, server, 'recipe with a timer under it');

    await enterOn(driver, 'Cook mode');
    await waitForPlace(driver, 'Ingredients');
    await driver.pressKey('Escape');
    await waitInPage(
      driver,
      'Escape to close cook mode, focus on Cook mode',
      () =>
        !document.querySelector('[role="dialog"]') &&
        document.activeElement?.textContent === 'Cook mode',
    );
    expect(await driver.consoleErrors()).toEqual([]);
  });

  // Chromium runs these through Playwright, with its own page clock and real downloads, in
  // kitchen.test.ts: here they would only repeat it, so they are not defined for it.
  const inFirefoxAndWebKit = engine === 'chromium' ? () => undefined : it;
  inFirefoxAndWebKit(
    'by touch, the wake lock counted, two timers on the page clock hidden and across a reload',
    async () => {
      const { driver, server } = e2e;
      await recipeShown(driver, server, preloadOf(installClock, recordWakeLock));
      await driver.click(control('Cook mode'));
      const wakeLock = await wakeLockTakenAgain(driver);

      await driver.swipe(DIALOG, 300, 60);
      await waitForPlace(driver, 'Step 1 of 7');
      await driver.swipe(DIALOG, 60, 300);
      await waitForPlace(driver, 'Ingredients');
      await driver.swipe(DIALOG, 300, 60);
      await driver.swipe(DIALOG, 300, 60);
      await waitForPlace(driver, 'Step 2 of 7');
      await driver.click(control('Start a timer for 10 to 12 minutes'));
      await driver.swipe(DIALOG, 300, 60);
      await waitForPlace(driver, 'Step 3 of 7');
      await driver.click(control('Start a timer for 4 to 5 minutes'));
      await waitInPage(driver, 'two timers', () =>
        /Step 2: (10:00|9:5\d) left[^]*Step 3: (4:00|3:5\d) left/.test(document.body.innerText),
      );
      await driver.pressKey('Escape');
      await waitInPage(
        driver,
        'cook mode closed',
        () => !document.querySelector('[role="dialog"]'),
      );
      if (wakeLock === 'on') {
        expect(await driver.evaluate(wakeLockLog)).toEqual({
          requests: 2,
          releases: 1,
          released: [true, true],
        });
      }

      await driver.evaluate(setVisibility, 'hidden');
      await driver.evaluate(advanceClock, 4 * MINUTE + 1_000);
      await waitForTimesUp(driver, ['Step 3: time is up']);

      await driver.reload();
      await waitForApp(driver);
      await driver.click(control('Show my recipes'));
      await waitForControl(driver, 'Open Golden Potato and Leek Frittata');
      await driver.click(control('Open Golden Potato and Leek Frittata'));
      await waitForTimesUp(driver, ['Step 3: time is up']);
      const afterReload = await timerTexts(driver);
      expect(afterReload).toHaveLength(2);
      // Real seconds pass in the reload too: the test clock only ever adds to them.
      expect(afterReload[0]).toMatch(/^Step 2: [45]:[0-5]\d left/);
      expect(afterReload[1]).toContain('Step 3: time is up');
      await driver.evaluate(advanceClock, 6 * MINUTE);
      await waitForTimesUp(driver, ['Step 2: time is up', 'Step 3: time is up']);
      expect(await driver.consoleErrors()).toEqual([]);
    },
  );

  inFirefoxAndWebKit(
    'the scaled recipe in Copy, Save, Share and My recipes, and the shopping list copied',
    async () => {
      const { driver, server } = e2e;
      await recipeShown(driver, server, preloadOf(recordTakingAlong));
      await driver.click(control('You may also need'));
      await waitForControl(driver, 'Shopping list to the clipboard');
      await driver.click('//label[normalize-space()="1 tablespoon butter"]');
      await driver.click(control('Shopping list to the clipboard'));
      await waitForText(driver, 'Shopping list copied.');
      expect((await driver.evaluate(recorded, 'copied')).at(-1)).toBe(
        [
          '- 60 ml whole milk',
          '- 50 g grated Parmesan cheese',
          '- 2 tablespoons olive oil',
          '- 1 clove garlic, minced',
          '- 1/2 teaspoon salt and freshly ground black pepper',
          '- A handful of fresh parsley, chopped',
        ].join('\n'),
      );

      await driver.click(control('Servings and units'));
      await driver.click(control('2×'));
      await driver.click('//form[@aria-label="Servings and units"]//label[normalize-space()="US"]');
      await driver.click(control('Show the scaled recipe'));
      await waitForText(driver, 'Version 2 of 2');
      const note =
        'Note: scaled from 4 to 8 servings, converted to US measures, in the page, from version 1.';
      await waitForText(driver, '16 large eggs');
      await waitForText(driver, note);

      await driver.click(control('Copy'));
      await waitInPage(
        driver,
        'the copy note',
        () => document.querySelector('.recipe-actions [role="status"]')?.textContent,
      );
      const copied = (await driver.evaluate(recorded, 'copied')).at(-1)!;
      expect(copied).toContain('**Servings:** 8');
      expect(copied).toContain('- 16 large eggs');
      expect(copied).toContain('- ½ cup whole milk');
      expect(copied).toContain(note);

      await driver.click(control('Save'));
      await waitInPage(driver, 'the saved note', () =>
        document.querySelector('.recipe-actions [role="status"]')?.textContent?.startsWith('Saved'),
      );
      const saved = JSON.parse((await driver.evaluate(recorded, 'saved')).at(-1)!) as {
        recipeIngredient: string[];
      };
      expect(saved.recipeIngredient).toContain('16 large eggs');
      expect(saved.recipeIngredient).toContain('½ cup whole milk');

      await driver.click(control('Share'));
      await waitInPage(driver, 'the share note', () =>
        document
          .querySelector('.recipe-actions [role="status"]')
          ?.textContent?.startsWith('Link copied'),
      );
      const link = new URL((await driver.evaluate(recorded, 'copied')).at(-1)!);
      expect(link.hash).toMatch(/^#r1\./);

      // Kept in My recipes as the recipe's second version, which says what it was scaled from.
      await driver.reload();
      await waitForApp(driver);
      await driver.click(control('Show my recipes'));
      await waitForText(driver, '2 versions');
      await waitForControl(driver, 'Open Golden Potato and Leek Frittata');
      await driver.click(control('Open Golden Potato and Leek Frittata'));
      await waitForText(driver, 'Version 2 of 2');
      await waitForText(driver, note);
      await waitForText(driver, '16 large eggs');
      expect(await driver.consoleErrors()).toEqual([]);

      // The shared link, opened in a new page load, shows the scaled recipe.
      await openApp(driver, new URL(link.hash, server.pageUrl).href, PHONE);
      await waitForText(driver, '16 large eggs');
      await waitForText(driver, note);
    },
  );
});
