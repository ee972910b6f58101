/**
 * My recipes' main flow in Firefox and WebKit: two recipes are kept by themselves and, after a new
 * page load, listed newest first under "My recipes" with their ingredients; one reopens above.
 * At 375 px the list never scrolls sideways. Everything else about the list is tested in Chromium
 * (my-recipes.test.ts, my-recipes-accessibility.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useEngineHarness } from '../support/e2e-harness.js';
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
  waitForVersion,
} from '../support/engines/recipe-page-steps.js';
import { smallTouchTargets } from '../support/touch-targets.js';

const DESKTOP = { width: 800, height: 700 };
const PHONE = { width: 375, height: 740 };
/**
 * Chromium runs this flow (and the rest) in my-recipes.test.ts: its driver here opens each page
 * in a fresh context, which is another profile with nothing kept.
 */
const ENGINES: EngineName[] = ['firefox', 'webkit'];
const INGREDIENTS = ['milk', 'eggs', 'flour'];

/** Waits until the list under "My recipes" shows exactly `names`, in this order. */
function waitForKept(driver: EngineDriver, names: string[]) {
  return waitInPage(
    driver,
    `My recipes to list ${names.join(', ')}`,
    (expected: string) =>
      JSON.stringify(
        [...document.querySelectorAll('.recipe-box .kept-recipe__name')].map(
          (name) => name.textContent,
        ),
      ) === expected,
    JSON.stringify(names),
  );
}

describe.each(ENGINES)('My recipes in %s', (engine) => {
  const e2e = useEngineHarness(engine);

  it('keeps two recipes over a new page load, newest first, and reopens one', async () => {
    const { driver, server } = e2e;
    let asked = 0;
    server.provider.use(() => {
      asked += 1;
      return streamOf([`# Recipe ${asked}`, '\n\n', 'Whisk ', 'milk, ', 'eggs ', 'and ', 'flour.']);
    });
    await openApp(driver, server.pageUrl, DESKTOP);
    await driver.click(control('Show my recipes'));
    for (const name of INGREDIENTS) await addByEnter(driver, name);
    await driver.click(control('Get a recipe'));
    await waitForKept(driver, ['Recipe 1']);
    await driver.click(control('Get another recipe'));
    await waitForKept(driver, ['Recipe 2', 'Recipe 1']);

    await openApp(driver, server.pageUrl, DESKTOP);
    await driver.click(control('Show my recipes'));
    await waitForKept(driver, ['Recipe 2', 'Recipe 1']);
    const ingredients = await driver.evaluate(() =>
      [...document.querySelectorAll('.kept-recipe__ingredients')].map((line) => line.textContent),
    );
    expect(ingredients).toEqual([INGREDIENTS.join(', '), INGREDIENTS.join(', ')]);
    await driver.click(control('Open Recipe 1'));
    await waitForVersion(driver, 'Recipe 1', null);
    await waitForControl(driver, 'Get another recipe');
    expect(await driver.consoleErrors()).toEqual([]);
  });

  it('at 375 px, the list never scrolls sideways and keeps every control at least 44 px tall', async () => {
    const { driver, server } = e2e;
    server.provider.use(
      streamOf(['# A rather long recipe name that has to wrap somewhere', '\n\nStir.']),
    );
    await openApp(driver, server.pageUrl, PHONE);
    expect(await driver.evaluate(() => window.innerWidth)).toBe(PHONE.width);
    for (const name of INGREDIENTS) await addByEnter(driver, name);
    await driver.click(control('Get a recipe'));
    await driver.click(control('Show my recipes'));
    await waitForKept(driver, ['A rather long recipe name that has to wrap somewhere']);
    const scrollsSideways = await driver.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(scrollsSideways).toBe(false);
    expect(await driver.evaluate(smallTouchTargets)).toEqual([]);
    expect(await driver.consoleErrors()).toEqual([]);
  });
});
