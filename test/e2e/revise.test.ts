/**
 * Beyond one shot, in Chromium: change a recipe in words and see the new version stream, go back
 * and forth between versions, and send things to avoid and units to the provider.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGE } from '../../src/server/prompt/prompt.js';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { gate, streamOf, type ChatRequestBody } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients, recipeRegion } from '../support/recipe-page.js';

const FIRST = ['# Oven ', 'Pancakes', '\n\n', 'Bake at **220 °C**.'];
const CHANGED = ['# Pan ', 'Pancakes', '\n\n', 'Fry in a **pan**.'];
const USER_MESSAGE = 'I have milk, eggs, flour. Please give me a recipe!';

const e2e = useChromiumHarness({ goto: true });

/**
 * The first recipe for a first request, the changed one for a revision (four messages); each
 * holds after its heading until `held.first` or `held.changed` settles, when given.
 */
function byRequest(
  tokenDelayMs: number,
  held: { first?: Promise<void>; changed?: Promise<void> } = {},
) {
  return (body: ChatRequestBody) => {
    const revision = (body.messages ?? []).length === 4;
    const until = revision ? held.changed : held.first;
    return streamOf(revision ? CHANGED : FIRST, {
      tokenDelayMs,
      ...(until && { holdAfter: 2, until }),
    });
  };
}

const heading = (page: Page) => recipeRegion(page).getByRole('heading', { level: 1 });
const versionLabel = (page: Page) =>
  page.getByRole('group', { name: 'Recipe versions' }).locator('p');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('changing a recipe in Chromium', () => {
  it('writes a changed version, streamed, and shows the earlier one again', async () => {
    const { page, server } = e2e;
    // Each recipe is held after its heading until the test has seen it being written.
    const first = gate();
    const changed = gate();
    server.provider.use(byRequest(120, { first: first.opened, changed: changed.opened }));
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByText('Oven').waitFor();
    // No change field while a recipe is being written (read at one instant).
    expect(
      await page.evaluate(() => ({
        busy: document.querySelector('[aria-busy="true"]') !== null,
        field: document.querySelector('input[name="change"]') !== null,
      })),
    ).toEqual({ busy: true, field: false });
    first.open();
    await heading(page).filter({ hasText: 'Oven Pancakes' }).waitFor();
    await expect.poll(() => recipeRegion(page).getAttribute('aria-busy')).toBeNull();

    const field = page.getByLabel('Change this recipe');
    expect(await field.getAttribute('placeholder')).toBe('e.g. no oven, I only have a pan');
    // Too short: the hint the field points at says why, and nothing is sent.
    await field.fill('no');
    await page.getByRole('button', { name: 'Change recipe' }).click();
    const hint = await field.evaluate(
      (input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent,
    );
    expect(hint).toBe('Say what to change in at least 3 characters.');
    expect(server.provider.requests).toHaveLength(1);

    await field.fill('no oven');
    await field.press('Enter');
    // The new version streams: its first words show while it is still being written.
    const streaming = page.waitForFunction(() => {
      const region = document.querySelector('[aria-label="Suggested recipe"]');
      const text = region?.textContent ?? '';
      // The first words of the new version, the old one gone: is it still being written?
      return text.includes('Pan') && !text.includes('Oven') && region!.getAttribute('aria-busy');
    });
    expect(await (await streaming).jsonValue()).toBe('true');
    expect(await page.getByRole('button', { name: 'Stop' }).isVisible()).toBe(true);
    changed.open();
    await heading(page).filter({ hasText: 'Pan Pancakes' }).waitFor();
    await expect.poll(() => recipeRegion(page).getAttribute('aria-busy')).toBeNull();
    // Written: focus lands on the primary action, as after the first recipe.
    await expect.poll(() => focusedText(page)).toBe('Get another recipe');
    expect(await versionLabel(page).textContent()).toBe('Version 2 of 2');

    expect(server.provider.requests).toHaveLength(2);
    expect(server.provider.requests[1]!.body.messages).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: USER_MESSAGE },
      { role: 'assistant', content: FIRST.join('') },
      { role: 'user', content: 'Please change this recipe: no oven' },
    ]);

    // Back to the first version and forward again; focus goes to the version's label.
    await page.getByRole('button', { name: 'Previous version' }).click();
    await heading(page).filter({ hasText: 'Oven Pancakes' }).waitFor();
    expect(await versionLabel(page).textContent()).toBe('Version 1 of 2');
    expect(await focusedText(page)).toBe('Version 1 of 2');
    expect(await page.getByRole('button', { name: 'Previous version' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next version' }).click();
    await heading(page).filter({ hasText: 'Pan Pancakes' }).waitFor();
    expect(await focusedText(page)).toBe('Version 2 of 2');

    // Changing an earlier version sends that version; the new one is added after the others.
    await page.getByRole('button', { name: 'Previous version' }).click();
    await field.fill('for two people');
    await field.press('Enter');
    await server.provider.waitForRequests(3);
    expect(server.provider.requests[2]!.body.messages?.[2]).toEqual({
      role: 'assistant',
      content: FIRST.join(''),
    });
    await expect.poll(() => versionLabel(page).textContent()).toBe('Version 3 of 3');

    // "Get another recipe" starts a fresh history.
    await page.getByRole('button', { name: 'Get another recipe' }).click();
    await heading(page).filter({ hasText: 'Oven Pancakes' }).waitFor();
    await expect.poll(() => recipeRegion(page).getAttribute('aria-busy')).toBeNull();
    expect(await page.getByRole('group', { name: 'Recipe versions' }).count()).toBe(0);
    expect(e2e.consoleErrors).toEqual([]);
  });

  it('keeps the version shown when a revision fails, and a new list starts a fresh history', async () => {
    const { page, server } = e2e;
    server.provider.use(byRequest(0));
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await heading(page).filter({ hasText: 'Oven Pancakes' }).waitFor();
    const field = page.getByLabel('Change this recipe');
    await field.fill('no oven');
    await field.press('Enter');
    await expect.poll(() => versionLabel(page).textContent()).toBe('Version 2 of 2');

    server.provider.use({
      kind: 'reply',
      status: 503,
      contentType: 'application/json',
      body: '{"error":"overloaded"}',
    });
    await field.fill('less sugar');
    await field.press('Enter');
    await page.getByRole('alert').waitFor();
    expect(await heading(page).textContent()).toBe('Pan Pancakes');
    expect(await versionLabel(page).textContent()).toBe('Version 2 of 2');
    expect(await page.getByRole('alert').textContent()).toContain(
      RECIPE_ERRORS.provider_busy.message,
    );
    expect(e2e.consoleErrors.some((text) => text.includes('Recipe request failed'))).toBe(true);

    // Try again asks for the same change of the same version.
    server.provider.use(byRequest(0));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => versionLabel(page).textContent()).toBe('Version 3 of 3');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(server.provider.requests.at(-1)!.body.messages?.slice(2)).toEqual([
      { role: 'assistant', content: CHANGED.join('') },
      { role: 'user', content: 'Please change this recipe: less sugar' },
    ]);

    // Any change to the list: the version shown stays, alone.
    await addIngredients(page, 'butter');
    await expect.poll(() => page.getByRole('group', { name: 'Recipe versions' }).count()).toBe(0);
    expect(await heading(page).textContent()).toBe('Pan Pancakes');
  });

  it('sends things to avoid and units from the options panel to the provider', async () => {
    const { page, server } = e2e;
    server.provider.use(byRequest(0));
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByText('Options:').click();
    const avoid = page.getByRole('textbox', { name: 'Things to avoid' });
    await avoid.fill('peanuts');
    await avoid.press('Enter');
    await avoid.fill('cilantro');
    await page.getByRole('button', { name: 'Add to avoid' }).click();
    await avoid.fill('Peanuts');
    await avoid.press('Enter');
    const hint = await avoid.evaluate(
      (input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent,
    );
    expect(hint).toBe('That is already on the list of things to avoid.');
    await page.getByRole('button', { name: 'Remove cilantro from things to avoid' }).click();
    await avoid.fill('cilantro');
    await avoid.press('Enter');
    await page.getByLabel('Metric').check();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await heading(page).filter({ hasText: 'Oven Pancakes' }).waitFor();
    expect(server.provider.requests[0]!.body.messages?.[0]).toEqual({
      role: 'system',
      content: `${SYSTEM_MESSAGE} The recipe must not contain: peanuts, cilantro. Use metric units (grams, millilitres, °C).`,
    });
  });
});
