import type { Page } from 'playwright-core';
import { AXE_RUN_OPTIONS, AXE_SOURCE_PATH, runAxe, type AxeViolation } from './axe.js';

export const PLACEHOLDER = 'e.g. milk (must add 3 or more ingredients)';

export function ingredientField(page: Page) {
  return page.getByPlaceholder(PLACEHOLDER);
}

export async function addIngredients(page: Page, ...names: string[]): Promise<void> {
  const field = ingredientField(page);
  for (const name of names) {
    await field.fill(name);
    await field.press('Enter');
  }
}

/** Opens the options and adds each entry to the things to avoid, as a visitor types them. */
export async function chooseAvoid(page: Page, ...entries: string[]) {
  await page.getByText('Options:').click();
  const avoid = page.getByRole('textbox', { name: 'Things to avoid' });
  for (const entry of entries) {
    await avoid.fill(entry);
    await avoid.press('Enter');
  }
}

/**
 * Asks for a recipe in `page`, which holds the app at `pageUrl` or nothing yet: the first time by
 * loading the app and listing milk, eggs and flour, later with "Get another recipe" in the same
 * page, as a visitor asking again would (it saves a page load per recipe).
 */
export async function askForRecipe(page: Page, pageUrl: string): Promise<void> {
  const again = page.getByRole('button', { name: 'Get another recipe' });
  if (page.url() === pageUrl && (await again.isVisible())) {
    await again.click();
    return;
  }
  await page.goto(pageUrl);
  await addIngredients(page, 'milk', 'eggs', 'flour');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
}

/** React has taken over the prerendered page: it marks the form it runs. */
export const APP_RUNNING = 'form.add-ingredient[data-running]';
/** The entry script runs: it keeps what is submitted until the app has loaded. */
export const EARLY_INPUT_KEPT = 'html[data-early-input]';

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(APP_RUNNING).waitFor();
}

export const recipeRegion = (page: Page) => page.getByRole('region', { name: 'Suggested recipe' });

/** The text of the hint the ingredient field points at with aria-describedby. */
export async function fieldHint(page: Page): Promise<string> {
  return ingredientField(page).evaluate((field) => {
    const id = field.getAttribute('aria-describedby');
    return (id && document.getElementById(id)?.textContent) ?? '';
  });
}

/** The name attribute of the focused element, or its tag. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('name') ?? active?.tagName ?? '';
  });
}

/**
 * Runs axe-core with the WCAG 2.1 A and AA rules (see axe.ts). The page's context must be opened
 * with `bypassCSP: true`, since axe is injected as a script.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_SOURCE_PATH });
  return (await page.evaluate(runAxe, AXE_RUN_OPTIONS)).violations;
}
