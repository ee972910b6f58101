/**
 * Typing before the app has loaded, as on a slow phone: every script over 5 kB (React and the
 * app), or every script at all, is held back until the visitor has typed, and nothing typed may
 * be lost.
 */
import type { Locator } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useChromiumHarness } from '../support/e2e-harness.js';
import {
  APP_RUNNING,
  EARLY_INPUT_KEPT,
  ingredientField,
  waitForHydration,
} from '../support/recipe-page.js';

const HELD_OVER_BYTES = 5_000;

// A fresh server and page for each test; the hooks below run after the harness opened them,
// and their teardown before it closes them.
const e2e = useChromiumHarness();
let navigations: string[];
/** Lets the held scripts through. */
let release: () => void;
/** Resolves once the app's script has been asked for, and held. */
let appScriptHeld: Promise<void>;
/** Holds the small entry script too, not only those over HELD_OVER_BYTES. */
let holdEveryScript: boolean;

beforeEach(async () => {
  const { page } = e2e;
  navigations = [];
  holdEveryScript = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  const held = new Promise<void>((resolve) => (release = resolve));
  let appScriptAskedFor: () => void;
  appScriptHeld = new Promise((resolve) => (appScriptAskedFor = resolve));
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (holdEveryScript || body.length > HELD_OVER_BYTES) {
      if (/\/assets\/hydrate-[^/]+\.js$/.test(new URL(route.request().url()).pathname)) {
        appScriptAskedFor();
      }
      await held;
    }
    await route.fulfill({ response, body });
  });
});
afterEach(async () => {
  // Held routes answer no more once the page closes.
  await e2e.page.unrouteAll({ behavior: 'ignoreErrors' });
  release();
});

/** Console errors and warnings, and uncaught errors, of this test's page. */
const problems = () =>
  e2e.console
    .filter(({ type }) => type === 'error' || type === 'warning' || type === 'pageerror')
    .map(({ text }) => text);
const entries = () => e2e.page.locator('.ingredients__list > li').allTextContents();
const fieldValue = () => ingredientField(e2e.page).inputValue();

/**
 * Opens the page and waits only for the first paint of its field, not for any held script: the
 * field. Unless every script is held, it also waits for the entry script, which keeps submits.
 */
async function openBeforeLoad(): Promise<Locator> {
  const { page, server } = e2e;
  await page.goto(server.pageUrl, { waitUntil: 'commit' });
  const field = ingredientField(page);
  await field.waitFor();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  if (!holdEveryScript) await page.locator(EARLY_INPUT_KEPT).waitFor({ state: 'attached' });
  return field;
}

/** Types each entry into the field and presses Enter after it. */
async function enterEach(field: Locator, ...names: string[]): Promise<void> {
  for (const name of names) {
    await field.pressSequentially(name);
    await field.press('Enter');
  }
}

/** Lets the held scripts through and waits until the app runs the page. */
async function letTheAppLoad(): Promise<void> {
  release();
  await waitForHydration(e2e.page);
}

/** The app had not run: its script is held and it has not marked the form as its own. */
async function expectAppNotLoaded(): Promise<void> {
  await appScriptHeld;
  expect(await e2e.page.locator(APP_RUNNING).count()).toBe(0);
}

async function expectSamePage(): Promise<void> {
  const { page, server } = e2e;
  expect(navigations).toEqual([server.pageUrl]);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
}

describe('typing before the app has loaded, in Chromium', () => {
  it('keeps `leek`, Enter, `potato`: leek is added once the app loads, potato stays in the field', async () => {
    const { page } = e2e;
    const field = await openBeforeLoad();
    await enterEach(field, 'leek');
    await field.pressSequentially('potato');
    await expectAppNotLoaded();
    // The field worked before the app: the text typed after Enter is in it.
    expect(await fieldValue()).toBe('potato');

    await letTheAppLoad();
    await page.locator('.ingredients__list > li').first().waitFor();
    expect(await entries()).toEqual(['leek']);
    expect(await fieldValue()).toBe('potato');
    await expectSamePage();

    // The app now runs the field as usual.
    await field.press('Enter');
    expect(await entries()).toEqual(['leek', 'potato']);
    expect(await fieldValue()).toBe('');
    expect(problems()).toEqual([]);
  });

  it('adds every entry submitted before load, in order, by Enter or the add button', async () => {
    const { page } = e2e;
    const field = await openBeforeLoad();
    await enterEach(field, 'leek');
    await field.pressSequentially('potato');
    await page.getByRole('button', { name: '+ Add ingredient' }).click();
    await enterEach(field, 'onion');
    await expectAppNotLoaded();
    expect(await fieldValue()).toBe('');

    await letTheAppLoad();
    await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    expect(await entries()).toEqual(['leek', 'potato', 'onion']);
    await expectSamePage();
    expect(problems()).toEqual([]);
  });

  it('applies the rules to what was submitted before load, with the hint, and puts a refused entry back', async () => {
    const { page } = e2e;
    const field = await openBeforeLoad();
    await enterEach(field, 'leek', 'LEEK');
    await expectAppNotLoaded();

    await letTheAppLoad();
    await page.locator('.ingredients__list > li').first().waitFor();
    expect(await entries()).toEqual(['leek']);
    await page.getByText('That ingredient is already on the list.').waitFor();
    expect(await fieldValue()).toBe('LEEK');
    await expectSamePage();
  });

  it('keeps the page and the text when Enter comes before even the entry script has run', async () => {
    holdEveryScript = true;
    const field = await openBeforeLoad();
    await enterEach(field, 'leek');
    // Nothing listened yet: the form was submitted natively, and went nowhere.
    expect(await e2e.page.locator(EARLY_INPUT_KEPT).count()).toBe(0);
    expect(await fieldValue()).toBe('leek');

    await letTheAppLoad();
    await expectSamePage();
    expect(await fieldValue()).toBe('leek');
    await field.press('Enter');
    expect(await entries()).toEqual(['leek']);
    expect(problems()).toEqual([]);
  });
});
