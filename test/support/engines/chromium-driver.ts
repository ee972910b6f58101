import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../browser.js';
import {
  dispatchSwipe,
  type EngineDriver,
  type OpenOptions,
  type Viewport,
} from './engine-driver.js';

/** Debian's Chromium through playwright-core (CDP), one fresh context per page. */
export async function launchChromiumDriver(): Promise<EngineDriver> {
  const browser: Browser = await launchChromium();
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];

  const current = (): Page => {
    if (!page) throw new Error('chromium: no page open');
    return page;
  };

  return {
    name: 'chromium',
    touch: 'synthetic',
    async open(url: string, viewport: Viewport, options: OpenOptions = {}) {
      await context?.close();
      errors = [];
      context = await browser.newContext({ viewport, locale: options.locale });
      if (options.preload) await context.addInitScript({ content: options.preload });
      // Copy reads nothing back here, but the permission keeps Chromium's clipboard prompt away;
      // the wake lock is granted as a visitor's phone would.
      await context.grantPermissions(['clipboard-write', 'screen-wake-lock'], {
        origin: new URL(url).origin,
      });
      page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await page.goto(url);
    },
    async reload() {
      await current().reload();
    },
    async pressKey(key) {
      await current().keyboard.press(key);
    },
    async swipe(xpath, fromX, toX) {
      // Playwright has taps only: TouchEvents in the page, as kitchen.test.ts does.
      await current().evaluate(
        `(${dispatchSwipe.toString()})(...${JSON.stringify([xpath, fromX, toX])})`,
      );
    },
    async click(xpath) {
      await current().locator(`xpath=${xpath}`).first().click();
    },
    async type(xpath, text) {
      const field = current().locator(`xpath=${xpath}`).first();
      await field.click();
      await field.pressSequentially(text);
    },
    async pressEnter() {
      await current().keyboard.press('Enter');
    },
    async pressTab() {
      await current().keyboard.press('Tab');
    },
    async selectOption(xpath, value) {
      await current().locator(`xpath=${xpath}`).first().selectOption(value);
    },
    evaluate(fn, ...args) {
      // Playwright passes one argument to a function; an expression takes any number.
      return current().evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`);
    },
    async runScript(source) {
      await current().evaluate(`${source}\n;undefined`);
    },
    async consoleErrors() {
      return [...errors];
    },
    async close() {
      await context?.close();
      await browser.close();
    },
  };
}
