import { describe, expect, it, onTestFinished } from 'vitest';
import {
  SAMPLE_RECIPES,
  sampleTokens,
  startSampleProvider,
  type SampleProvider,
} from '../../src/server/demo/sample-provider.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { readEvents, recipeText } from '../support/sse.js';

describe('demo mode', () => {
  it('says "demo": true in the health answer only when built as the demo', async () => {
    // No provider (the test server's fake one unset), as the original test built it.
    const unconfigured = { RECIPE_ENDPOINT_URL: '', LOCAL_MODEL: 'off' };
    const { app } = await startServerForThisTest(unconfigured, { demo: true });
    const demo = await app.inject({ url: '/Recipe-generator/api/health' });
    expect(demo.json()).toMatchObject({ status: 'ok', demo: true });
    const plainServer = await startServerForThisTest(unconfigured);
    const plain = await plainServer.app.inject({ url: '/Recipe-generator/api/health' });
    expect(plain.json()).toEqual({
      status: 'ok',
      configured: false,
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
    });
  });

  it('splits a sample into words that join back to the exact text', () => {
    for (const recipe of SAMPLE_RECIPES) {
      expect(sampleTokens(recipe).join('')).toBe(recipe);
      expect(sampleTokens(recipe).length).toBeGreaterThan(20);
    }
  });

  it('streams the sample recipes in turn through the real provider client', async () => {
    const sample: SampleProvider = await startSampleProvider({
      firstTokenDelayMs: 0,
      tokenDelayMs: 0,
    });
    onTestFinished(() => sample.close());
    const { app } = await startServerForThisTest(
      { RECIPE_ENDPOINT_URL: sample.url, RECIPE_MODEL: 'sample-recipes' },
      { demo: true },
    );
    for (const expected of SAMPLE_RECIPES.slice(0, 2)) {
      const response = await app.inject({
        method: 'POST',
        url: '/Recipe-generator/api/recipe',
        headers: { 'content-type': 'application/json' },
        payload: { ingredients: ['milk', 'eggs', 'flour'] },
      });
      expect(response.statusCode).toBe(200);
      const events = await readEvents(new Response(response.body));
      expect(recipeText(events)).toBe(expected);
      expect(events.at(-1)).toEqual({
        event: 'done',
        data: { finishReason: 'stop', conflicts: [] },
      });
    }
  });
});
