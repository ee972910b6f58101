import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../../src/server/config.js';
import { findProjectRoot } from '../../src/server/project-paths.js';
import { SAMPLE_TOKENS, streamOf } from '../fake-provider.js';
import { useTestServer } from '../support/server-per-test.js';
import { postRecipe } from '../support/test-server.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';

const SECRET = 'hf_someFakeSecret';

/**
 * The whole policy, written out: a directive added, widened or dropped fails the test (say
 * `https:` in img-src, which would let a recipe load tracking pixels).
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'self';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';" +
  "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

describe('security headers', () => {
  const server = useTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });

  const answers = () => {
    const asset = readFileSync(
      join(findProjectRoot(), 'dist', 'client', 'index.html'),
      'utf8',
    ).match(/src="\/Recipe-generator\/(assets\/[^"]+\.js)"/)![1]!;
    return [
      ['the page', () => fetch(server.pageUrl)],
      ['a script', () => fetch(`${server.pageUrl}${asset}`)],
      ['the health check', () => fetch(`${server.origin}/Recipe-generator/api/health`)],
      ['a recipe', () => postRecipe(server, INGREDIENTS)],
      ['a refusal', () => postRecipe(server, { ingredients: [] })],
      ['a missing path', () => fetch(`${server.origin}/nothing-here`)],
    ] as const;
  };

  it.each(answers().map(([name]) => name))('are on %s', async (name) => {
    const response = await answers().find(([what]) => what === name)![1]();
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('fit the built page: every script is an external module from this origin, none inline', () => {
    const html = readFileSync(join(findProjectRoot(), 'dist', 'client', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/Recipe-generator\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('the access token', () => {
  const server = useTestServer({ HF_TOKEN: SECRET, RATE_LIMIT_PER_MINUTE: '1000' });

  it('reaches the provider and appears in no answer and no log line', async () => {
    const seen: string[] = [];
    const record = async (response: Response) => {
      seen.push(JSON.stringify([...response.headers]), await response.text());
    };

    server.provider.use(streamOf(SAMPLE_TOKENS));
    const success = await postRecipe(server, INGREDIENTS);
    const text = await success.clone().text();
    await record(success);
    expect(text).toContain('Pancakes');

    // Providers that echo the request, the token included, in their error bodies.
    const echo = JSON.stringify({ error: { message: `Invalid token Bearer ${SECRET}` } });
    for (const status of [400, 401, 402, 403, 404, 422, 429, 500, 503]) {
      server.provider.use({ kind: 'reply', status, contentType: 'application/json', body: echo });
      await record(await postRecipe(server, INGREDIENTS));
    }
    server.provider.use({ kind: 'reply', status: 401, contentType: 'text/plain', body: echo });
    await record(await postRecipe(server, INGREDIENTS));
    server.provider.use((body) => ({
      kind: 'reply',
      status: 200,
      contentType: 'text/event-stream',
      body: `data: ${JSON.stringify({ error: `bad auth ${SECRET}`, model: body.model })}\n\n`,
    }));
    await record(await postRecipe(server, INGREDIENTS));
    server.provider.use(streamOf(SAMPLE_TOKENS, { errorAfter: 2 }));
    await record(await postRecipe(server, INGREDIENTS));
    await record(await fetch(`${server.origin}/Recipe-generator/api/health`));
    await record(await fetch(server.pageUrl));

    // The secret was really in play: the client sent it to the provider on every call (the 404
    // on each model of the default chain)...
    expect(server.provider.requests).toHaveLength(12 + DEFAULT_MODELS.length);
    for (const request of server.provider.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${SECRET}`);
    }
    // ...the failures were logged with the provider's words...
    expect(server.logs.some((line) => line.includes('Invalid token Bearer [redacted]'))).toBe(true);
    // ...and yet it is in no answer and no log line.
    expect(seen.length).toBe(30);
    for (const answer of seen) expect(answer).not.toContain(SECRET);
    expect(server.logs.length).toBeGreaterThan(10);
    for (const line of server.logs) expect(line).not.toContain(SECRET);
  });
});
