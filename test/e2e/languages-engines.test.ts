/**
 * The page in the browser's own language, in Firefox and WebKit (Chromium: languages.test.ts),
 * for each of the six languages: the browser is set to the language (Firefox: WebDriver BiDi's
 * locale override on a fresh user context; WebKit: MiniBrowser started in that C locale, see
 * engines/webkit-locale.ts), and what it sends decides the page. The first paint as the server
 * sends it to this browser has `<html lang>` and the title in the language (and `Vary:
 * Accept-Language`); then, in one walk, empty, a list with the hint, writing, the recipe with
 * its wishes conflicts, My recipes and an error are each in the language and axe clean.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/recipe/languages';
import { catalogsOf, LOCALES, TOKENS } from '../support/page-languages.js';
import { gate, streamOf } from '../fake-provider.js';
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
  FIELD,
  openApp,
  waitForControl,
  waitForText,
} from '../support/engines/recipe-page-steps.js';

const ENGINES: EngineName[] = ['firefox', 'webkit'];
const DESKTOP = { width: 800, height: 700 };

/** What this browser is sent for the page, and what it says its languages are. */
function firstPaint() {
  // No cookie: the page's own `lang` cookie, set once it ran, must not decide what is sent.
  return fetch(location.href, { credentials: 'omit' }).then(async (response) => ({
    vary: response.headers.get('vary'),
    page: await response.text(),
    languages: [...navigator.languages],
  }));
}

/**
 * The page as the server sends it to this browser has the language's `<html lang>` and title, and
 * `Vary: Accept-Language`; the browser says the locale first; the page runs in the language and
 * keeps it in the `lang` cookie.
 */
async function expectFirstPaintIn(driver: EngineDriver, language: Language, appTitle: string) {
  const sent = await driver.evaluate(firstPaint);
  expect(sent.languages[0]).toBe(LOCALES[language]);
  expect(sent.page).toContain(`<html lang="${language}">`);
  expect(sent.page).toContain(`>${appTitle}</h1>`);
  expect(sent.vary).toMatch(/accept-language/i);
  expect(await driver.evaluate(() => document.documentElement.lang)).toBe(language);
  await waitInPage(
    driver,
    `the lang cookie set to ${language}`,
    (expected: string) => document.cookie.includes(`lang=${expected}`),
    language,
  );
}

describe.each(ENGINES)('the page in the browser’s language in %s', (engine) => {
  const e2e = useEngineHarness(engine);

  it.each(LANGUAGES)('%s: first paint and every state in it, axe clean', async (language) => {
    const { driver, server } = e2e;
    const { words, later, errors } = await catalogsOf(language);
    await openApp(driver, server.pageUrl, DESKTOP, { locale: LOCALES[language] });

    await expectFirstPaintIn(driver, language, words.appTitle);

    // Empty.
    expect(
      await driver.evaluate((field: string) => {
        const input = document.evaluate(field, document, null, 9).singleNodeValue;
        return [
          (input as HTMLInputElement).placeholder,
          document.querySelector('h1')?.textContent,
          document.querySelector<HTMLSelectElement>('.language select')?.value,
        ];
      }, FIELD),
    ).toEqual([words.ingredientPlaceholder, words.appTitle, language]);
    await checkEveryone(driver, server, `${language}: empty`);

    // A list, with the hint for what clashes with the diet asked for.
    for (const name of ['flour', 'eggs', 'butter']) await addByEnter(driver, name);
    await waitForText(driver, words.ingredientsHeading);
    await driver.click(control(words.optionsSummary));
    await driver.click('//input[@name="diet" and @value="vegan"]');
    await waitForText(driver, later.hintHeading);
    await waitForControl(driver, words.getRecipe);
    await checkEveryone(driver, server, `${language}: list`);

    // Writing (held before the first token), then the recipe with its wishes conflicts.
    const held = gate();
    server.provider.use(streamOf(TOKENS, { holdAfter: 0, until: held.opened }));
    await driver.click(control(words.getRecipe));
    await waitForText(driver, words.writing);
    await waitForControl(driver, words.stop);
    await checkEveryone(driver, server, `${language}: writing`);
    held.open();
    await waitForControl(driver, words.getAnother);
    await waitForText(driver, later.limits);
    await waitForControl(driver, later.rewrite);
    await waitForControl(driver, words.copy);
    await checkEveryone(driver, server, `${language}: recipe with conflicts`);

    // My recipes.
    await driver.click(control(words.showMyRecipes));
    await waitForText(driver, words.myRecipes);
    await waitForControl(driver, later.exportRecipes);
    await checkEveryone(driver, server, `${language}: my recipes`);
    expect(await driver.consoleErrors()).toEqual([]);

    // An error, in the visitor's language.
    server.provider.use({
      kind: 'reply',
      status: 500,
      body: '{"error":"boom"}',
      contentType: 'application/json',
    });
    await driver.click(control(words.getAnother));
    await waitForControl(driver, words.tryAgain);
    const said = await driver.evaluate(
      () => document.querySelector('[role="alert"]')?.textContent ?? '',
    );
    if (errors)
      expect(
        Object.values(errors).some((text) => said.startsWith(text)),
        said,
      ).toBe(true);
    else expect(said).toMatch(/^The AI service/);
    await checkEveryone(driver, server, `${language}: error`);
  });
});
