/**
 * The shared text and food rules, end to end in Chromium: the page explains them beside the
 * field, and the server refuses the same entries when a request skips the page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeIngredientProblem } from '../../src/recipe/ingredient-rules.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients, fieldHint, waitForHydration } from '../support/recipe-page.js';

// One page for the file: the second test goes on from the list the first one left.
const e2e = useChromiumHarness({ server: 'per-file' });
beforeAll(async () => {
  await e2e.page.goto(e2e.server.pageUrl);
  await waitForHydration(e2e.page);
});

const entries = () => e2e.page.locator('.ingredients__list > li').allTextContents();

/** Posts from the page itself, as a script skipping the form would. */
function postFromPage(ingredients: string[]) {
  return e2e.page.evaluate(
    async (body) => {
      const response = await fetch('api/recipe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { ingredients },
  );
}

describe('text as people see it, in Chromium', () => {
  it('refuses an invisible character and counts emoji as characters, in the page and on the server', async () => {
    const { page, server } = e2e;
    await addIngredients(page, 'milk', 'milk\u200b');
    expect(await fieldHint(page)).toBe(describeIngredientProblem('invisible_characters'));
    await addIngredients(page, 'a🍳');
    expect(await fieldHint(page)).toBe(describeIngredientProblem('too_short'));
    await addIngredients(page, '🍳'.repeat(80));
    expect(await fieldHint(page)).toBe('');
    expect(await entries()).toEqual(['milk', '🍳'.repeat(80)]);

    const before = server.provider.requests.length;
    for (const [ingredients, problem] of [
      [['milk', 'flour', 'milk\u200b'], 'invisible_characters'],
      [['milk', 'eggs', 'a🍳'], 'too_short'],
    ] as const) {
      expect(await postFromPage([...ingredients])).toEqual({
        status: 400,
        body: {
          error: {
            code: 'invalid_ingredients',
            message: `"${ingredients[2]!.replace('\u200b', '')}": ${describeIngredientProblem(problem)}`,
          },
        },
      });
    }
    expect(server.provider.requests.length).toBe(before);
  });

  it('refuses what is not food, keeps foods sharing a word, in the page and on the server', async () => {
    const { page, server } = e2e;
    await page.getByRole('button', { name: 'Clear list' }).click();
    await addIngredients(page, 'bleach');
    expect(await fieldHint(page)).toBe(describeIngredientProblem('not_food'));
    await addIngredients(page, 'rat poison');
    expect(await fieldHint(page)).toBe(describeIngredientProblem('not_food'));
    await addIngredients(page, 'bleached flour', "baker's ammonia", 'glutinous rice');
    expect(await fieldHint(page)).toBe('');
    expect(await entries()).toEqual(['bleached flour', "baker's ammonia", 'glutinous rice']);

    const before = server.provider.requests.length;
    const refused = await postFromPage(['milk', 'eggs', 'drain cleaner']);
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_ingredients' } },
    });
    expect(server.provider.requests.length).toBe(before);
  });
});
