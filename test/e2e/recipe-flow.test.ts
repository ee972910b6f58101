import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { SYSTEM_MESSAGE } from '../../src/recipe/prompt.js';
import { streamOf } from '../fake-provider.js';
import { launchChromium } from '../support/browser.js';
import { addIngredients, recipeRegion } from '../support/recipe-page.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const RECIPE_TOKENS = [
  '# Fluffy ',
  'Pancakes',
  '\n\n',
  '1. Whisk ',
  'the **milk**',
  ' and eggs.\n',
  '2. Fold in flour.',
];

let browser: Browser;
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
  page = await browser.newPage();
  consoleErrors = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(server.pageUrl);
});
afterEach(async () => {
  await page.close();
  await server.close();
});

describe('the recipe flow in Chromium', () => {
  it('shows the header with its icon from /Recipe-generator/assets/', async () => {
    await expect.poll(() => page.title()).toBe('Recipe Generator');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Recipe Generator');
    const icon = page.locator('header img');
    expect(await icon.getAttribute('src')).toBe('/Recipe-generator/assets/chef-icon.svg');
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('streams a recipe word by word from three ingredients and renders it as markdown', async () => {
    server.provider.use(streamOf(RECIPE_TOKENS, { firstTokenDelayMs: 50, tokenDelayMs: 150 }));
    await addIngredients(page, 'milk', 'eggs', 'flour');
    expect(await page.getByRole('listitem').allTextContents()).toEqual(['milk', 'eggs', 'flour']);
    await page.getByRole('button', { name: 'Get a recipe' }).click();

    // The first words are on screen while the recipe is still being written.
    await page.getByText('Fluffy').waitFor();
    expect(await recipeRegion(page).getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('button', { name: 'Get a recipe' }).isDisabled()).toBe(true);

    await page.getByText('Fold in flour.').waitFor();
    await expect.poll(() => recipeRegion(page).getAttribute('aria-busy')).toBeNull();
    // The markdown renderer is loaded lazily: until then the words show as plain text.
    await page.getByRole('heading', { name: 'Fluffy Pancakes' }).waitFor();
    expect(await recipeRegion(page).locator('strong').textContent()).toBe('milk');
    expect(await recipeRegion(page).getAttribute('aria-live')).toBe('polite');
    expect(await page.getByRole('button', { name: 'Get a recipe' }).isEnabled()).toBe(true);

    expect(server.provider.requests).toHaveLength(1);
    expect(server.provider.requests[0]!.body).toMatchObject({
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
      max_tokens: 512,
      messages: [
        { role: 'system', content: SYSTEM_MESSAGE },
        { role: 'user', content: 'I have milk, eggs, flour. Please give me a recipe!' },
      ],
    });
    expect(consoleErrors).toEqual([]);
  });

  it('explains a provider failure in plain words, in an alert and the console', async () => {
    server.provider.use({
      kind: 'reply',
      status: 401,
      contentType: 'application/json',
      body: '{"error":"Invalid credentials in Authorization header"}',
    });
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(RECIPE_ERRORS.provider_auth.message);
    expect(await recipeRegion(page).locator('article').count()).toBe(0);
    expect(consoleErrors.some((text) => text.includes('Recipe request failed'))).toBe(true);
  });

  it('keeps the text written so far when the provider fails mid-stream', async () => {
    server.provider.use(streamOf(RECIPE_TOKENS, { tokenDelayMs: 20, resetAfter: 3 }));
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('alert').waitFor();
    // The markdown renderer is loaded lazily: until then the words show as plain text.
    await page.getByRole('heading', { name: 'Fluffy Pancakes' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(RECIPE_ERRORS.provider_error.message);
  });

  it('clears the previous recipe when a new one is asked for', async () => {
    server.provider.use(streamOf(['First recipe']));
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByText('First recipe').waitFor();
    server.provider.use({
      kind: 'reply',
      status: 503,
      contentType: 'text/plain',
      body: 'overloaded',
    });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByText('First recipe').count()).toBe(0);
    expect(await page.getByRole('alert').textContent()).toContain(
      RECIPE_ERRORS.provider_busy.message,
    );
  });

  it('aborts the provider call within a second when the visitor closes the tab', async () => {
    server.provider.use(streamOf(RECIPE_TOKENS, { tokenDelayMs: 10_000 }));
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByText('Fluffy').waitFor();
    const closedAt = Date.now();
    await page.close();
    const abortedAt = await server.provider.requests[0]!.aborted;
    expect(abortedAt - closedAt).toBeLessThan(1000);
    page = await browser.newPage();
  });
});

describe('without a provider configured', () => {
  it('tells the visitor the recipe writer is not set up', async () => {
    // A fresh page too: the old one may still hold a connection to the old server.
    await page.close();
    await server.close();
    server = await startTestServer({ RECIPE_ENDPOINT_URL: '' });
    page = await browser.newPage();
    await page.goto(server.pageUrl);
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(RECIPE_ERRORS.not_configured.message);
  });
});
