/**
 * The page against the worst answers and files known: a 32 KB answer of distinct dairy and egg
 * word pairs (as it arrives and on Rewrite), and hostile files given to Import. Longest
 * main-thread task of each, in headless Chromium.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { streamOf, type FakeProvider } from '../test/fake-provider.js';
import { hostileImportFiles } from '../test/support/hostile-imports.js';
import { addIngredients, chooseAvoid } from '../test/support/recipe-page.js';
import { answerOfDistinctPairs } from '../test/support/worst-wishes-answer.js';
import { closePage, freshPage, longTasksSince, longestTaskSince } from './page.js';
import type { ServerUnderTest } from './server-process.js';

export interface WorstWishesResult {
  /** Longest task from the click until the notice was shown (the 32 KB answer streamed, checked). */
  arrivalMs: number;
  /** Each task over 50 ms: its length and when it began, from the click. */
  arrivalTasks: string;
  marks: number;
  /** Longest task from Rewrite until the revision reached the provider (an 8,000-character answer). */
  rewriteMs: number;
  change: string;
}

/** Asks with things to avoid that the answer breaks; resolves once the notice is shown. */
async function askAndWaitForNotice(page: Page, provider: FakeProvider, answer: string) {
  provider.use(streamOf(answer.match(/[\s\S]{1,512}/g)!));
  await addIngredients(page, 'rice', 'oil', 'salt');
  await chooseAvoid(page, 'eggs', 'dairy');
  const startedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.locator('.wishes-notice').waitFor({ timeout: 60_000 });
  return startedAt;
}

export async function measureWorstWishesAnswer(
  browser: Browser,
  provider: FakeProvider,
  server: ServerUnderTest,
): Promise<WorstWishesResult> {
  let page = await freshPage(browser, server);
  let arrivalMs: number;
  let arrivalTasks: string;
  let marks: number;
  try {
    const startedAt = await askAndWaitForNotice(page, provider, answerOfDistinctPairs());
    const shownAt = (await page.evaluate(() => performance.now())) - startedAt;
    const tasks = (await longTasksSince(page, startedAt))
      .map((task) => `${task.duration.toFixed(0)} ms at ${task.start.toFixed(0)}`)
      .join(', ');
    arrivalTasks = `${tasks || 'none'}; notice seen at ${shownAt.toFixed(0)} ms`;
    arrivalMs = await longestTaskSince(page, startedAt);
    marks = await page.locator('.recipe article mark').count();
  } finally {
    await closePage(page);
  }
  // A recipe the server takes back for a change is at most 8,000 characters.
  page = await freshPage(browser, server);
  try {
    await askAndWaitForNotice(page, provider, answerOfDistinctPairs(8000));
    provider.use(streamOf(['# Rice\n\nBoil the rice.']));
    const before = provider.requests.length;
    const rewriteAt = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Rewrite without these' }).click();
    await page.getByRole('heading', { name: 'Rice' }).waitFor();
    const rewriteMs = await longestTaskSince(page, rewriteAt);
    const messages = provider.requests[before]?.body.messages ?? [];
    const change = String(messages.at(-1)?.content ?? '');
    return { arrivalMs, arrivalTasks, marks, rewriteMs, change };
  } finally {
    await closePage(page);
  }
}

export interface HostileImportResult {
  name: string;
  bytes: number;
  longestMs: number;
  message: string;
}

/** Each hostile file given to Import on a fresh page: the longest task until its message shows. */
export async function measureHostileImports(
  browser: Browser,
  server: ServerUnderTest,
): Promise<HostileImportResult[]> {
  const results: HostileImportResult[] = [];
  const folder = await mkdtemp(join(tmpdir(), 'hostile-imports-'));
  for (const [name, text] of Object.entries(hostileImportFiles())) {
    const page = await freshPage(browser, server);
    try {
      const region = page.getByRole('region', { name: 'My recipes' });
      await region.getByRole('button', { name: 'Show my recipes' }).click();
      await region.locator('.my-recipes__count').waitFor();
      const startedAt = await page.evaluate(() => performance.now());
      // From a file on disk: a buffer would be copied into the page by the harness, in a task
      // of its own as long as any the page could cause.
      const path = join(folder, 'my-recipes.json');
      await writeFile(path, text);
      await region.getByLabel('Import recipes').setInputFiles(path);
      const message = region.locator('.my-recipes__message');
      await page.waitForFunction(
        () => document.querySelector('.my-recipes__message')?.textContent?.trim(),
        undefined,
        { timeout: 60_000 },
      );
      // The list drawn after an import is part of it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      results.push({
        name,
        bytes: Buffer.byteLength(text),
        longestMs: await longestTaskSince(page, startedAt),
        message: (await message.textContent()) ?? '',
      });
    } finally {
      await closePage(page);
    }
  }
  await rm(folder, { recursive: true });
  return results;
}
