import { onTestFinished } from 'vitest';
import type { AppOptions } from '../../src/server/app.js';
import type { Env } from '../../src/server/config.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * A server of the running test's own, closed when that test ends however it ends. A test that
 * times out and keeps running then acts only on its own (closed) server, never on the next
 * test's provider, so a failure is blamed on the test that caused it.
 */
export async function startServerForThisTest(
  env: Env = {},
  appOptions: Partial<AppOptions> = {},
): Promise<TestServer> {
  const server = await startTestServer(env, appOptions);
  onTestFinished(() => server.close());
  return server;
}
