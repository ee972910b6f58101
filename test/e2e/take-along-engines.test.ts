/**
 * Taking a recipe along in every engine: Save produces the page's JSON-LD, Share makes a link
 * that a fresh page load opens (and the recipe can be changed there), and hostile or broken links
 * are shown safely or refused clearly. Chromium's real download is proven in take-along.test.ts;
 * here the file Save makes is read where it is made (URL.createObjectURL), and the download itself
 * is cancelled so that no engine leaves the page for a download prompt.
 */
import { describe, expect, it } from 'vitest';
import { toRecipeJsonLd } from '../../src/client/take-along/recipe-json-ld.js';
import { makeShareFragment, type SharedRecipe } from '../../src/client/take-along/share-link.js';
import { readRecipe } from '../../src/recipe/structured-recipe.js';
import { streamOf } from '../fake-provider.js';
import { useEngineHarness } from '../support/e2e-harness.js';
import { waitInPage, type EngineName } from '../support/engines/engine-driver.js';
import { recorded, recordTakingAlong } from '../support/engines/take-along-recorder.js';
import {
  addByEnter,
  changeRecipe,
  control,
  entries,
  openApp,
  waitForControl,
  waitForVersion,
} from '../support/engines/recipe-page-steps.js';
import { TYPICAL_RECIPE } from '../support/typical-recipe.js';

const DESKTOP = { width: 800, height: 700 };
const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];
const INGREDIENTS = ['eggs', 'potatoes', 'leek'];
const CHANGED = ['# Stovetop ', 'Frittata', '\n\n', 'Cook it covered in the **pan**.'];
const LINK_COPIED = 'Link copied: anyone with it sees this recipe.';

/** Runs in the page: the JSON-LD scripts' texts, or null while there is none. */
function jsonLdTexts(): string[] | null {
  const texts = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? '',
  );
  return texts.length > 0 ? texts : null;
}

function actionStatus(): string {
  return document.querySelector('.recipe-actions [role="status"]')?.textContent ?? '';
}

describe.each(ENGINES)('taking a recipe along in %s', (engine) => {
  const e2e = useEngineHarness(engine);

  it('Save makes the JSON-LD the page holds; Share makes a link that opens it anew, to be changed', async () => {
    const { driver, server } = e2e;
    server.provider.use((body) =>
      (body.messages ?? []).length === 4
        ? streamOf(CHANGED, { tokenDelayMs: 80 })
        : streamOf(TYPICAL_RECIPE.split(/(?<=\s)(?=\S)/)),
    );
    await openApp(driver, server.pageUrl, DESKTOP);
    for (const name of INGREDIENTS) await addByEnter(driver, name);
    await driver.click(control('Get a recipe'));
    await waitForControl(driver, 'Save');
    await driver.evaluate(recordTakingAlong);

    const expected = toRecipeJsonLd(readRecipe(TYPICAL_RECIPE, { finishReason: 'stop' }));
    expect(expected).toMatchObject({ '@type': 'Recipe', name: expect.any(String) });
    const inPage = (await waitInPage(driver, 'the JSON-LD', jsonLdTexts))!;
    expect(inPage.map((text) => JSON.parse(text) as unknown)).toEqual([expected]);

    await driver.click(control('Save'));
    await waitInPage(driver, 'the saved note', () =>
      document.querySelector('.recipe-actions [role="status"]')?.textContent?.startsWith('Saved'),
    );
    const saved = await driver.evaluate(recorded, 'saved');
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0]!)).toEqual(expected);

    await driver.click(control('Share'));
    const status = await waitInPage(driver, 'the share note', () => {
      const text = document.querySelector('.recipe-actions [role="status"]')?.textContent;
      return text?.startsWith('Link') || text?.startsWith('Could not') ? text : null;
    });
    expect(status).toBe(LINK_COPIED);
    const copied = await driver.evaluate(recorded, 'copied');
    const link = copied.at(-1)!;
    expect(link.startsWith(`${server.pageUrl}#r1.`), link).toBe(true);
    expect(await driver.consoleErrors()).toEqual([]);

    // A new page load (not a same-document jump to the fragment): the page's memory is gone,
    // and the server never saw the link.
    await driver.open(new URL('api/health', server.pageUrl).href, DESKTOP);
    await openApp(driver, link, DESKTOP);
    expect(await driver.evaluate(() => '__takeAlong' in window)).toBe(false);
    await waitForVersion(driver, 'Golden Potato and Leek Frittata', null);
    expect(await entries(driver)).toEqual(INGREDIENTS);
    expect(await driver.evaluate(() => location.hash)).toBe('');
    const reopened = (await waitInPage(driver, 'the JSON-LD', jsonLdTexts))!;
    expect(reopened.map((text) => JSON.parse(text) as unknown)).toEqual([expected]);
    expect(await driver.evaluate(actionStatus)).toBe('');

    await changeRecipe(driver, 'no oven, I only have a pan');
    await waitForVersion(driver, 'Stovetop Frittata', 'Version 2 of 2');
    expect(server.provider.requests).toHaveLength(2);
    expect(server.provider.requests[1]!.body.messages?.slice(1)).toEqual([
      { role: 'user', content: `I have ${INGREDIENTS.join(', ')}. Please give me a recipe!` },
      { role: 'assistant', content: TYPICAL_RECIPE },
      { role: 'user', content: 'Please change this recipe: no oven, I only have a pan' },
    ]);
    expect(await driver.consoleErrors()).toEqual([]);
  });

  it('shows a hostile link as text, and refuses an oversized or cut link with an alert, keeping the list', async () => {
    const { driver, server } = e2e;
    const markdown = [
      '# </script><script>window.__pwned = 1</script>',
      '',
      '<img src=x onerror="window.__pwned = 2"> <b>not bold</b>',
      '',
      '[click me](javascript:window.__pwned=3)',
    ].join('\n');
    const shared: SharedRecipe = {
      markdown,
      ingredients: ['milk', 'eggs', 'flour'],
      options: {},
      finishReason: 'stop',
    };
    const made = await makeShareFragment(shared);
    if (!made.ok) throw new Error(made.message);
    await openApp(driver, server.pageUrl + made.fragment, DESKTOP);
    const shown = await waitInPage(driver, 'the shared recipe and its JSON-LD', () => {
      const article = document.querySelector('[aria-label="Suggested recipe"] article');
      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
      if (!article?.querySelector('h1') || scripts.length === 0) return null;
      return {
        heading: article.querySelector('h1')!.textContent,
        markup: article.querySelectorAll('img, b, script').length,
        href: article.querySelector('a')?.getAttribute('href') ?? null,
        jsonLd: scripts.map((script) => script.textContent ?? ''),
        pwned: (window as { __pwned?: number }).__pwned ?? null,
      };
    });
    if (!shown) throw new Error('unreachable: waitInPage gives a truthy value');
    expect(shown).toMatchObject({
      heading: '</script><script>window.__pwned = 1</script>',
      markup: 0,
      pwned: null,
    });
    expect(shown.href ?? '').not.toMatch(/javascript/i);
    expect(shown.jsonLd).toHaveLength(1);
    expect(shown.jsonLd[0]).not.toMatch(/[<>&]/);
    expect(JSON.parse(shown.jsonLd[0]!)).toEqual(
      toRecipeJsonLd(readRecipe(markdown, { finishReason: 'stop' })),
    );
    expect(await driver.consoleErrors()).toEqual([]);

    await addByEnter(driver, 'rice');
    const list = ['milk', 'eggs', 'flour', 'rice'];
    /** Goes to `hash` in the same page, and waits for an alert that says `words`. */
    const alertAfter = async (hash: string, words: string) => {
      await driver.evaluate((h: string) => (location.hash = h), hash);
      await waitInPage(
        driver,
        `an alert saying "${words}"`,
        (expected: string) =>
          document.querySelector('[role="alert"]')?.textContent?.includes(expected),
        words,
      );
    };
    // About 1 MB: Firefox refuses addresses over 1 MiB (1,048,576 characters) outright.
    await alertAfter(`#r1.${'A'.repeat(1_000_000)}`, 'too long');
    expect(await entries(driver)).toEqual(list);
    await alertAfter(made.fragment.slice(0, 60), 'damaged');
    expect(await entries(driver)).toEqual(list);
    expect(await driver.evaluate(() => location.hash)).toBe('');
  });
});
