/**
 * Only well-formed recipe requests count against a visitor's limit (a cross-site text/plain post
 * must not use it up), and IPv6 clients are counted by their /64 network. In the process and in
 * Redis alike.
 */
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/server/app.js';
import { openRaw } from '../support/raw-http.js';
import { INGREDIENTS, refusal } from '../support/recipe-visitor.js';
import { useRedisServer } from '../support/redis-server.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';

const redis = useRedisServer();

/** What a form on another site can send without a CORS preflight, over a raw socket. */
async function crossSitePlainTextPost(target: TestServer): Promise<string> {
  const { host, pathname } = new URL(target.apiUrl);
  const body = JSON.stringify(INGREDIENTS);
  const connection = await openRaw(target.origin);
  connection.send(
    `POST ${pathname} HTTP/1.1\r\nHost: ${host}\r\nOrigin: https://evil.example\r\n` +
      `Content-Type: text/plain;charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
  return connection.closed;
}

describe.each([
  ['in the process', () => ({})],
  ['in Redis', () => ({ REDIS_URL: redis().url })],
])('rate-limit counting %s', (_where, store) => {
  it('does not count requests refused as malformed (415, 413, 400)', async () => {
    const server = await startServerForThisTest({ ...store(), RATE_LIMIT_PER_MINUTE: '1' });
    for (let i = 0; i < 3; i++) {
      expect(await crossSitePlainTextPost(server)).toMatch(/^HTTP\/1\.1 415 /);
      const json = { 'content-type': 'application/json' };
      expect((await postRecipe(server, INGREDIENTS, { body: '{"ingredients":[' })).status).toBe(
        400,
      );
      expect((await postRecipe(server, { ingredients: ['milk', 'eggs'] })).status).toBe(400);
      expect((await postRecipe(server, { recipe: 'cake' })).status).toBe(400);
      const big = { ingredients: ['x'.repeat(BODY_LIMIT_BYTES)] };
      expect((await postRecipe(server, big, { headers: json })).status).toBe(413);
    }
    const accepted = await postRecipe(server, INGREDIENTS);
    expect(accepted.status).toBe(200);
    await accepted.text();
    await refusal(await postRecipe(server, INGREDIENTS), 429, 'rate_limited');
    expect(server.provider.requests).toHaveLength(1);
  });

  it('counts IPv6 clients by /64 and IPv4-mapped addresses as IPv4, behind a trusted proxy', async () => {
    const server = await startServerForThisTest({
      ...store(),
      RATE_LIMIT_PER_MINUTE: '1',
      TRUST_PROXY: '1',
    });
    const as = async (client: string) => {
      const response = await postRecipe(server, INGREDIENTS, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      });
      await response.text();
      return response.status;
    };
    expect(await as('2001:db8:1:2::1')).toBe(200);
    // Another address in the same /64, written differently: the same household.
    expect(await as('2001:DB8:1:2:ffff:eeee:dddd:9')).toBe(429);
    expect(await as('2001:db8:1:3::1')).toBe(200);
    expect(await as('::ffff:203.0.113.7')).toBe(200);
    expect(await as('203.0.113.7')).toBe(429);
    expect(await as('203.0.113.8')).toBe(200);
  });
});
