/**
 * My recipes in Firefox and WebKit: two recipes are kept by themselves and, after a new page
 * load, listed newest first under "My recipes" with their ingredients; one reopens above, by a
 * click on the desktop and by the keyboard alone (Tab from the search field, Enter) at 375 px.
 * At both widths, in each of the list's states (folded, empty, listing, deleted with Undo,
 * asking to forget all, searched), axe finds no WCAG 2.1 A/AA violation, nothing scrolls
 * sideways and every control is at least 44 px tall (light mode: neither driver can ask for
 * dark). axe goes in through the driver, under the page's own CSP (engines/engine-axe.ts).
 * Everything else about the list is tested in Chromium (my-recipes.test.ts,
 * my-recipes-accessibility.test.ts).
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
  waitForVersion,
} from '../support/engines/recipe-page-steps.js';
import type { TestServer } from '../support/test-server.js';

const DESKTOP = { width: 800, height: 700 };
const PHONE = { width: 375, height: 740 };
/**
 * Chromium runs this flow (and the rest) in my-recipes.test.ts: its driver here opens each page
 * in a fresh context, which is another profile with nothing kept.
 */
const ENGINES: EngineName[] = ['firefox', 'webkit'];
const INGREDIENTS = ['milk', 'eggs', 'flour'];
const SEARCH_FIELD = '//label[normalize-space()="Search my recipes"]//input';

/** Each recipe the provider writes is named `name(n)`, n counting from 1. */
function nameRecipes(server: TestServer, name: (asked: number) => string) {
  let asked = 0;
  server.provider.use(() => {
    asked += 1;
    return streamOf([`# ${name(asked)}`, '\n\n', 'Whisk ', 'milk, ', 'eggs ', 'and ', 'flour.']);
  });
}

/** Waits until the list under "My recipes" shows exactly `names`, in this order. */
function waitForKept(driver: EngineDriver, names: string[]) {
  return waitInPage(
    driver,
    `My recipes to list ${names.join(', ')}`,
    (expected: string) =>
      JSON.stringify(
        [...document.querySelectorAll('.my-recipes .my-recipe__name')].map(
          (name) => name.textContent,
        ),
      ) === expected,
    JSON.stringify(names),
  );
}

/** Folded, then shown while nothing is kept yet. */
async function showEmptyList(driver: EngineDriver, server: TestServer) {
  await checkEveryone(driver, server, 'folded');
  await driver.click(control('Show my recipes'));
  await waitForText(driver, 'No recipes kept yet');
  await checkEveryone(driver, server, 'empty');
}

/** Asks for two recipes in the page, which lists them newest first by itself. */
async function keepTwo(driver: EngineDriver, [newest, older]: [string, string]) {
  for (const name of INGREDIENTS) await addByEnter(driver, name);
  await driver.click(control('Get a recipe'));
  await waitForKept(driver, [older]);
  await driver.click(control('Get another recipe'));
  await waitForKept(driver, [newest, older]);
}

/** The list of two: listing, the newest deleted with Undo showing, asking to forget all. */
async function checkListStates(
  driver: EngineDriver,
  server: TestServer,
  [newest, older]: [string, string],
) {
  await checkEveryone(driver, server, 'listing');
  await driver.click(control(`Delete ${newest}`));
  await waitForControl(driver, 'Undo');
  await waitForKept(driver, [older]);
  await checkEveryone(driver, server, 'deleted');
  await driver.click(control('Undo'));
  await waitForKept(driver, [newest, older]);
  // The line with Undo empties too: the controls below it move up before the next click.
  await waitInPage(
    driver,
    'Undo to go',
    (xpath: string) =>
      document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
        .singleNodeValue === null,
    control('Undo'),
  );
  await driver.click(control('Forget all recipes'));
  await waitForControl(driver, 'Keep them');
  await checkEveryone(driver, server, 'asking to forget all');
  await driver.click(control('Keep them'));
  await waitForControl(driver, 'Forget all recipes');
}

/** Types `query` into the search field; one of the two recipes matches. */
async function search(driver: EngineDriver, server: TestServer, query: string) {
  await driver.type(SEARCH_FIELD, query);
  await waitForText(driver, '1 of 2 recipes match.');
  await checkEveryone(driver, server, 'searched');
}

describe.each(ENGINES)('My recipes in %s', (engine) => {
  const e2e = useEngineHarness(engine);

  it('keeps two recipes over a new page load, newest first, and reopens one; axe finds nothing', async () => {
    const { driver, server } = e2e;
    nameRecipes(server, (asked) => `Recipe ${asked}`);
    await openApp(driver, server.pageUrl, DESKTOP);
    await showEmptyList(driver, server);
    await keepTwo(driver, ['Recipe 2', 'Recipe 1']);

    await openApp(driver, server.pageUrl, DESKTOP);
    await driver.click(control('Show my recipes'));
    await waitForKept(driver, ['Recipe 2', 'Recipe 1']);
    const ingredients = await driver.evaluate(() =>
      [...document.querySelectorAll('.my-recipe__ingredients')].map((line) => line.textContent),
    );
    expect(ingredients).toEqual([INGREDIENTS.join(', '), INGREDIENTS.join(', ')]);
    await checkListStates(driver, server, ['Recipe 2', 'Recipe 1']);
    await search(driver, server, 'recipe 1');
    await driver.click(control('Open Recipe 1'));
    await waitForVersion(driver, 'Recipe 1', null);
    await waitForControl(driver, 'Get another recipe');
    expect(await driver.consoleErrors()).toEqual([]);
  });

  it('at 375 px, axe finds nothing in each state, and a keyboard alone opens a recipe', async () => {
    const { driver, server } = e2e;
    const longName = (asked: number) => `Recipe ${asked}, whose rather long name has to wrap`;
    nameRecipes(server, longName);
    await openApp(driver, server.pageUrl, PHONE);
    expect(await driver.evaluate(() => window.innerWidth)).toBe(PHONE.width);
    await showEmptyList(driver, server);
    await keepTwo(driver, [longName(2), longName(1)]);
    await checkListStates(driver, server, [longName(2), longName(1)]);
    await search(driver, server, 'recipe 2');

    await driver.pressTab();
    expect(await driver.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Open ${longName(2)}`,
    );
    await driver.pressEnter();
    await waitForVersion(driver, longName(2), null);
    expect(await driver.consoleErrors()).toEqual([]);
  });
});
