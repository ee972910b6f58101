/** Figures measured in headless Chromium against the server under test. */
import { deflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { SHARE_FRAGMENT_PREFIX, toBase64Url } from '../src/client/take-along/share-fragment.js';
import { streamOf, type FakeProvider } from '../test/fake-provider.js';
import { DEEP_RECIPES } from '../test/support/deep-markdown.js';
import { addIngredients } from '../test/support/recipe-page.js';
import { recipeTokens } from './recipe-text.js';
import type { ServerUnderTest } from './server-process.js';

interface PageProbe {
  /** Date.now() at the first frame after recipe text entered the DOM. */
  firstTextAt: number | null;
  longTasks: { start: number; duration: number }[];
  /** Frames drawn, and DOM updates of the recipe in each frame while it was being written. */
  frame: number;
  updatesInFrame: Map<number, number>;
}

/** Installed before the page's own scripts: watches the recipe area, frames and long tasks. */
function installProbe() {
  const probe: PageProbe = {
    firstTextAt: null,
    longTasks: [],
    frame: 0,
    updatesInFrame: new Map(),
  };
  (window as unknown as { probe: PageProbe }).probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const tick = () => {
    probe.frame += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  document.addEventListener('DOMContentLoaded', () => {
    const region = document.querySelector('.recipe');
    if (!region) throw new Error('no .recipe region to watch');
    new MutationObserver(() => {
      if (region.getAttribute('aria-busy') === 'true') {
        probe.updatesInFrame.set(probe.frame, (probe.updatesInFrame.get(probe.frame) ?? 0) + 1);
      }
      // The recipe's own text, not the "writing" indicator shown before it.
      const text = region.querySelector('.recipe__text')?.textContent ?? '';
      if (probe.firstTextAt === null && text.trim() !== '') {
        // The text is in the DOM; it is on screen in the frame drawn next.
        probe.firstTextAt = -1;
        requestAnimationFrame(() => (probe.firstTextAt = Date.now()));
      }
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
}

export async function freshPage(
  browser: Browser,
  server: ServerUnderTest,
  /** The browser's language (Accept-Language), which picks the prerendered page sent. */
  locale?: string,
): Promise<Page> {
  const context = await browser.newContext(locale === undefined ? {} : { locale });
  const page = await context.newPage();
  // tsx (esbuild) wraps named inner functions in __name(); the page has no such helper.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.addInitScript(installProbe);
  await page.goto(server.pageUrl, { waitUntil: 'networkidle' });
  return page;
}

export async function askForRecipe(page: Page): Promise<void> {
  await addIngredients(page, 'milk', 'eggs', 'flour');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
}

export async function closePage(page: Page) {
  await page.context().close();
}

/** Milliseconds from the provider writing its first token to that text on screen, per run. */
export async function measureFirstWords(
  browser: Browser,
  provider: FakeProvider,
  server: ServerUnderTest,
  runs = 5,
): Promise<number[]> {
  provider.use(streamOf(recipeTokens(512), { firstTokenDelayMs: 300, tokenDelayMs: 25 }));
  const delays: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await freshPage(browser, server);
    const before = provider.requests.length;
    await askForRecipe(page);
    const shownAt = await page.waitForFunction(() => {
      const at = (window as unknown as { probe: PageProbe }).probe.firstTextAt;
      return at !== null && at > 0 ? at : null;
    });
    const request = provider.requests[before];
    const firstTokenAt = request?.firstTokenAt;
    if (firstTokenAt === null || firstTokenAt === undefined) {
      throw new Error('the provider recorded no first token');
    }
    delays.push(((await shownAt.jsonValue()) as number) - firstTokenAt);
    await closePage(page);
  }
  return delays;
}

export interface WeightResult {
  jsBeforeInteraction: number;
  cssBeforeInteraction: number;
  totalAfterRecipe: number;
  jsCssAfterRecipe: number;
  files: { name: string; bytes: number }[];
}

interface LoadedFile {
  name: string;
  type: string;
  bytes: number;
}

function loadedFiles(page: Page): Promise<LoadedFile[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .concat(performance.getEntriesByType('resource'))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { name: timing.name, type: timing.initiatorType, bytes: timing.encodedBodySize };
      }),
  );
}

/** JS before interaction (brotli) of the page a browser asking for `locale` is sent, and its files. */
export async function measureJsBeforeInteraction(
  browser: Browser,
  server: ServerUnderTest,
  locale: string,
): Promise<{ bytes: number; files: { name: string; bytes: number }[] }> {
  const page = await freshPage(browser, server, locale);
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== locale.split('-')[0]) throw new Error(`asked for ${locale}, sent ${lang}`);
  const files = (await loadedFiles(page))
    .filter((file) => /\.m?js$/.test(file.name))
    .map((file) => ({ name: new URL(file.name).pathname, bytes: file.bytes }));
  await closePage(page);
  return { bytes: files.reduce((total, file) => total + file.bytes, 0), files };
}

/** Compressed bytes (brotli, as Chromium asks for it) of what the page loads. */
export async function measureWeight(
  browser: Browser,
  provider: FakeProvider,
  server: ServerUnderTest,
): Promise<WeightResult> {
  provider.use(streamOf(recipeTokens(60)));
  const page = await freshPage(browser, server);
  const sum = (files: LoadedFile[], pattern: RegExp) =>
    files.filter((file) => pattern.test(file.name)).reduce((total, file) => total + file.bytes, 0);
  const initial = await loadedFiles(page);
  await askForRecipe(page);
  await page.waitForFunction(
    () =>
      document.querySelector('.recipe h1') !== null &&
      !document.querySelector('.recipe')!.hasAttribute('aria-busy') &&
      // The recipe's JSON-LD, and the markdown reader behind it, are part of showing it.
      document.querySelector('script[type="application/ld+json"]') !== null,
  );
  // The recipe itself (the API's event stream) is content, not page weight.
  const after = (await loadedFiles(page)).filter((file) => !file.name.includes('/api/'));
  await closePage(page);
  return {
    jsBeforeInteraction: sum(initial, /\.m?js$/),
    cssBeforeInteraction: sum(initial, /\.css$/),
    totalAfterRecipe: after.reduce((total, file) => total + file.bytes, 0),
    jsCssAfterRecipe: sum(after, /\.(m?js|css)$/),
    files: after.map((file) => ({ name: new URL(file.name).pathname, bytes: file.bytes })),
  };
}

export interface StreamingResult {
  tokens: number;
  longTasks: number[];
  maxUpdatesPerFrame: number;
  framesWithUpdates: number;
  seconds: number;
}

/** A 2,000-token recipe streamed fast (5 ms per token): long tasks and updates per frame. */
export async function measureStreaming(
  browser: Browser,
  provider: FakeProvider,
  server: ServerUnderTest,
  tokens = 2000,
): Promise<StreamingResult> {
  const recipe = recipeTokens(tokens);
  provider.use(streamOf(recipe, { firstTokenDelayMs: 100, tokenDelayMs: 5 }));
  const page = await freshPage(browser, server);
  const clickedAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  await askForRecipe(page);
  await page.waitForFunction(
    () => document.querySelector('.recipe')!.getAttribute('aria-busy') === 'true',
  );
  await page.waitForFunction(
    () => !document.querySelector('.recipe')!.hasAttribute('aria-busy'),
    undefined,
    { timeout: 90_000 },
  );
  const seconds = (Date.now() - started) / 1000;
  const probe = await page.evaluate(() => {
    const { longTasks, updatesInFrame } = (window as unknown as { probe: PageProbe }).probe;
    return { longTasks, updates: [...updatesInFrame.values()] };
  });
  const lastWords = recipe.slice(-3).join('').trim();
  const shown = await page.locator('.recipe').textContent();
  await closePage(page);
  if (!shown?.includes(lastWords)) throw new Error('the streamed recipe did not arrive whole');
  return {
    tokens,
    longTasks: probe.longTasks
      .filter((task) => task.start >= clickedAt)
      .map((task) => task.duration),
    maxUpdatesPerFrame: Math.max(0, ...probe.updates),
    framesWithUpdates: probe.updates.length,
    seconds,
  };
}

export interface DeepRecipeResult {
  /** The longest main-thread task for each deep recipe, as a model answer and as a link. */
  longestTasks: { name: string; answerMs: number; linkMs: number }[];
}

/** The tasks over 50 ms after `startedAt` (performance.now() in the page), from then. */
export async function longTasksSince(
  page: Page,
  startedAt: number,
): Promise<{ start: number; duration: number }[]> {
  const tasks = await page.evaluate(
    () => (window as unknown as { probe: PageProbe }).probe.longTasks,
  );
  return tasks
    .filter((task) => task.start >= startedAt)
    .map((task) => ({ start: task.start - startedAt, duration: task.duration }));
}

/** The longest task after `startedAt` (performance.now() in the page), 0 when none was over 50 ms. */
export async function longestTaskSince(page: Page, startedAt: number): Promise<number> {
  return Math.max(0, ...(await longTasksSince(page, startedAt)).map((task) => task.duration));
}

/**
 * The four recipes nested deeper than a renderer can walk (a line of `>`, `- `, `1. ` or `* `
 * markers), each streamed whole as a model's answer and opened as a shared link: the longest
 * main-thread task from the click (or the link) until the recipe or the refusal is shown.
 */
export async function measureDeepRecipes(
  browser: Browser,
  provider: FakeProvider,
  server: ServerUnderTest,
): Promise<DeepRecipeResult> {
  const longestTasks: DeepRecipeResult['longestTasks'] = [];
  for (const [name, markdown] of Object.entries(DEEP_RECIPES)) {
    provider.use(streamOf(markdown.match(/[\s\S]{1,500}/g)!));
    let page = await freshPage(browser, server);
    let startedAt = await page.evaluate(() => performance.now());
    await askForRecipe(page);
    await page.getByText('Serve warm.').waitFor();
    await page.waitForFunction(() => !document.querySelector('.recipe')!.hasAttribute('aria-busy'));
    const answerMs = await longestTaskSince(page, startedAt);
    await closePage(page);

    page = await freshPage(browser, server);
    const payload = JSON.stringify({ m: markdown, i: ['milk', 'eggs', 'flour'] });
    const link = SHARE_FRAGMENT_PREFIX + toBase64Url(deflateRawSync(payload));
    startedAt = await page.evaluate(() => performance.now());
    await page.evaluate((hash) => (location.hash = hash), link);
    await page.getByRole('alert').waitFor();
    const linkMs = await longestTaskSince(page, startedAt);
    await closePage(page);
    longestTasks.push({ name, answerMs, linkMs });
  }
  return { longestTasks };
}

export interface HostileAnswerResult {
  /** The longest main-thread task while each hostile answer streamed in, until it was shown. */
  answers: { name: string; longestMs: number }[];
  /** A shared link of 3,990 `*`, a word and 3,989 `*`: the longest task and when it was answered. */
  link: { longestMs: number; answeredMs: number };
}

const HOSTILE_ANSWERS: Record<string, string> = {
  // Thousands of brackets and emphasis openers, never closed: healed again every frame.
  'brackets and openers': `# Soup\n\n${'[*a '.repeat(8000)}`,
  // A tail of markers at the very end of every frame.
  'a run of 30,000 *': `# Soup\n\nStir ${'*'.repeat(30_000)}`,
};

/** Hostile answers streamed in 100-character pieces, and a hostile shared link. */
export async function measureHostileAnswers(
  browser: Browser,
  provider: FakeProvider,
  server: ServerUnderTest,
): Promise<HostileAnswerResult> {
  const answers: HostileAnswerResult['answers'] = [];
  for (const [name, markdown] of Object.entries(HOSTILE_ANSWERS)) {
    provider.use(streamOf(markdown.match(/[\s\S]{1,100}/g)!));
    const page = await freshPage(browser, server);
    const startedAt = await page.evaluate(() => performance.now());
    await askForRecipe(page);
    await page.locator('.recipe__text').first().waitFor();
    await page.waitForFunction(
      () => !document.querySelector('.recipe')!.hasAttribute('aria-busy'),
      undefined,
      { timeout: 60_000 },
    );
    answers.push({ name, longestMs: await longestTaskSince(page, startedAt) });
    await closePage(page);
  }
  const page = await freshPage(browser, server);
  const payload = JSON.stringify({
    m: `${'*'.repeat(3990)}a${'*'.repeat(3989)}`,
    i: ['milk', 'eggs', 'flour'],
  });
  const link = SHARE_FRAGMENT_PREFIX + toBase64Url(deflateRawSync(payload));
  const startedAt = await page.evaluate(() => performance.now());
  await page.evaluate((hash) => (location.hash = hash), link);
  await page.getByRole('alert').waitFor();
  const answeredMs = (await page.evaluate(() => performance.now())) - startedAt;
  const longestMs = await longestTaskSince(page, startedAt);
  await closePage(page);
  return { answers, link: { longestMs, answeredMs } };
}
