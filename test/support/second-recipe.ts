import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { streamOf, type FakeProvider } from '../fake-provider.js';
import { addIngredients } from './recipe-page.js';

/**
 * On the loaded page, a visitor gets one recipe and at once asks for another: the text of the
 * alert that refuses the second one.
 */
export async function secondRecipeRefusal(page: Page, provider: FakeProvider): Promise<string> {
  await addIngredients(page, 'milk', 'eggs', 'flour');
  provider.use(streamOf(['First recipe.']));
  const button = page.getByRole('button', { name: 'Get a recipe' });
  await button.click();
  await page.getByText('First recipe.').waitFor();
  await expect.poll(() => button.isEnabled()).toBe(true);

  await button.click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}
