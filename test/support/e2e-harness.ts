/**
 * The one setup of every end-to-end test: the real app on loopback wired to a fresh fake
 * provider (per test), and a browser (per file) whose pages report console errors; all of it
 * closed again after. Register it at the top of a file (or a describe) and read its fields in
 * the tests: they change from test to test.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Env } from '../../src/server/config.js';
import { launchChromium } from './browser.js';
import { launchChromiumDriver } from './engines/chromium-driver.js';
import type { EngineDriver, EngineName } from './engines/engine-driver.js';
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
  /** Open a page in beforeEach (with these context options); false: the test calls open(). */
  page?: BrowserContextOptions | false;
  /** Load the app in that page in beforeEach. */
  goto?: boolean;
  /** One server for the whole file instead of one per test. */
  serverPerFile?: boolean;
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

  const startServer = async () => (server = await startTestServer(options.env));
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
      return (server = await startTestServer(env));
    },
  };

  beforeAll(async () => {
    browser = await launchChromium();
    if (options.serverPerFile) await startServer();
  });
  afterAll(async () => {
    await closeContext();
    if (options.serverPerFile) await closeServer();
    await browser?.close();
  });
  beforeEach(async () => {
    if (!options.serverPerFile) await startServer();
    if (pageOptions !== false) {
      await harness.open(pageOptions);
      if (options.goto) await harness.page.goto(harness.server.pageUrl);
    }
  });
  afterEach(async () => {
    if (!options.serverPerFile) {
      await closeContext();
      await closeServer();
    }
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
    driver = await LAUNCHERS[name]();
    launchMs = Date.now() - started;
  });
  afterAll(async () => {
    await driver?.close();
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
