import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGE } from '../../src/recipe/prompt.js';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { streamOf } from '../fake-provider.js';
import { launchChromium } from '../support/browser.js';
import { addIngredients, recipeRegion } from '../support/recipe-page.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const TOKENS = ['# Quick ', 'Omelette', '\n\n', '1. Beat the **eggs**.\n', '2. Cook gently.'];
const MARKDOWN = TOKENS.join('');
const USER_MESSAGE = 'I have milk, eggs, flour. Please give me a recipe!';

let browser: Browser;
let context: BrowserContext;
let server: TestServer;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  server = await startTestServer();
  context = await browser.newContext({ viewport: { width: 800, height: 500 } });
  page = await context.newPage();
  consoleErrors = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(server.pageUrl);
});
afterEach(async () => {
  await context.close();
  await server.close();
});

const button = (name: string) => page.getByRole('button', { name, exact: true });

async function askForRecipe() {
  await addIngredients(page, 'milk', 'eggs', 'flour');
  await button('Get a recipe').click();
}

describe('writing the recipe in Chromium', () => {
  it('shows a writing indicator before the first words and scrolls the recipe into view', async () => {
    server.provider.use({ kind: 'hang' });
    await addIngredients(page, 'milk', 'eggs', 'flour');
    const area = page.locator('.recipe-area');
    const top = () => area.evaluate((element) => element.getBoundingClientRect().top);
    expect(await top()).toBeGreaterThan(500); // below the fold of the 500 px tall window
    await button('Get a recipe').click();
    const indicator = page.getByText('Writing your recipe…');
    await indicator.waitFor();
    expect(await indicator.isVisible()).toBe(true);
    expect(await recipeRegion(page).getAttribute('aria-busy')).toBe('true');
    // Scrolled so the indicator is on screen (as far as the page can scroll).
    const inView = () =>
      indicator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(inView, { timeout: 10_000 }).toBe(true);
    expect(await top()).toBeLessThan(500);
    await button('Stop').click();
  });

  it('Stop aborts the call all the way to the provider and keeps what was written', async () => {
    server.provider.use(streamOf(TOKENS, { tokenDelayMs: 60_000 }));
    await askForRecipe();
    await recipeRegion(page).getByText('Quick').waitFor();
    const request = await server.provider.waitForRequests(1);
    await button('Stop').click();
    const abortedAt = await request.aborted; // resolves only when the provider's caller hung up
    expect(abortedAt).toBeGreaterThan(0);
    await page.getByText('You stopped the recipe. What was written so far is kept.').waitFor();
    expect(await recipeRegion(page).getByText('Quick').isVisible()).toBe(true);
    expect(await recipeRegion(page).getAttribute('aria-busy')).toBeNull();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await button('Stop').count()).toBe(0);
    expect(await button('Get another recipe').isVisible()).toBe(true);
    expect(await button('Get a recipe').isEnabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('Stop before the first words aborts the waiting provider call and leaves no recipe', async () => {
    server.provider.use({ kind: 'hang' });
    await askForRecipe();
    const request = await server.provider.waitForRequests(1);
    await page.getByText('Writing your recipe…').waitFor();
    await button('Stop').click();
    expect(await request.aborted).toBeGreaterThan(0);
    await page.getByText('You stopped the recipe.', { exact: false }).waitFor();
    expect(await recipeRegion(page).locator('article').count()).toBe(0);
    expect(await page.getByText('Writing your recipe…').count()).toBe(0);
  });

  it('Get another recipe asks again with the same ingredients for a fresh answer', async () => {
    let answer = 0;
    server.provider.use(() => streamOf([`# Answer ${++answer}`]));
    await askForRecipe();
    await recipeRegion(page).getByRole('heading', { name: 'Answer 1' }).waitFor();
    await button('Get another recipe').click();
    await recipeRegion(page).getByRole('heading', { name: 'Answer 2' }).waitFor();
    expect(await page.getByText('Answer 1').count()).toBe(0);
    expect(server.provider.requests).toHaveLength(2);
    expect(server.provider.requests[1]!.body.messages).toEqual(
      server.provider.requests[0]!.body.messages,
    );
    expect(server.provider.requests[1]!.body.messages?.[1]?.content).toBe(USER_MESSAGE);
  });

  it('says so when the recipe was cut off at the token limit', async () => {
    server.provider.use(streamOf(['# Long stew', '\n\n1. Chop'], { finishReason: 'length' }));
    await askForRecipe();
    await page.getByText('This recipe was cut off', { exact: false }).waitFor();
    await recipeRegion(page).getByRole('listitem').filter({ hasText: 'Chop' }).waitFor();
    expect(await recipeRegion(page).getByRole('heading', { name: 'Long stew' }).isVisible()).toBe(
      true,
    );
  });

  it('does not claim a cut-off when the recipe finished normally', async () => {
    server.provider.use(streamOf(TOKENS));
    await askForRecipe();
    await button('Get another recipe').waitFor();
    expect(await page.getByText('This recipe was cut off', { exact: false }).count()).toBe(0);
  });

  it('offers Try again beside an error alert, and it works', async () => {
    server.provider.use({ kind: 'reply', status: 503, contentType: 'text/plain', body: 'busy' });
    await askForRecipe();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(RECIPE_ERRORS.provider_busy.message);
    server.provider.use(streamOf(TOKENS));
    await button('Try again').click();
    await recipeRegion(page).getByRole('heading', { name: 'Quick Omelette' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await button('Try again').count()).toBe(0);
    expect(server.provider.requests).toHaveLength(2);
    expect(server.provider.requests[1]!.body.messages).toEqual(
      server.provider.requests[0]!.body.messages,
    );
  });

  it('Copy puts the recipe markdown on the clipboard', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.origin,
    });
    server.provider.use(streamOf(TOKENS));
    await askForRecipe();
    await button('Copy').click();
    await page.getByText('Recipe copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MARKDOWN);
  });

  it('Print shows only the recipe', async () => {
    server.provider.use(streamOf(TOKENS));
    await askForRecipe();
    await recipeRegion(page).getByRole('heading', { name: 'Quick Omelette' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const display = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).display);
    for (const selector of [
      'header',
      'form.add-ingredient',
      '.ingredients',
      '.get-recipe',
      '.options',
      '.recipe-actions',
    ]) {
      expect(await display(selector), selector).toBe('none');
    }
    expect(
      await recipeRegion(page).getByRole('heading', { name: 'Quick Omelette' }).isVisible(),
    ).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await display('header')).not.toBe('none');
  });
});

describe('options in Chromium', () => {
  it('sends servings and dietary needs in the system message only, and nothing when off', async () => {
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/recipe')) bodies.push(request.postData() ?? '');
    });
    server.provider.use(streamOf(TOKENS));
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByText('Options: servings and dietary needs').click();
    await page.getByLabel('Servings').selectOption('4');
    await page.getByLabel('vegan').check();
    await page.getByLabel('gluten-free').check();
    await button('Get a recipe').click();
    await button('Get another recipe').waitFor();
    expect(server.provider.requests[0]!.body.messages).toEqual([
      {
        role: 'system',
        content: `${SYSTEM_MESSAGE} The recipe should serve 4 people. The recipe must be vegan, gluten-free.`,
      },
      { role: 'user', content: USER_MESSAGE },
    ]);
    expect(JSON.parse(bodies[0]!)).toEqual({
      ingredients: ['milk', 'eggs', 'flour'],
      options: { servings: 4, diet: ['vegan', 'gluten-free'] },
    });

    // Back to no options: the request is exactly the original one again.
    await page.getByLabel('Servings').selectOption('');
    await page.getByLabel('vegan').uncheck();
    await page.getByLabel('gluten-free').uncheck();
    await button('Get another recipe').click();
    await expect.poll(() => server.provider.requests.length).toBe(2);
    await button('Get another recipe').waitFor();
    expect(bodies[1]).toBe('{"ingredients":["milk","eggs","flour"]}');
    expect(server.provider.requests[1]!.body.messages).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: USER_MESSAGE },
    ]);
  });
});
