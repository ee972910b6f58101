/** The recipe page's controls and steps, in terms any EngineDriver can run. */
import { APP_RUNNING } from '../recipe-page.js';
import {
  waitInPage,
  xpathLiteral,
  type EngineDriver,
  type OpenOptions,
  type Viewport,
} from './engine-driver.js';

export const FIELD = '//input[@name="ingred"]';

/** A button (or the options' summary) by its visible text or aria-label. */
export function control(name: string): string {
  const literal = xpathLiteral(name);
  return `//*[self::button or self::summary][normalize-space()=${literal} or @aria-label=${literal}]`;
}

export async function openApp(
  driver: EngineDriver,
  url: string,
  viewport: Viewport,
  options?: OpenOptions,
) {
  await driver.open(url, viewport, options);
  await waitForApp(driver);
}

/** Waits for the app to run in the page loaded now (after `open` or `reload`). */
export async function waitForApp(driver: EngineDriver) {
  // React has taken over the prerendered page once it marks the form it runs.
  await waitInPage(
    driver,
    'the app to load',
    (running) => document.readyState === 'complete' && document.querySelector(running) !== null,
    APP_RUNNING,
  );
}

export function entries(driver: EngineDriver): Promise<string[]> {
  return driver.evaluate(() =>
    [...document.querySelectorAll('.ingredients__list > li')].map((li) => li.textContent ?? ''),
  );
}

async function waitForEntry(driver: EngineDriver, name: string) {
  await waitInPage(
    driver,
    `"${name}" on the list`,
    (expected: string) =>
      [...document.querySelectorAll('.ingredients__list > li')].some(
        (li) => li.textContent === expected,
      ),
    name,
  );
}

export async function addByEnter(driver: EngineDriver, name: string) {
  await driver.type(FIELD, name);
  await driver.pressEnter();
  await waitForEntry(driver, name);
}

export async function addByButton(driver: EngineDriver, name: string) {
  await driver.type(FIELD, name);
  await driver.click(control('+ Add ingredient'));
  await waitForEntry(driver, name);
}

export function waitForControl(driver: EngineDriver, name: string) {
  return waitInPage(
    driver,
    `the "${name}" control`,
    (xpath: string) =>
      document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
        .singleNodeValue !== null,
    control(name),
  );
}

export function waitForText(driver: EngineDriver, text: string) {
  return waitInPage(
    driver,
    `the text "${text}"`,
    (expected: string) => document.body.innerText.includes(expected),
    text,
  );
}

/** What the recipe region shows: its busy state, text, and the markdown elements rendered. */
export function recipeState(driver: EngineDriver) {
  return driver.evaluate(() => {
    const region = document.querySelector('[aria-label="Suggested recipe"]');
    const article = region?.querySelector('article');
    return {
      busy: region?.getAttribute('aria-busy') ?? null,
      text: article?.textContent ?? '',
      heading: article?.querySelector('h1')?.textContent ?? null,
      strong: article?.querySelector('strong')?.textContent ?? null,
      note: region?.querySelector('.recipe__note')?.textContent ?? null,
      alerts: document.querySelectorAll('[role="alert"]').length,
    };
  });
}

/**
 * Records every state the recipe region passes through, from now on, in the page itself
 * (polling from the test could miss a state between two polls).
 */
export function recordRecipeStates(driver: EngineDriver) {
  return driver.evaluate(() => {
    const seen: { busy: string | null; text: string }[] = [];
    (window as unknown as { __recipeStates: typeof seen }).__recipeStates = seen;
    const note = () => {
      const region = document.querySelector('[aria-label="Suggested recipe"]');
      const state = {
        busy: region?.getAttribute('aria-busy') ?? null,
        text: region?.querySelector('article')?.textContent ?? '',
      };
      const last = seen.at(-1);
      if (!last || last.busy !== state.busy || last.text !== state.text) seen.push(state);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  });
}

export function recordedRecipeStates(driver: EngineDriver) {
  return driver.evaluate(
    () =>
      (window as unknown as { __recipeStates: { busy: string | null; text: string }[] })
        .__recipeStates,
  );
}

export const CHANGE_FIELD = '//input[@name="change"]';

/** Types a change under the recipe shown and asks for the new version. */
export async function changeRecipe(driver: EngineDriver, change: string) {
  await driver.type(CHANGE_FIELD, change);
  await driver.click(control('Change recipe'));
}

/** The recipe's heading once it is written (not busy) and rendered, and the version label. */
export function waitForVersion(driver: EngineDriver, heading: string, label: string | null) {
  return waitInPage(
    driver,
    `"${heading}" shown as ${label ?? 'the only version'}`,
    (expectedHeading: string, expectedLabel: string | null) => {
      const region = document.querySelector('[aria-label="Suggested recipe"]');
      const shown = document.querySelector('.versions__label')?.textContent ?? null;
      return (
        region?.querySelector('article h1')?.textContent === expectedHeading &&
        !region.hasAttribute('aria-busy') &&
        shown === expectedLabel
      );
    },
    heading,
    label,
  );
}
