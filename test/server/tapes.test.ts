/**
 * Every recorded real provider answer (test/fixtures/provider-tapes.json), replayed through the
 * fake provider and the real client: successes are relayed exactly, failures become a clear
 * message in the JSON shape, and the server keeps serving.
 */
import { describe, expect, it } from 'vitest';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { DEFAULT_MODELS } from '../../src/server/config.js';
import { streamOf } from '../fake-provider.js';
import { readEvents, recipeText } from '../support/sse.js';
import { expectedRecipe, isStreamedSuccess, loadTapes, type Tape } from '../support/tapes.js';
import { useTestServer } from '../support/server-per-test.js';
import { postRecipe } from '../support/test-server.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';

const tapes = loadTapes();

/** The code a failed tape must give: the provider's words decide, never a bare 500. */
function expectedFailure(tape: Tape): string {
  if (tape.status === 401) return 'provider_auth';
  // "Only Qwen/… && meta-llama/… models are supported": this provider does not serve the model.
  if (/models are supported/.test(tape.body)) return 'model_unavailable';
  // A whole JSON answer where a stream was asked for, and requests the provider refused.
  return 'provider_error';
}

describe('replaying the provider tapes', () => {
  const server = useTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });

  it('has the 69 recorded answers: streamed and whole successes, and 400, 401 and 422 errors', () => {
    expect(tapes).toHaveLength(69);
    expect(tapes.filter(isStreamedSuccess).length).toBeGreaterThanOrEqual(25);
    expect(new Set(tapes.map((tape) => tape.status))).toEqual(new Set([200, 400, 401, 422]));
    expect(
      tapes.some((tape) => tape.status === 422 && tape.contentType.startsWith('text/plain')),
    ).toBe(true);
  });

  it.each(tapes.filter(isStreamedSuccess).map((tape) => [tape.index, tape] as const))(
    'relays streamed success #%i exactly',
    async (_index, tape) => {
      server.provider.use({
        kind: 'reply',
        status: 200,
        contentType: tape.contentType,
        body: tape.body,
      });
      const expected = expectedRecipe(tape);
      expect(expected.text).not.toBe('');
      const response = await postRecipe(server, INGREDIENTS);
      expect(response.status).toBe(200);
      const events = await readEvents(response);
      expect(recipeText(events)).toBe(expected.text);
      expect(events.at(-1)).toEqual({
        event: 'done',
        data: { finishReason: expected.finishReason, conflicts: [] },
      });
    },
  );

  it.each(
    tapes
      .filter((tape) => !isStreamedSuccess(tape))
      .map((tape) => [tape.index, tape.status, tape.contentType, tape] as const),
  )('turns #%i (%i %s) into a clear message', async (_index, status, contentType, tape) => {
    server.provider.use({ kind: 'reply', status, contentType, body: tape.body });
    const before = server.logs.length;
    const callsBefore = server.provider.requests.length;
    const response = await postRecipe(server, INGREDIENTS);
    const code = expectedFailure(tape);
    // No RECIPE_MODEL here: a model no provider serves sends the recipe down the default chain;
    // any other failure is the same for every model and is not retried.
    const asked = server.provider.requests.slice(callsBefore).map((request) => request.body.model);
    expect(asked).toEqual(code === 'model_unavailable' ? DEFAULT_MODELS : [DEFAULT_MODELS[0]]);
    expect(response.status).toBe(RECIPE_ERRORS[code as keyof typeof RECIPE_ERRORS].status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code, message: RECIPE_ERRORS[code as keyof typeof RECIPE_ERRORS].message },
    });
    // The provider's own words go to the log, for the owner.
    const logged = server.logs.slice(before).join('\n');
    expect(logged).toContain('recipe refused');
    expect(logged).toContain(`ProviderApiError ${status}`);
  });

  it('keeps serving after all of them', async () => {
    server.provider.use(streamOf(['Still ', 'cooking.']));
    expect(recipeText(await readEvents(await postRecipe(server, INGREDIENTS)))).toBe(
      'Still cooking.',
    );
    const health = await fetch(`${server.origin}/Recipe-generator/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect(server.logs.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
});
