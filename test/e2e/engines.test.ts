/**
 * The core flow in every engine: Chromium (playwright-core), Firefox ESR (puppeteer-core over
 * WebDriver BiDi) and WebKitGTK (WebKitWebDriver + MiniBrowser on a private Xvfb display).
 */
import { describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGE } from '../../src/server/prompt/prompt.js';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { streamOf, type ChatRequestBody, type FakeBehaviour } from '../fake-provider.js';
import { useEngineHarness } from '../support/e2e-harness.js';
import type { EngineName } from '../support/engines/engine-driver.js';
import type { FirefoxDriver } from '../support/engines/firefox-driver.js';
import {
  addByButton,
  addByEnter,
  changeRecipe,
  control,
  entries,
  openApp,
  recipeState,
  recordRecipeStates,
  recordedRecipeStates,
  waitForControl,
  waitForText,
  waitForVersion,
} from '../support/engines/recipe-page-steps.js';
import { waitInPage, withDeadline } from '../support/engines/engine-driver.js';
import { smallTouchTargets } from '../support/touch-targets.js';

const TOKENS = [
  '# Crispy ',
  'Potato ',
  'Cakes',
  '\n\n',
  '1. Grate the **potatoes**.\n',
  '2. Fry until golden.',
];
const FINAL_TEXT = 'Fry until golden.';
const DESKTOP = { width: 800, height: 700 };
const PHONE = { width: 375, height: 740 };
const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];

describe.each(ENGINES)('the core flow in %s', (engine) => {
  const e2e = useEngineHarness(engine);

  /** Sets how the provider answers, opens the app and adds three ingredients. */
  async function openWithThree(answer: FakeBehaviour | ((body: ChatRequestBody) => FakeBehaviour)) {
    e2e.server.provider.use(answer);
    await openApp(e2e.driver, e2e.server.pageUrl, DESKTOP);
    await addByEnter(e2e.driver, 'potato');
    await addByEnter(e2e.driver, 'leek');
    await addByButton(e2e.driver, 'eggs');
  }

  it('adds ingredients by Enter and the button, streams a recipe and renders its markdown', async () => {
    const { driver, server } = e2e;
    await openWithThree(streamOf(TOKENS, { firstTokenDelayMs: 50, tokenDelayMs: 300 }));
    expect(await entries(driver)).toEqual(['potato', 'leek', 'eggs']);

    await recordRecipeStates(driver);
    await driver.click(control('Get a recipe'));
    await waitInPage(driver, 'the finished recipe', () => {
      const region = document.querySelector('[aria-label="Suggested recipe"]');
      return region?.querySelector('article h1') && !region.hasAttribute('aria-busy');
    });

    const states = await recordedRecipeStates(driver);
    const writing = states.filter((state) => state.busy === 'true' && state.text !== '');
    // The text grew in steps while the region said it was busy, before the recipe was complete.
    expect(
      new Set(writing.map((state) => state.text)).size,
      JSON.stringify(states),
    ).toBeGreaterThanOrEqual(2);
    expect(writing[0]!.text).not.toContain(FINAL_TEXT);
    expect(states.at(-1)).toMatchObject({ busy: null });
    expect(await recipeState(driver)).toMatchObject({
      busy: null,
      heading: 'Crispy Potato Cakes',
      strong: 'potatoes',
      alerts: 0,
    });
    expect((await recipeState(driver)).text).toContain(FINAL_TEXT);
    expect(server.provider.requests).toHaveLength(1);
    expect(server.provider.requests[0]!.body.messages).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: 'I have potato, leek, eggs. Please give me a recipe!' },
    ]);
    expect(await driver.consoleErrors()).toEqual([]);
  });

  it('Stop aborts the provider call, keeps what was written and says so', async () => {
    const { driver, server } = e2e;
    await openWithThree(streamOf(TOKENS, { tokenDelayMs: 60_000 }));
    await driver.click(control('Get a recipe'));
    await waitForText(driver, 'Crispy');
    expect(await recipeState(driver)).toMatchObject({ busy: 'true' });
    const request = await server.provider.waitForRequests(1);

    await driver.click(control('Stop'));
    // Resolves once the app hung up on the provider.
    expect(await withDeadline(request.aborted, 10_000, 'the provider call to end')).toBeGreaterThan(
      0,
    );
    await waitForText(driver, 'You stopped the recipe. What was written so far is kept.');
    const state = await recipeState(driver);
    expect(state).toMatchObject({ busy: null, alerts: 0 });
    expect(state.text).toContain('Crispy');
    await waitForControl(driver, 'Get another recipe');
    expect(await driver.consoleErrors()).toEqual([]);
  });

  it('sends the chosen servings and diet to the provider', async () => {
    const { driver, server } = e2e;
    await openWithThree(streamOf(TOKENS));
    await driver.click(control('Options: servings, dietary needs, things to avoid, units'));
    await driver.selectOption('//div[@class="options__servings"]/select', '4');
    await driver.click('//input[@name="diet" and @value="vegan"]');
    await driver.click(control('Get a recipe'));
    await waitForControl(driver, 'Get another recipe');
    expect(server.provider.requests[0]!.body.messages?.[0]).toEqual({
      role: 'system',
      content: `${SYSTEM_MESSAGE} The recipe should serve 4 people. The recipe must be vegan.`,
    });
    expect(await driver.consoleErrors()).toEqual([]);
  });

  it('changes the recipe in words, streams the new version and shows the previous one again', async () => {
    const { driver, server } = e2e;
    const changed = ['# Baked ', 'Potato ', 'Cakes', '\n\n', 'Bake them.'];
    await openWithThree((body) =>
      streamOf((body.messages ?? []).length === 4 ? changed : TOKENS, { tokenDelayMs: 100 }),
    );
    await driver.click(control('Get a recipe'));
    await waitForVersion(driver, 'Crispy Potato Cakes', null);

    await recordRecipeStates(driver);
    await changeRecipe(driver, 'no frying, I have an oven');
    await waitForVersion(driver, 'Baked Potato Cakes', 'Version 2 of 2');
    // The new version streamed: its text grew while the region said it was busy.
    const writing = (await recordedRecipeStates(driver)).filter(
      (state) => state.busy === 'true' && state.text !== '',
    );
    expect(new Set(writing.map((state) => state.text)).size).toBeGreaterThanOrEqual(2);
    expect(server.provider.requests[1]!.body.messages?.slice(2)).toEqual([
      { role: 'assistant', content: TOKENS.join('') },
      { role: 'user', content: 'Please change this recipe: no frying, I have an oven' },
    ]);

    await driver.click(control('Previous version'));
    await waitForVersion(driver, 'Crispy Potato Cakes', 'Version 1 of 2');
    await driver.click(control('Next version'));
    await waitForVersion(driver, 'Baked Potato Cakes', 'Version 2 of 2');
    expect(await driver.consoleErrors()).toEqual([]);
  });

  it('Copy says the recipe was copied', async () => {
    const { driver } = e2e;
    await openWithThree(streamOf(TOKENS));
    await driver.click(control('Get a recipe'));
    await waitForControl(driver, 'Copy');
    await driver.click(control('Copy'));
    await waitInPage(
      driver,
      'the copy status',
      () => document.querySelector('.recipe-actions [role="status"]')?.textContent,
    );
    expect(
      await driver.evaluate(
        () => document.querySelector('.recipe-actions [role="status"]')?.textContent,
      ),
    ).toBe('Recipe copied.');
    expect(await driver.consoleErrors()).toEqual([]);
  });

  it('explains a provider failure in an alert, and the console capture sees its log', async () => {
    const { driver } = e2e;
    await openWithThree({
      kind: 'reply',
      status: 401,
      contentType: 'application/json',
      body: '{"error":"Invalid credentials in Authorization header"}',
    });
    await driver.click(control('Get a recipe'));
    const alert = await waitInPage(
      driver,
      'an alert',
      () => document.querySelector('[role="alert"]')?.textContent,
    );
    expect(alert).toBe(RECIPE_ERRORS.provider_auth.message);
    // Proves the capture works in this engine, so the empty lists of the other tests mean something.
    const errors = await driver.consoleErrors();
    expect(
      errors.some((text) => text.includes('Recipe request failed')),
      String(errors),
    ).toBe(true);
  });

  it('at 375 px wide never scrolls sideways and keeps every control at least 44 px tall', async () => {
    const { driver, server } = e2e;
    const long = 'a-very-long-ingredient-name-without-any-spaces-that-must-wrap-somewhere-okay';
    server.provider.use(streamOf([...TOKENS, `\n\n${long}${long}`]));
    await openApp(driver, server.pageUrl, PHONE);
    expect(await driver.evaluate(() => window.innerWidth)).toBe(PHONE.width);
    for (const name of ['milk', long, 'flour']) await addByEnter(driver, name);
    await driver.type('//input[@name="ingred"]', 'ab');
    await driver.pressEnter(); // refused: the hint shows too
    await waitForText(driver, 'at least 3 characters');
    await driver.click(control('Options: servings, dietary needs, things to avoid, units'));
    await driver.click(control('Get a recipe'));
    await waitForControl(driver, 'Copy');

    const layout = await driver.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      controls: document.querySelectorAll('button, input, select, summary').length,
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
    expect(await driver.evaluate(smallTouchTargets)).toEqual([]);
    expect(layout.controls).toBeGreaterThan(12);
    expect(await driver.consoleErrors()).toEqual([]);
  });

  // Last in the describe: Firefox's DNS log then covers its launch and every recipe above.
  if (engine === 'firefox') {
    it('looks up no host but loopback from launch to a whole recipe', async () => {
      const driver = e2e.driver as FirefoxDriver;
      e2e.server.provider.use(streamOf(TOKENS));
      await openApp(driver, e2e.server.pageUrl, DESKTOP);
      for (const name of ['potato', 'leek', 'eggs']) await addByEnter(driver, name);
      await driver.click(control('Get a recipe'));
      await waitForControl(driver, 'Copy');
      const hosts = await driver.resolvedHosts();
      expect(hosts).toContain('127.0.0.1'); // the log is written: the app's own lookups are in it
      expect(hosts.filter((host) => !['localhost', '127.0.0.1'].includes(host))).toEqual([]);
    });
  }
});
