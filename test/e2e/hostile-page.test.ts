/**
 * The page against the worst answer for the wishes check and against hostile imports: what it
 * shows and sends, counted (the time each takes is a bench figure, bench/hostile-page.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerOfDistinctPairs } from '../support/worst-wishes-answer.js';
import { findChangeProblem } from '../../src/recipe/revision-rules.js';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { hostileImportFiles } from '../support/hostile-imports.js';
import {
  addIngredients,
  chooseAvoid,
  recipeRegion,
  waitForHydration,
} from '../support/recipe-page.js';

const e2e = useChromiumHarness({ page: false });

async function openApp(): Promise<Page> {
  const page = await e2e.open();
  await page.goto(e2e.server.pageUrl);
  await waitForHydration(page);
  return page;
}

describe('the worst answer for the wishes check in Chromium', () => {
  it('marks at most 200 places, lists 20 conflicts and counts the rest, and Rewrite sends a change the server takes', async () => {
    const page = await openApp();
    // 8,000 characters: the longest recipe the server takes back for a change.
    const answer = answerOfDistinctPairs(8000);
    e2e.server.provider.use(streamOf(answer.match(/[\s\S]{1,512}/g)!));
    await addIngredients(page, 'rice', 'oil', 'salt');
    await chooseAvoid(page, 'eggs', 'dairy');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const notice = page.locator('.wishes-notice');
    await notice.waitFor();
    const items = await notice.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(21);
    expect(items.at(-1)).toMatch(/^And [\d,]+ more like these\.$/);
    // Every place the check found is in the text; the first 200 are marked.
    expect(await recipeRegion(page).locator('article mark').count()).toBe(200);
    const shown = await recipeRegion(page).locator('article').textContent();
    expect(shown?.replace(/\s/g, '')).toBe(answer.replace(/\s/g, ''));

    e2e.server.provider.use(streamOf(['# Rice\n\nBoil the rice.']));
    await page.getByRole('button', { name: 'Rewrite without these' }).click();
    await recipeRegion(page).getByRole('heading', { name: 'Rice' }).waitFor();
    const requests = e2e.server.provider.requests;
    expect(requests).toHaveLength(2);
    const asked = String(requests[1]!.body.messages?.at(-1)?.content);
    const change = asked.replace(/^Please change this recipe: /, '');
    expect(change).not.toBe(asked);
    expect(findChangeProblem(change)).toBeNull();
    expect([...change].length).toBeLessThanOrEqual(200);
    expect(change).toMatch(/^Replace .+: leave out dairy and eggs\.$/);
    expect(e2e.consoleErrors).toEqual([]);
  });
});

describe('hostile files given to Import in Chromium', () => {
  it('refuses or imports each with a clear message, keeping the visitor’s own recipe', async () => {
    const page = await openApp();
    e2e.server.provider.use(streamOf(['# Own ', 'pancakes\n\n', 'Whisk milk and eggs.']));
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const region = page.getByRole('region', { name: 'My recipes' });
    await region.getByRole('button', { name: 'Show my recipes' }).click();
    const names = () => region.locator('.my-recipe__name').allTextContents();
    await expect.poll(names).toEqual(['Own pancakes']);

    const files = hostileImportFiles();
    const folder = await mkdtemp(join(tmpdir(), 'hostile-imports-'));
    const message = region.locator('.my-recipes__message');
    const expected: Record<string, RegExp> = {
      '10,000 entries':
        /^This file holds more than 200 recipes, more than this page keeps, so nothing was imported\.$/,
      'a 4 MB name': /^Imported 1 recipe\.$/,
      // Soup 0 came with the 4 MB name: merged, what it adds counted; the characters run out
      // before the count of 200 (the page used to blame the two recipes already here).
      '3 MB of recipes':
        /^Imported 197 recipes, 1 of them already kept \(their versions merged\)\. Not imported, as there is no room left for them in this browser \(this page keeps at most 1,500,000 characters of recipes\): 3 recipes \(Soup 197, Soup 198, Soup 199\)\.$/,
    };
    try {
      for (const [name, text] of Object.entries(files)) {
        const path = join(folder, `${name.replace(/\W+/g, '-')}.json`);
        await writeFile(path, text);
        await region.getByLabel('Import recipes').setInputFiles(path);
        await expect
          .poll(() => message.textContent(), { timeout: 30_000 })
          .toMatch(expected[name]!);
        expect(await names()).toContain('Own pancakes');
      }
    } finally {
      await rm(folder, { recursive: true });
    }
    await page.reload();
    await region.getByRole('button', { name: 'Show my recipes' }).click();
    await region.locator('.my-recipes__count').waitFor();
    await expect.poll(names).toContain('Own pancakes');
  }, 120_000);
});
