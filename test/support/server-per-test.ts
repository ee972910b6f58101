/**
 * The two ways a test file starts the real app in-process (both on startTestServer): a server of
 * a test's own (startServerForThisTest, called in the test), or one server shared by a file or a
 * describe (useTestServer, called at its top). Either is closed however the tests end.
 */
import { afterAll, beforeAll, onTestFinished } from 'vitest';
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

/**
 * One server for the tests of the enclosing file (or describe), started before them and closed
 * after them. Its fields read the running server: use them in the tests, not at the top. For
 * tests that only change what the fake provider answers; a test that needs other settings
 * starts its own with startServerForThisTest.
 */
export function useTestServer(env: Env = {}, appOptions: Partial<AppOptions> = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env, appOptions);
  });
  afterAll(async () => {
    await server?.close();
    server = undefined;
  });
  const current = () => {
    if (!server) throw new Error('no test server here: call useTestServer() at the top of a file');
    return server;
  };
  return {
    get app() {
      return current().app;
    },
    get origin() {
      return current().origin;
    },
    get pageUrl() {
      return current().pageUrl;
    },
    get apiUrl() {
      return current().apiUrl;
    },
    get provider() {
      return current().provider;
    },
    get logs() {
      return current().logs;
    },
    close: () => current().close(),
  };
}
