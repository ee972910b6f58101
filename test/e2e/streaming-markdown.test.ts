/**
 * A recipe full of markup streams into Chromium in tokens that split its markers; the text of the
 * recipe is recorded at every animation frame. No frame may show a marker (or any text) that the
 * finished recipe does not show, and the finished recipe renders its table as a table.
 */
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients, recipeRegion } from '../support/recipe-page.js';
import { markedUpTokens, withoutWhitespace } from '../support/streaming-recipe.js';

const e2e = useChromiumHarness({ server: 'per-file' });

/** Installed before the page's scripts: the recipe's text at each frame where it changed. */
function recordFrames() {
  const frames: string[] = [];
  (window as unknown as { recipeFrames: string[] }).recipeFrames = frames;
  const record = () => {
    const text = document.querySelector('.recipe__text')?.textContent ?? '';
    if (text !== (frames.at(-1) ?? '')) frames.push(text);
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

describe('streaming markdown in Chromium', () => {
  it('shows no raw marker in any frame, and renders GFM tables and strike-through', async () => {
    const { page, server } = e2e;
    const tokens = markedUpTokens();
    server.provider.use(streamOf(tokens, { firstTokenDelayMs: 100, tokenDelayMs: 6 }));
    await page.addInitScript(recordFrames);
    await page.goto(server.pageUrl);
    await addIngredients(page, 'garlic', 'bread', 'butter');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Get another recipe' }).waitFor({ timeout: 20_000 });

    const region = recipeRegion(page);
    const finished = withoutWhitespace((await region.locator('.recipe__text').textContent()) ?? '');
    const frames = await page.evaluate(
      () => (window as unknown as { recipeFrames: string[] }).recipeFrames,
    );
    // The stream was seen growing, frame by frame.
    expect(frames.length).toBeGreaterThan(20);
    const wrong = frames
      .map(withoutWhitespace)
      .filter((frame) => !finished.startsWith(frame))
      .map((frame) => `…${frame.slice(-40)}`);
    expect(wrong).toEqual([]);
    expect(finished).not.toMatch(/\*\*|`|\||\]\(|~~/);

    // The finished recipe: a table, strike-through, bold, code and a safe link.
    const table = region.locator('table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['Step', 'Time']);
    expect(await table.locator('tbody tr').count()).toBe(2);
    expect(await table.locator('tbody tr').nth(1).locator('strong').textContent()).toBe('Rest');
    expect(await region.locator('del').textContent()).toBe('No oven');
    expect(await region.locator('h1 strong').textContent()).toBe('Garlic');
    expect(await region.locator('code').first().textContent()).toBe('garlic butter');
    expect(await region.getByRole('link', { name: 'fresh herbs' }).getAttribute('href')).toBe(
      'https://example.com/herbs',
    );
  });
});
