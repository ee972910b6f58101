import { describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGE } from '../../src/server/prompt/prompt.js';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { streamOf } from '../fake-provider.js';
import { addIngredients, recipeRegion } from '../support/recipe-page.js';
import { useChromiumHarness } from '../support/e2e-harness.js';

const TOKENS = ['# Quick ', 'Omelette', '\n\n', '1. Beat the **eggs**.\n', '2. Cook gently.'];
const MARKDOWN = TOKENS.join('');
const USER_MESSAGE = 'I have milk, eggs, flour. Please give me a recipe!';

const e2e = useChromiumHarness({ page: { viewport: { width: 800, height: 500 } }, goto: true });

const button = (name: string) => e2e.page.getByRole('button', { name, exact: true });

async function askForRecipe() {
  await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
  await button('Get a recipe').click();
}

describe('writing the recipe in Chromium', () => {
  it('shows a writing indicator before the first words and scrolls the recipe into view', async () => {
    e2e.server.provider.use({ kind: 'hang' });
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    const area = e2e.page.locator('.recipe-area');
    const top = () => area.evaluate((element) => element.getBoundingClientRect().top);
    expect(await top()).toBeGreaterThan(500); // below the fold of the 500 px tall window
    await button('Get a recipe').click();
    const indicator = e2e.page.getByText('Writing your recipe…');
    await indicator.waitFor();
    expect(await indicator.isVisible()).toBe(true);
    expect(await recipeRegion(e2e.page).getAttribute('aria-busy')).toBe('true');
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
    e2e.server.provider.use(streamOf(TOKENS, { tokenDelayMs: 60_000 }));
    await askForRecipe();
    await recipeRegion(e2e.page).getByText('Quick').waitFor();
    const request = await e2e.server.provider.waitForRequests(1);
    await button('Stop').click();
    const abortedAt = await request.aborted; // resolves only when the provider's caller hung up
    expect(abortedAt).toBeGreaterThan(0);
    await e2e.page.getByText('You stopped the recipe. What was written so far is kept.').waitFor();
    expect(await recipeRegion(e2e.page).getByText('Quick').isVisible()).toBe(true);
    expect(await recipeRegion(e2e.page).getAttribute('aria-busy')).toBeNull();
    expect(await e2e.page.getByRole('alert').count()).toBe(0);
    expect(await button('Stop').count()).toBe(0);
    expect(await button('Get another recipe').isVisible()).toBe(true);
    expect(await button('Get a recipe').isEnabled()).toBe(true);
    expect(e2e.consoleErrors).toEqual([]);
  });

  it('Stop before the first words aborts the waiting provider call and leaves no recipe', async () => {
    e2e.server.provider.use({ kind: 'hang' });
    await askForRecipe();
    const request = await e2e.server.provider.waitForRequests(1);
    await e2e.page.getByText('Writing your recipe…').waitFor();
    await button('Stop').click();
    expect(await request.aborted).toBeGreaterThan(0);
    await e2e.page.getByText('You stopped the recipe.', { exact: false }).waitFor();
    expect(await recipeRegion(e2e.page).locator('article').count()).toBe(0);
    expect(await e2e.page.getByText('Writing your recipe…').count()).toBe(0);
  });

  it('Get another recipe asks again with the same ingredients for a fresh answer', async () => {
    let answer = 0;
    e2e.server.provider.use(() => streamOf([`# Answer ${++answer}`]));
    await askForRecipe();
    await recipeRegion(e2e.page).getByRole('heading', { name: 'Answer 1' }).waitFor();
    await button('Get another recipe').click();
    await recipeRegion(e2e.page).getByRole('heading', { name: 'Answer 2' }).waitFor();
    expect(await e2e.page.getByText('Answer 1').count()).toBe(0);
    expect(e2e.server.provider.requests).toHaveLength(2);
    expect(e2e.server.provider.requests[1]!.body.messages).toEqual(
      e2e.server.provider.requests[0]!.body.messages,
    );
    expect(e2e.server.provider.requests[1]!.body.messages?.[1]?.content).toBe(USER_MESSAGE);
  });

  it('says so when the recipe was cut off at the token limit', async () => {
    e2e.server.provider.use(streamOf(['# Long stew', '\n\n1. Chop'], { finishReason: 'length' }));
    await askForRecipe();
    await e2e.page.getByText('This recipe was cut off', { exact: false }).waitFor();
    await recipeRegion(e2e.page).getByRole('listitem').filter({ hasText: 'Chop' }).waitFor();
    expect(
      await recipeRegion(e2e.page).getByRole('heading', { name: 'Long stew' }).isVisible(),
    ).toBe(true);
  });

  it('does not claim a cut-off when the recipe finished normally', async () => {
    e2e.server.provider.use(streamOf(TOKENS));
    await askForRecipe();
    await button('Get another recipe').waitFor();
    expect(await e2e.page.getByText('This recipe was cut off', { exact: false }).count()).toBe(0);
  });

  it('offers Try again beside an error alert, and it works', async () => {
    e2e.server.provider.use({
      kind: 'reply',
      status: 503,
      contentType: 'text/plain',
      body: 'busy',
    });
    await askForRecipe();
    const alert = e2e.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(RECIPE_ERRORS.provider_busy.message);
    e2e.server.provider.use(streamOf(TOKENS));
    await button('Try again').click();
    await recipeRegion(e2e.page).getByRole('heading', { name: 'Quick Omelette' }).waitFor();
    expect(await e2e.page.getByRole('alert').count()).toBe(0);
    expect(await button('Try again').count()).toBe(0);
    expect(e2e.server.provider.requests).toHaveLength(2);
    expect(e2e.server.provider.requests[1]!.body.messages).toEqual(
      e2e.server.provider.requests[0]!.body.messages,
    );
  });

  it('Copy puts the recipe markdown on the clipboard', async () => {
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2e.server.origin,
    });
    e2e.server.provider.use(streamOf(TOKENS));
    await askForRecipe();
    await button('Copy').click();
    await e2e.page.getByText('Recipe copied.').waitFor();
    expect(await e2e.page.evaluate(() => navigator.clipboard.readText())).toBe(MARKDOWN);
  });

  it('Print shows only the recipe', async () => {
    e2e.server.provider.use(streamOf(TOKENS));
    await askForRecipe();
    await recipeRegion(e2e.page).getByRole('heading', { name: 'Quick Omelette' }).waitFor();
    await e2e.page.emulateMedia({ media: 'print' });
    const display = (selector: string) =>
      e2e.page
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
      await recipeRegion(e2e.page).getByRole('heading', { name: 'Quick Omelette' }).isVisible(),
    ).toBe(true);
    await e2e.page.emulateMedia({ media: 'screen' });
    expect(await display('header')).not.toBe('none');
  });
});

describe('options in Chromium', () => {
  it('sends servings and dietary needs in the system message only, and nothing when off', async () => {
    const bodies: string[] = [];
    e2e.page.on('request', (request) => {
      if (request.url().endsWith('/api/recipe')) bodies.push(request.postData() ?? '');
    });
    e2e.server.provider.use(streamOf(TOKENS));
    await addIngredients(e2e.page, 'milk', 'eggs', 'flour');
    await e2e.page.getByText('Options: servings, dietary needs, things to avoid, units').click();
    await e2e.page.getByLabel('Servings').selectOption('4');
    await e2e.page.getByLabel('vegan').check();
    await e2e.page.getByLabel('gluten-free').check();
    await button('Get a recipe').click();
    await button('Get another recipe').waitFor();
    expect(e2e.server.provider.requests[0]!.body.messages).toEqual([
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
    await e2e.page.getByLabel('Servings').selectOption('');
    await e2e.page.getByLabel('vegan').uncheck();
    await e2e.page.getByLabel('gluten-free').uncheck();
    await button('Get another recipe').click();
    await expect.poll(() => e2e.server.provider.requests.length).toBe(2);
    await button('Get another recipe').waitFor();
    expect(bodies[1]).toBe('{"ingredients":["milk","eggs","flour"]}');
    expect(e2e.server.provider.requests[1]!.body.messages).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: USER_MESSAGE },
    ]);
  });
});
