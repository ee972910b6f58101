import { beforeEach, describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { addIngredients, waitForHydration } from '../support/recipe-page.js';
import { useChromiumHarness } from '../support/e2e-harness.js';

const MARKDOWN_CHUNK = /\/assets\/RecipeMarkdown-[^/]+\.js$/;

let requested: string[];

const e2e = useChromiumHarness();

/** Console errors and warnings, and uncaught errors, of the page. */
const consoleProblems = () =>
  e2e.console
    .filter(({ type }) => ['error', 'warning', 'pageerror'].includes(type))
    .map(({ type, text }) => `${type}: ${text}`);

beforeEach(async () => {
  requested = [];
  e2e.page.on('request', (request) => requested.push(request.url()));
  // Keep the header node the HTML parser made, before any script of the page runs.
  await e2e.page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { parsedHeading: Element | null }).parsedHeading =
          document.querySelector('h1');
      }
    });
  });
});

describe('the built page in Chromium', () => {
  it('hydrates the prerendered first screen without a warning', async () => {
    await e2e.page.goto(e2e.server.pageUrl, { waitUntil: 'load' });
    // React took over the prerendered nodes instead of rendering new ones.
    const sameHeading = await e2e.page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return parsed !== null && parsed === document.querySelector('h1') && parsed.isConnected;
    });
    expect(sameHeading).toBe(true);
    // And the page answers: the form's handler is attached.
    await addIngredients(e2e.page, 'milk');
    expect(await e2e.page.getByRole('listitem').allTextContents()).toEqual(['milk']);
    expect(consoleProblems()).toEqual([]);
  });

  it('loads the markdown renderer only when a recipe starts', async () => {
    e2e.server.provider.use(streamOf(['# Pancakes', '\n\nWhisk.'], { firstTokenDelayMs: 50 }));
    await e2e.page.goto(e2e.server.pageUrl, { waitUntil: 'networkidle' });
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    expect(requested.some((url) => url.endsWith('.js'))).toBe(true);
    expect(requested.filter((url) => MARKDOWN_CHUNK.test(url))).toEqual([]);

    const chunkRequest = e2e.page.waitForRequest(MARKDOWN_CHUNK);
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).click();
    await chunkRequest;
    await e2e.page.getByRole('heading', { name: 'Pancakes' }).waitFor();
    expect(consoleProblems()).toEqual([]);
  });

  it('leaves the DOM of finished blocks alone while later text streams', async () => {
    const tokens = ['# Pancakes', '\n\n', 'Whisk ', 'the milk.', '\n\n'];
    for (let step = 1; step <= 12; step += 1) tokens.push(`Step ${step} `);
    e2e.server.provider.use(streamOf(tokens, { firstTokenDelayMs: 50, tokenDelayMs: 40 }));
    await e2e.page.goto(e2e.server.pageUrl);
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).click();
    await e2e.page.getByText('Whisk the milk.').waitFor();

    // Watch the finished heading and paragraph for any change while the rest streams in.
    const watching = await e2e.page.evaluate(() => {
      const article = document.querySelector('.recipe__text')!;
      const finished = [...article.querySelectorAll('h1, p')].filter((node) =>
        ['Pancakes', 'Whisk the milk.'].includes(node.textContent ?? ''),
      );
      const state = window as unknown as { finished: Element[]; changes: number };
      state.finished = finished;
      state.changes = 0;
      const observer = new MutationObserver((records) => (state.changes += records.length));
      for (const node of finished) {
        observer.observe(node, { subtree: true, childList: true, characterData: true });
      }
      return finished.length;
    });
    expect(watching).toBe(2);

    await e2e.page.getByText('Step 12', { exact: false }).waitFor();
    const after = await e2e.page.evaluate(() => {
      const state = window as unknown as { finished: Element[]; changes: number };
      return {
        changes: state.changes,
        connected: state.finished.every((node) => node.isConnected),
        same: state.finished[0] === document.querySelector('.recipe__text h1'),
      };
    });
    expect(after).toEqual({ changes: 0, connected: true, same: true });
  });

  it('never submits the prerendered form natively before React runs it: no reload', async () => {
    // Hold the page's React code, to act in the window before hydration.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await e2e.page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await e2e.page.goto(e2e.server.pageUrl, { waitUntil: 'domcontentloaded' });
    await e2e.page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const field = e2e.page.getByPlaceholder('e.g. milk (must add 3 or more ingredients)');
    await field.press('Enter');
    await e2e.page.getByRole('button', { name: '+ Add ingredient' }).click();

    release();
    await waitForHydration(e2e.page);
    // Neither submit reloaded the page.
    expect(e2e.page.url()).toBe(e2e.server.pageUrl);
    expect(
      await e2e.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await addIngredients(e2e.page, 'milk');
    expect(await e2e.page.getByRole('listitem').allTextContents()).toEqual(['milk']);
    expect(consoleProblems()).toEqual([]);
  });
});
