/**
 * The kitchen in every engine at 375 px: its ways in under a recipe and cook mode are axe clean,
 * never scroll sideways and keep 44 px targets; cook mode opens, moves and closes by keyboard
 * (Enter on the focused control; arrow keys, Escape and swipes are in kitchen.test.ts, Chromium),
 * focus starts on its place and comes back to the Cook mode button, and the screen's wake lock is
 * either on or said to be missing, once. A timer started from a step is listed under the recipe.
 */
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useEngineHarness } from '../support/e2e-harness.js';
import { checkEveryone } from '../support/engines/engine-axe.js';
import {
  waitInPage,
  type EngineDriver,
  type EngineName,
} from '../support/engines/engine-driver.js';
import {
  addByEnter,
  control,
  openApp,
  waitForControl,
  waitForText,
} from '../support/engines/recipe-page-steps.js';
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
    expect(await driver.consoleErrors()).toEqual([]);
  });
});
