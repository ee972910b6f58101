import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app.js';
import { loadConfig, type Env } from '../../src/server/config.js';
import { startFakeProvider, type FakeProvider } from '../fake-provider.js';

export interface TestServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  pageUrl: string;
  apiUrl: string;
  provider: FakeProvider;
  logs: string[];
  close(): Promise<void>;
}

/**
 * The real app, listening on loopback, wired to a fresh fake provider through the real client.
 * Tests start it through startServerForThisTest (a test's own) or useTestServer (a file's
 * shared one), in server-per-test.ts, which close it however the tests end.
 */
export async function startTestServer(
  env: Env = {},
  appOptions: Partial<AppOptions> = {},
): Promise<TestServer> {
  const provider = await startFakeProvider();
  const logs: string[] = [];
  // The local model only when a test asks for it: nothing may reach the real hub.
  const config = loadConfig({ RECIPE_ENDPOINT_URL: provider.url, LOCAL_MODEL: 'off', ...env });
  const app = await buildApp({
    config,
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    ...appOptions,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    await provider.close();
    throw error;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const origin = `http://127.0.0.1:${address.port}`;
  let closed: Promise<void> | undefined;
  return {
    app,
    origin,
    pageUrl: `${origin}/Recipe-generator/`,
    apiUrl: `${origin}/Recipe-generator/api/recipe`,
    provider,
    logs,
    // Once, however often it is asked (a test may close it before its teardown does).
    close: () =>
      (closed ??= (async () => {
        const closing = app.close();
        // A test's teardown does not wait for answers a test left streaming.
        app.server.closeAllConnections();
        await closing;
        await provider.close();
      })()),
  };
}

export function postRecipe(
  server: TestServer,
  body: unknown,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(server.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
}

/**
 * The same request as postRecipe, through Fastify's app.inject() (no socket): for answers that
 * are plain JSON refusals. Resolves with a fetch Response, so the checks read it alike.
 */
export async function injectRecipe(server: TestServer, body: unknown): Promise<Response> {
  const answer = await server.app.inject({
    method: 'POST',
    url: new URL(server.apiUrl).pathname,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, String(one));
  }
  return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
}
