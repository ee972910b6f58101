/**
 * What a visitor gets when the provider fails before any text: the status and code docs/api.md gives,
 * written out here as literals rather than read from the code's table, and a message in plain
 * words that never passes the provider's own on. Never a bare 500.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeBehaviour } from '../fake-provider.js';
import { useTestServer } from '../support/server-per-test.js';
import { postRecipe } from '../support/test-server.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';

const PROVIDER_WORDS = 'provider-internal-words-xyz';

const reply = (status: number): FakeBehaviour => ({
  kind: 'reply',
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: { message: PROVIDER_WORDS } }),
});

// One server for the table: each case only changes what the provider answers.
const server = useTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
beforeEach(() => {
  server.logs.length = 0;
});

describe('a provider failure before any text', () => {
  it.each<[string, FakeBehaviour, number, string, RegExp]>([
    ['401', reply(401), 502, 'provider_auth', /refused our access key.*site owner/],
    ['403', reply(403), 502, 'provider_auth', /refused our access key.*site owner/],
    ['404', reply(404), 502, 'model_unavailable', /model .* not available/],
    ['429', reply(429), 503, 'provider_busy', /overloaded.*try again/],
    ['503', reply(503), 503, 'provider_busy', /overloaded.*try again/],
    ['408', reply(408), 504, 'timeout', /too long.*try again/],
    ['504', reply(504), 504, 'timeout', /too long.*try again/],
    ['500', reply(500), 502, 'provider_error', /had a problem.*try again/],
    ['422', reply(422), 502, 'provider_error', /had a problem.*try again/],
  ])('%s answers %i %s', async (_name, behaviour, status, code, words) => {
    server.provider.use(behaviour);
    const response = await postRecipe(server, INGREDIENTS);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(words);
    expect(body.error.message).toMatch(/^[A-Z][^\n]{20,}\.$/);
    expect(body.error.message).not.toContain(PROVIDER_WORDS);
    // ...which the log keeps for the owner.
    expect(server.logs.some((line) => line.includes(PROVIDER_WORDS))).toBe(true);
  });
});
