import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import {
  elementAtRest,
  type EngineDriver,
  type OpenOptions,
  type Viewport,
} from './engine-driver.js';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Prefs on top of Puppeteer's own test profile (which already turns off updates, telemetry,
 * safe browsing and the like), so Firefox never reaches beyond loopback. Remote Settings is the
 * one service left that still calls home: release builds only honour another server with
 * MOZ_REMOTE_SETTINGS_DEVTOOLS=1, and 127.0.0.1:9 is a port Firefox refuses to connect to at all.
 */
const OFFLINE_PREFS: Record<string, unknown> = {
  'services.settings.server': 'http://127.0.0.1:9/v1',
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.region.network.url': '',
  'browser.topsites.contile.enabled': false,
  'extensions.systemAddon.update.enabled': false,
  'toolkit.telemetry.enabled': false,
};

async function expectAtRest(page: Page, xpath: string): Promise<void> {
  const state = await page.evaluate(elementAtRest, xpath);
  if (state !== 'at rest') throw new Error(`firefox: ${xpath} is ${state}`);
}

export interface FirefoxDriver extends EngineDriver {
  /** Every host name Firefox looked up so far (from its own DNS log). */
  resolvedHosts(): Promise<string[]>;
}

/**
 * Firefox ESR headless through puppeteer-core over WebDriver BiDi (no geckodriver), with a
 * fresh profile in a temporary directory that Puppeteer deletes on close.
 */
export async function launchFirefoxDriver(): Promise<FirefoxDriver> {
  const logDir = await mkdtemp(join(tmpdir(), 'firefox-dns-log-'));
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: OFFLINE_PREFS,
    env: {
      ...process.env,
      MOZ_REMOTE_SETTINGS_DEVTOOLS: '1',
      // Its DNS resolver's log: the test reads back which hosts it tried to reach.
      MOZ_LOG: 'sync,nsHostResolver:4',
      MOZ_LOG_FILE: join(logDir, 'dns'),
    },
  });
  let page: Page | undefined;
  let context: BrowserContext | undefined;
  let errors: string[] = [];

  const current = (): Page => {
    if (!page) throw new Error('firefox: no page open');
    return page;
  };
  const find = async (xpath: string): Promise<ElementHandle<Node>> => {
    const handle = await current().waitForSelector(`xpath/${xpath}`, { timeout: 10_000 });
    if (!handle) throw new Error(`firefox: nothing at ${xpath}`);
    return handle;
  };

  return {
    name: 'firefox',
    touch: 'real',
    async open(url: string, viewport: Viewport, options: OpenOptions = {}) {
      await page?.close();
      await context?.close();
      context = undefined;
      errors = [];
      if (options.locale) {
        // A fresh user context (its own cookies and storage) whose Accept-Language,
        // navigator.languages and Intl all take the locale: WebDriver BiDi's locale override.
        context = await browser.createBrowserContext();
        await overrideLocale(browser, context, options.locale);
      }
      page = await (context ?? browser).newPage();
      if (options.preload) await page.evaluateOnNewDocument(options.preload);
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${String(error)}`));
      await page.setViewport(viewport);
      await page.goto(url);
    },
    async reload() {
      await current().reload();
    },
    async pressKey(key) {
      await current().keyboard.press(key);
    },
    async swipe(xpath, fromX, toX) {
      // WebDriver BiDi touch pointer actions: Firefox fires real touch and pointer events.
      const handle = (await find(xpath)) as ElementHandle<Element>;
      const box = await handle.boundingBox();
      await handle.dispose();
      if (!box) throw new Error(`firefox: ${xpath} is not shown`);
      const y = box.y + box.height / 2;
      const touch = await current().touchscreen.touchStart(fromX, y);
      await touch.move(toX, y);
      await touch.end();
    },
    async click(xpath) {
      const handle = await find(xpath);
      await expectAtRest(current(), xpath);
      await (handle as ElementHandle<Element>).click();
      await handle.dispose();
    },
    async type(xpath, text) {
      const handle = (await find(xpath)) as ElementHandle<Element>;
      await handle.click();
      await handle.type(text);
      await handle.dispose();
    },
    async pressEnter() {
      await current().keyboard.press('Enter');
    },
    async pressTab() {
      await current().keyboard.press('Tab');
    },
    async selectOption(xpath, value) {
      const handle = (await find(xpath)) as ElementHandle<HTMLSelectElement>;
      await handle.select(value);
      await handle.dispose();
    },
    evaluate(fn, ...args) {
      return current().evaluate(fn as (...params: unknown[]) => unknown, ...args) as never;
    },
    async runScript(source) {
      // A string is sent as WebDriver BiDi script.evaluate, which the page's CSP does not govern.
      await current().evaluate(`${source}\n;undefined`);
    },
    async consoleErrors() {
      return [...errors];
    },
    async resolvedHosts() {
      const hosts = new Set<string>();
      for (const file of await readdir(logDir)) {
        const log = await readFile(join(logDir, file), 'utf8');
        for (const match of log.matchAll(/Resolving host \[([^\]]*)\]/g)) hosts.add(match[1]!);
      }
      return [...hosts].sort();
    },
    async close() {
      await context?.close();
      await browser.close();
      await rm(logDir, { recursive: true, force: true });
    },
  };
}

/** WebDriver BiDi emulation.setLocaleOverride (Firefox 142 on), which Puppeteer has no call for. */
async function overrideLocale(browser: Browser, context: BrowserContext, locale: string) {
  const connection = (
    browser as unknown as {
      connection: { send(method: string, params: object): Promise<unknown> };
    }
  ).connection;
  await connection.send('emulation.setLocaleOverride', { locale, userContexts: [context.id] });
}
