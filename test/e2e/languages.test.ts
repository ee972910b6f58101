import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/recipe/languages';
import en from '../../src/client/i18n/en';
import { catalogsOf, LOCALES, TOKENS } from '../support/page-languages.js';
import { streamOf } from '../fake-provider.js';
import { axeViolations, waitForHydration } from '../support/recipe-page.js';
import { useChromiumHarness } from '../support/e2e-harness.js';

const e2e = useChromiumHarness({ page: false });

describe('the page in the browser’s language (Chromium)', () => {
  it.each(LANGUAGES)(
    '%s: first paint, every state, axe clean',
    async (language) => {
      const { words, later, errors } = await catalogsOf(language);
      const page = await e2e.open({ bypassCSP: true, locale: LOCALES[language] });
      const expectAxeClean = async (state: string) => {
        const violations = await axeViolations(page);
        expect(violations, `${language} ${state}: ${JSON.stringify(violations)}`).toEqual([]);
      };

      // The first paint: the page as sent, before any script, is already in the language.
      const response = await page.goto(e2e.server.pageUrl);
      const sent = await response!.text();
      expect(sent).toContain(`<html lang="${language}">`);
      expect(sent).toContain(`>${words.appTitle}</h1>`);
      expect(response!.headers()['vary']).toMatch(/accept-language/);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await expect.poll(() => page.evaluate(() => document.cookie)).toContain(`lang=${language}`);

      // Empty.
      const field = page.getByPlaceholder(words.ingredientPlaceholder);
      await field.waitFor();
      expect(await page.getByRole('combobox', { name: words.language }).inputValue()).toBe(
        language,
      );
      await expectAxeClean('empty');

      // A list, with a refused entry's hint.
      for (const name of ['flour', 'eggs', 'ab', 'butter']) {
        await field.fill(name);
        await field.press('Enter');
      }
      await page.getByRole('heading', { name: words.ingredientsHeading }).waitFor();
      await page.getByRole('button', { name: words.getRecipe }).waitFor();
      await page.getByText(words.optionsSummary).click();
      await page.getByRole('checkbox', { name: words.vegan }).check();
      await page.getByText(later.hintHeading).waitFor();
      await expectAxeClean('list');

      // Writing, then the recipe with its wishes conflicts.
      e2e.server.provider.use(streamOf(TOKENS, { firstTokenDelayMs: 1_500, tokenDelayMs: 200 }));
      await page.getByRole('button', { name: words.getRecipe }).click();
      const recipe = page.getByRole('region', { name: words.recipeLabel });
      await recipe.getByText(words.writing).waitFor();
      await page.getByRole('button', { name: words.stop }).waitFor();
      await expectAxeClean('writing');
      await page.getByRole('button', { name: words.getAnother }).waitFor({ timeout: 20_000 });
      await page.getByText(later.limits).waitFor();
      await page.getByRole('button', { name: later.rewrite }).waitFor();
      await page.getByRole('button', { name: words.copy }).waitFor();
      await expectAxeClean('recipe with conflicts');

      // My recipes.
      await page.getByRole('button', { name: words.showMyRecipes }).click();
      await page.getByRole('heading', { name: words.myRecipes }).waitFor();
      await page.getByRole('searchbox', { name: later.search }).waitFor();
      await page.getByRole('button', { name: later.exportRecipes }).waitFor();
      await expectAxeClean('my recipes');

      // An error, in the visitor's language.
      e2e.server.provider.use({
        kind: 'reply',
        status: 500,
        body: '{"error":"boom"}',
        contentType: 'application/json',
      });
      await page.getByRole('button', { name: words.getAnother }).click();
      const alert = recipe.getByRole('alert');
      await page.getByRole('button', { name: words.tryAgain }).waitFor({ timeout: 20_000 });
      const said = (await alert.textContent()) ?? '';
      if (errors)
        expect(
          Object.values(errors).some((text) => said.startsWith(text)),
          said,
        ).toBe(true);
      else expect(said).toMatch(/^The AI service/);
      await expectAxeClean('error');
    },
    120_000,
  );

  it('changes language with the control, keeps it, and is sent it on the next visit', async () => {
    const page = await e2e.open({ bypassCSP: true, locale: 'en-US' });
    await page.goto(e2e.server.pageUrl);
    await waitForHydration(page);
    const de = await catalogsOf('de');
    await page.getByRole('combobox', { name: en.language }).selectOption('de');
    await page.getByPlaceholder(de.words.ingredientPlaceholder).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    const again = await page.goto(e2e.server.pageUrl);
    expect(await again!.text()).toContain('<html lang="de">');
    // The request for a recipe carries the language.
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/recipe'));
    const field = page.getByPlaceholder(de.words.ingredientPlaceholder);
    await waitForHydration(page);
    for (const name of ['Mehl', 'Eier', 'Milch']) {
      await field.fill(name);
      await field.press('Enter');
    }
    e2e.server.provider.use(streamOf(TOKENS));
    await page.getByRole('button', { name: de.words.getRecipe }).click();
    expect((await asked).postDataJSON()).toMatchObject({ options: { language: 'de' } });
  }, 60_000);

  it.each(LANGUAGES.filter((tag) => tag !== 'en'))(
    '%s: Rewrite without these asks, in the language, a change the server takes',
    async (language) => {
      const { words, later } = await catalogsOf(language);
      const page = await e2e.open({ bypassCSP: true, locale: LOCALES[language] });
      await page.goto(e2e.server.pageUrl);
      await waitForHydration(page);
      const field = page.getByPlaceholder(words.ingredientPlaceholder);
      for (const name of ['flour', 'eggs', 'butter']) {
        await field.fill(name);
        await field.press('Enter');
      }
      await page.getByText(words.optionsSummary).click();
      await page.getByRole('checkbox', { name: words.vegan }).check();
      e2e.server.provider.use(streamOf(TOKENS));
      await page.getByRole('button', { name: words.getRecipe }).click();
      const rewrite = page.getByRole('button', { name: later.rewrite });
      await rewrite.waitFor({ timeout: 20_000 });
      e2e.server.provider.use(streamOf(['# Crêpes\n\n- 200 g flour\n']));
      await rewrite.click();
      await page.getByRole('heading', { name: 'Crêpes' }).waitFor({ timeout: 20_000 });
      const asked = String(e2e.server.provider.requests.at(-1)!.body.messages?.at(-1)?.content);
      const opening = later.rewriteChange.slice(0, later.rewriteChange.indexOf('{'));
      expect(asked).toContain(`: ${opening}`);
      expect(asked).not.toMatch(/Replace|keep it|leave out/);
    },
    60_000,
  );
});
