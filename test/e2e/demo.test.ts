import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { findProjectRoot } from '../../src/server/project-paths.js';
import { startBuiltServer } from '../support/built-server.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients, recipeRegion } from '../support/recipe-page.js';

const root = findProjectRoot();
// These tests run the built server themselves, as npm does.
const e2e = useChromiumHarness({ server: 'none', page: false });

/**
 * Runs a built entry point (as `npm run demo` / `npm start` do) and returns its page URL; it is
 * stopped by its pid when the test ends.
 */
async function run(entry: 'demo/main.js' | 'main.js'): Promise<string> {
  const script = join(root, 'dist', 'node', 'server', entry);
  expect(existsSync(script), `${script} (run npm run build first)`).toBe(true);
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['HF_TOKEN', 'RECIPE_ENDPOINT_URL', 'RECIPE_PROVIDER', 'RECIPE_MODEL']) {
    env[name] = ''; // empty counts as unset, and beats a .env file
  }
  env.LOCAL_MODEL = 'off'; // no local model either: nothing may reach the real hub
  return (await startBuiltServer(env, { entry })).pageUrl;
}

describe('npm run demo', () => {
  it('streams sample recipes with a clear Demo badge, and Stop works', async () => {
    const url = await run('demo/main.js');
    const health = (await (await fetch(`${url}api/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', configured: true, demo: true });

    const page = await e2e.open();
    await page.goto(url);
    await page.getByText('Demo', { exact: true }).waitFor();
    expect(await page.locator('header').getByText('Demo', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('recipes here are samples', { exact: false }).isVisible()).toBe(
      true,
    );

    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByText('Writing your recipe…').waitFor();
    await recipeRegion(page).getByRole('heading', { level: 1 }).waitFor();
    expect(await recipeRegion(page).getAttribute('aria-busy')).toBe('true');
    // The heading streams in word by word: wait for the recipe's name after its label.
    const heading = recipeRegion(page).getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^Sample recipe: \S/);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('You stopped the recipe.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Get another recipe' }).click();
    await page.getByRole('button', { name: 'Get another recipe' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

describe('npm start without a provider', () => {
  it('never falls back to the samples: no badge, and recipes are not configured', async () => {
    const url = await run('main.js');
    const health = (await (await fetch(`${url}api/health`)).json()) as Record<string, unknown>;
    expect(health).toEqual({
      status: 'ok',
      configured: false,
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
    });
    const page = await e2e.open();
    const healthAnswered = page.waitForResponse((response) =>
      response.url().endsWith('/api/health'),
    );
    await page.goto(url);
    await healthAnswered;
    await addIngredients(page, 'milk', 'eggs', 'flour');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(RECIPE_ERRORS.not_configured.message);
    expect(await page.getByText('Demo', { exact: true }).count()).toBe(0);
    expect(await page.getByText('recipes here are samples', { exact: false }).count()).toBe(0);
  });
});
