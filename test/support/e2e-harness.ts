/**
 * The one setup of every end-to-end test: the real app on loopback wired to a fresh fake
 * provider (per test), and a browser (per file) whose pages report console errors; all of it
 * closed again after. Register it at the top of a file (or a describe) and read its fields in
 * the tests: they change from test to test.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { AppOptions } from '../../src/server/app.js';
import type { Env } from '../../src/server/config.js';
import { launchChromium } from './browser.js';
import { launchChromiumDriver } from './engines/chromium-driver.js';
import {
  withCommandDeadlines,
  type EngineDriver,
  type EngineName,
} from './engines/engine-driver.js';
import { launchFirefoxDriver } from './engines/firefox-driver.js';
import { launchWebKitDriver } from './engines/webkit-driver.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface ConsoleEntry {
  type: string;
  text: string;
}

export interface ChromiumHarnessOptions {
  /** Environment of the test server, on top of the fake provider's URL. */
  env?: Env;
  /** App options of the test server, e.g. a clock for the daily limit. */
  app?: Partial<AppOptions>;
  /**
   * Open a page (with these context options) for each test, or once per file when the server
   * is per file; false: the tests call open() themselves, and the page closes after each test.
   */
  page?: BrowserContextOptions | false;
  /** Load the app in each test's page before the test (per-test server only). */
  goto?: boolean;
  /** A fresh server for each test (the default), one for the whole file, or none. */
  server?: 'per-test' | 'per-file' | 'none';
}

export interface ChromiumHarness {
  readonly browser: Browser;
  readonly server: TestServer;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every console message and uncaught error (as type "pageerror") of pages opened here. */
  readonly console: ConsoleEntry[];
  /** The text of console.error messages. */
  readonly consoleErrors: string[];
  /** A fresh context and page, with console capture; the previous ones are closed. */
  open(options?: BrowserContextOptions): Promise<Page>;
  /** Closes the page only (as a visitor closing the tab); the harness forgets it. */
  closePage(): Promise<void>;
  /** Stops this test's server and starts another with `env`. */
  restartServer(env: Env): Promise<TestServer>;
}

/** Chromium (playwright-core) for the Chromium-only suites. */
export function useChromiumHarness(options: ChromiumHarnessOptions = {}): ChromiumHarness {
  let browser: Browser | undefined;
  let server: TestServer | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const messages: ConsoleEntry[] = [];
  const pageOptions = options.page ?? {};
  const serverScope = options.server ?? 'per-test';

  const startServer = async () => (server = await startTestServer(options.env, options.app));
  const closeServer = async () => {
    await server?.close();
    server = undefined;
  };
  const closeContext = async () => {
    await context?.close();
    context = undefined;
    page = undefined;
  };

  const harness: ChromiumHarness = {
    get browser() {
      return defined(browser, 'browser');
    },
    get server() {
      return defined(server, 'server');
    },
    get context() {
      return defined(context, 'context');
    },
    get page() {
      return defined(page, 'page');
    },
    console: messages,
    get consoleErrors() {
      return messages.filter((entry) => entry.type === 'error').map((entry) => entry.text);
    },
    async open(contextOptions = {}) {
      await closeContext();
      messages.length = 0;
      context = await harness.browser.newContext(contextOptions);
      const opened = await context.newPage();
      opened.on('console', (message) =>
        messages.push({ type: message.type(), text: message.text() }),
      );
      opened.on('pageerror', (error) => messages.push({ type: 'pageerror', text: error.message }));
      page = opened;
      return opened;
    },
    async closePage() {
      await page?.close();
      page = undefined;
    },
    async restartServer(env) {
      await closeServer();
      return (server = await startTestServer(env, options.app));
    },
  };

  beforeAll(async () => {
    browser = await launchChromium();
    if (serverScope === 'per-file') await startServer();
    if (pageOptions !== false && serverScope !== 'per-test') await harness.open(pageOptions);
  });
  afterAll(async () => {
    await closeContext();
    await closeServer();
    await browser?.close();
  });
  beforeEach(async () => {
    if (serverScope !== 'per-test') return;
    await startServer();
    if (pageOptions !== false) {
      await harness.open(pageOptions);
      if (options.goto) await harness.page.goto(harness.server.pageUrl);
    }
  });
  afterEach(async () => {
    // A page of the file's scope stays open; one of a test's scope goes before its server.
    if (serverScope === 'per-test' || options.page === false) await closeContext();
    if (serverScope === 'per-test') await closeServer();
  });
  return harness;
}

export interface EngineHarness {
  readonly driver: EngineDriver;
  readonly server: TestServer;
  /** How long the engine took to start, in ms. */
  readonly launchMs: number;
}

const LAUNCHERS: Record<EngineName, () => Promise<EngineDriver>> = {
  chromium: launchChromiumDriver,
  firefox: launchFirefoxDriver,
  webkit: launchWebKitDriver,
};

/** One engine for the enclosing describe, a fresh server for each test. */
export function useEngineHarness(name: EngineName): EngineHarness {
  let driver: EngineDriver | undefined;
  let server: TestServer | undefined;
  let launchMs = 0;
  beforeAll(async () => {
    const started = Date.now();
    driver = withCommandDeadlines(await LAUNCHERS[name]());
    launchMs = Date.now() - started;
  });
  afterAll(async () => {
    const closing = Date.now();
    await driver?.close();
    if (process.env.E2E_TIMINGS)
      console.info(`${name}: launch ${launchMs} ms, close ${Date.now() - closing} ms`);
  });
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return {
    get driver() {
      return defined(driver, `${name} driver`);
    },
    get server() {
      return defined(server, 'server');
    },
    get launchMs() {
      return launchMs;
    },
  };
}

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the e2e harness has no ${what} here`);
  return value;
}
