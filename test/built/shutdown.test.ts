/**
 * Graceful shutdown of the built server (`node dist/node/server/main.js`, built by `npm test`
 * before vitest runs): SIGTERM stops accepting, lets running recipes finish for up to 10 s, and
 * exits 0.
 */
import { once } from 'node:events';
import { Agent, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_TOKENS, startFakeProvider, streamOf, type FakeProvider } from '../fake-provider.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { readEvents, recipeText } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';

const INGREDIENTS = JSON.stringify({ ingredients: ['milk', 'eggs', 'flour'] });

/** The built server on `provider`, from PATH and these alone (stopped when the test ends). */
function startOn(provider: FakeProvider): Promise<BuiltServer> {
  return startBuiltServer({ RECIPE_ENDPOINT_URL: provider.url }, { inheritEnv: false });
}

/** A recipe over a kept-alive connection, as a browser asks; resolves once the first text came. */
async function openRecipe(origin: string, agent: Agent) {
  const visitor = request(`${origin}/Recipe-generator/api/recipe`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json' },
  });
  visitor.end(INGREDIENTS);
  const [response] = (await once(visitor, 'response')) as [IncomingMessage];
  expect(response.statusCode).toBe(200);
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(response, 'data');
  const ended = once(response, 'end').then(() => ({
    at: Date.now(),
    events: readEvents(new Response(Buffer.concat(chunks))),
  }));
  return { ended };
}

/** Whether a new TCP connection to the server is refused. */
async function refusesConnections(origin: string): Promise<boolean> {
  const socket = connect(Number(new URL(origin).port), '127.0.0.1');
  try {
    await once(socket, 'connect');
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
  } finally {
    socket.destroy();
  }
}

describe('SIGTERM', () => {
  let provider: FakeProvider;
  beforeEach(async () => {
    provider = await startFakeProvider();
  });
  afterEach(async () => {
    await provider.close();
  });

  it('stops accepting, lets the running recipe finish, and exits 0', async () => {
    provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 300 }));
    const server = await startOn(provider);
    const agent = new Agent({ keepAlive: true });
    const recipe = await openRecipe(server.origin, agent);

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await expect.poll(() => refusesConnections(server.origin), { timeout: 5_000 }).toBe(true);

    const { at: finishedAt, events } = await recipe.ended;
    const decoded = await events;
    expect(recipeText(decoded)).toBe(SAMPLE_TOKENS.join(''));
    expect(decoded.at(-1)).toEqual({
      event: 'done',
      data: { finishReason: 'stop', conflicts: [] },
    });
    expect(finishedAt - signalledAt).toBeGreaterThan(1000);

    const { code, signal } = await server.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // It exits because the recipe ended, not because the grace period ran out, even though the
    // visitor's connection was kept alive.
    expect(Date.now() - finishedAt).toBeLessThan(5_000);
    const log = server.output();
    expect(log).toContain('shutting down');
    expect(log).not.toContain('grace period');
    agent.destroy();
  }, 60_000);

  it('exits 0 after 10 s when a recipe is still running', async () => {
    provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 60_000 }));
    const server = await startOn(provider);
    const agent = new Agent({ keepAlive: true });
    const recipe = await openRecipe(server.origin, agent);
    // The visitor's unfinished recipe is cut, which the page reports as a lost connection.
    const cut = expect(recipe.ended).rejects.toMatchObject({ code: 'ECONNRESET' });

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    const { code, signal } = await server.exited;
    const waited = Date.now() - signalledAt;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(waited).toBeGreaterThanOrEqual(9_900);
    expect(waited).toBeLessThan(20_000);
    expect(server.output()).toContain('grace period');
    await cut;
    // The provider call ends with the process.
    await provider.requests[0]!.aborted;
    agent.destroy();
  }, 60_000);
});

describe('app.close()', () => {
  it('answers a request that arrives on a kept-alive connection while closing with 503 busy', async () => {
    const server = await startServerForThisTest();
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 100 }));
    const socket = connect(Number(new URL(server.origin).port), '127.0.0.1');
    await once(socket, 'connect');
    const post = (connection: string) =>
      `POST /Recipe-generator/api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `Connection: ${connection}\r\nContent-Length: ${Buffer.byteLength(INGREDIENTS)}\r\n\r\n${INGREDIENTS}`;
    socket.write(post('keep-alive'));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => (answer += text));
    await once(socket, 'data');
    const closed = server.app.close();
    // The connection is busy with the recipe, so it stays open; a second request arrives on it.
    socket.write(post('keep-alive'));
    await once(socket, 'end');
    await closed;

    expect(answer).toContain(`data: {"text":"${SAMPLE_TOKENS.at(-1)}"}`);
    expect(answer).toContain('event: done');
    const second = answer.slice(answer.lastIndexOf('HTTP/1.1 '));
    expect(answer.indexOf('HTTP/1.1 ')).toBe(0);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second.toLowerCase()).toContain('connection: close');
    expect(second).toContain('{"error":{"code":"busy"');
    expect(server.provider.requests).toHaveLength(1);
    socket.destroy();
  });
  it('closes at once a connection a browser opened in advance and never used', async () => {
    const server = await startServerForThisTest();
    const accepted = once(server.app.server, 'connection');
    const socket = connect(Number(new URL(server.origin).port), '127.0.0.1');
    await Promise.all([once(socket, 'connect'), accepted]);
    const socketClosed = once(socket, 'close');

    const started = Date.now();
    const closed = server.app.close().then(() => 'closed');
    const deadline = delay(3_000, 'still open after 3 s');
    try {
      // Node would otherwise wait for its headers timeout (a minute) on this socket.
      expect(await Promise.race([closed, deadline])).toBe('closed');
      await socketClosed;
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      socket.destroy();
      await closed;
    }
  });
});
