import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { SYSTEM_MESSAGE } from '../../src/server/prompt/prompt.js';
import { gate, streamOf } from '../fake-provider.js';
import { addIngredients, recipeRegion } from '../support/recipe-page.js';
import { useChromiumHarness } from '../support/e2e-harness.js';

const RECIPE_TOKENS = [
  '# Fluffy ',
  'Pancakes',
  '\n\n',
  '1. Whisk ',
  'the **milk**',
  ' and eggs.\n',
  '2. Fold in flour.',
];

const e2e = useChromiumHarness({ goto: true });

describe('the recipe flow in Chromium', () => {
  it('shows the header with its icon from /Recipe-generator/assets/', async () => {
    await expect.poll(() => e2e.page.title()).toBe('Recipe Generator');
    expect(await e2e.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Recipe Generator',
    );
    const icon = e2e.page.locator('header img');
    expect(await icon.getAttribute('src')).toBe('/Recipe-generator/assets/chef-icon.svg');
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('streams a recipe word by word from three ingredients and renders it as markdown', async () => {
    // Held after the first words until the test has seen them while the recipe is written.
    const firstWords = gate();
    e2e.server.provider.use(
      streamOf(RECIPE_TOKENS, {
        firstTokenDelayMs: 50,
        tokenDelayMs: 150,
        holdAfter: 1,
        until: firstWords.opened,
      }),
    );
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    expect(await e2e.page.getByRole('listitem').allTextContents()).toEqual([
      'milk',
      'eggs',
      'flour',
    ]);
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).click();

    // The first words are on screen while the recipe is still being written.
    await e2e.page.getByText('Fluffy').waitFor();
    expect(await recipeRegion(e2e.page).getAttribute('aria-busy')).toBe('true');
    expect(await e2e.page.getByRole('button', { name: 'Get a recipe' }).isDisabled()).toBe(true);
    firstWords.open();

    await e2e.page.getByText('Fold in flour.').waitFor();
    await expect.poll(() => recipeRegion(e2e.page).getAttribute('aria-busy')).toBeNull();
    // The markdown renderer is loaded lazily: until then the words show as plain text.
    await e2e.page.getByRole('heading', { name: 'Fluffy Pancakes' }).waitFor();
    expect(await recipeRegion(e2e.page).locator('strong').textContent()).toBe('milk');
    expect(await recipeRegion(e2e.page).getAttribute('aria-live')).toBe('polite');
    expect(await e2e.page.getByRole('button', { name: 'Get a recipe' }).isEnabled()).toBe(true);

    expect(e2e.server.provider.requests).toHaveLength(1);
    expect(e2e.server.provider.requests[0]!.body).toMatchObject({
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
      max_tokens: 512,
      messages: [
        { role: 'system', content: SYSTEM_MESSAGE },
        { role: 'user', content: 'I have milk, eggs, flour. Please give me a recipe!' },
      ],
    });
    expect(e2e.consoleErrors).toEqual([]);
  });

  /** The provider refuses with `status` and `error`; resolves with the alert's text. */
  async function alertWhenProviderAnswers(status: number, error: string): Promise<string | null> {
    e2e.server.provider.use({
      kind: 'reply',
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error }),
    });
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).click();
    const alert = e2e.page.getByRole('alert');
    await alert.waitFor();
    expect(await recipeRegion(e2e.page).locator('article').count()).toBe(0);
    return alert.textContent();
  }

  it('explains a provider failure in plain words, in an alert and the console', async () => {
    expect(await alertWhenProviderAnswers(401, 'Invalid credentials in Authorization header')).toBe(
      RECIPE_ERRORS.provider_auth.message,
    );
    expect(e2e.consoleErrors.some((text) => text.includes('Recipe request failed'))).toBe(true);
  });

  it('says the site has used up its AI credits when the provider answers 402', async () => {
    expect(
      await alertWhenProviderAnswers(
        402,
        'You have exceeded your monthly included credits for Inference Providers.',
      ),
    ).toBe(RECIPE_ERRORS.out_of_credits.message);
    // Credits belong to the account: no other model was asked.
    expect(e2e.server.provider.requests).toHaveLength(1);
  });

  it('keeps the text written so far when the provider fails mid-stream', async () => {
    e2e.server.provider.use(streamOf(RECIPE_TOKENS, { tokenDelayMs: 20, resetAfter: 3 }));
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).click();
    await e2e.page.getByRole('alert').waitFor();
    // The markdown renderer is loaded lazily: until then the words show as plain text.
    await e2e.page.getByRole('heading', { name: 'Fluffy Pancakes' }).waitFor();
    expect(await e2e.page.getByRole('alert').textContent()).toBe(
      RECIPE_ERRORS.provider_error.message,
    );
  });

  it('clears the previous recipe when a new one is asked for', async () => {
    e2e.server.provider.use(streamOf(['First recipe']));
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).click();
    await e2e.page.getByText('First recipe').waitFor();
    e2e.server.provider.use({
      kind: 'reply',
      status: 503,
      contentType: 'text/plain',
      body: 'overloaded',
    });
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).click();
    await e2e.page.getByRole('alert').waitFor();
    expect(await e2e.page.getByText('First recipe').count()).toBe(0);
    expect(await e2e.page.getByRole('alert').textContent()).toContain(
      RECIPE_ERRORS.provider_busy.message,
    );
  });

  it('aborts the provider call within a second when the visitor closes the tab', async () => {
    e2e.server.provider.use(streamOf(RECIPE_TOKENS, { tokenDelayMs: 10_000 }));
    // Counted from when the recipe's connection closed: how long Chromium takes to close a tab
    // on a loaded machine is not the server's to answer for.
    let connectionClosedAt: number | undefined;
    e2e.server.app.server.on('request', (request: IncomingMessage) => {
      if (request.url?.endsWith('/api/recipe')) {
        request.socket.once('close', () => (connectionClosedAt = Date.now()));
      }
    });
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).click();
    await e2e.page.getByText('Fluffy').waitFor();
    await e2e.closePage();
    const abortedAt = await e2e.server.provider.requests[0]!.aborted;
    expect(connectionClosedAt).toBeDefined();
    expect(abortedAt - connectionClosedAt!).toBeLessThan(1000);
  });
});

describe('without a provider configured', () => {
  it('tells the visitor no AI model is set up', async () => {
    // A fresh page too: the old one may still hold a connection to the old server.
    await e2e.closePage();
    await e2e.restartServer({ RECIPE_ENDPOINT_URL: '', LOCAL_MODEL: 'off' });
    await e2e.open();
    await e2e.page.goto(e2e.server.pageUrl);
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await e2e.page.getByRole('button', { name: 'Get a recipe' }).click();
    await e2e.page.getByRole('alert').waitFor();
    expect(await e2e.page.getByRole('alert').textContent()).toBe(
      RECIPE_ERRORS.not_configured.message,
    );
  });
});
