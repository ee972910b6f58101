import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import {
  dispatchSwipe,
  elementAtRest,
  type EngineDriver,
  type OpenOptions,
  type Viewport,
} from './engine-driver.js';
import { startFramingProxy, type FramingProxy } from './framing-proxy.js';
import { minibrowserInLocale } from './webkit-locale.js';
import { startXvfb } from './xvfb.js';
import { freePort } from '../free-port.js';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** MiniBrowser's window refuses to be narrower than this. */
export const WEBKIT_MIN_WIDTH = 447;

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver and selenium-webdriver, on a private Xvfb
 * display this driver starts and stops itself (MiniBrowser has no headless mode).
 */
export async function launchWebKitDriver(): Promise<EngineDriver> {
  const display = await startXvfb();
  let service: ChildProcess | undefined;
  let session: WebDriver;
  let serviceUrl: string;
  let proxy: FramingProxy | undefined;
  /** The locale the running MiniBrowser was started in (undefined: the machine's). */
  let sessionLocale: string | undefined;
  let framed = false;
  try {
    const port = await freePort();
    service = spawn(WEBKIT_DRIVER_PATH, [`--host=127.0.0.1`, `--port=${port}`], {
      env: { ...process.env, DISPLAY: display.display },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    serviceUrl = `http://127.0.0.1:${port}`;
    await waitForService(service, serviceUrl);
    session = await startSession(serviceUrl, MINIBROWSER_PATH);
  } catch (error) {
    await stopService(service);
    await display.close();
    throw error;
  }

  /** A locale is the MiniBrowser process's: another one takes another session (about 1 s). */
  const useLocale = async (locale: string | undefined) => {
    if (locale === sessionLocale) return;
    await session.quit();
    const binary = locale ? await minibrowserInLocale(MINIBROWSER_PATH, locale) : MINIBROWSER_PATH;
    session = await startSession(serviceUrl, binary);
    sessionLocale = locale;
  };
  /** Into the app's frame where the host page frames it, and its console recorded. */
  const enterApp = async () => {
    if (framed) await session.switchTo().frame(await session.findElement(By.css('iframe')));
    await session.executeScript(recordConsoleErrors);
  };

  const find = async (xpath: string): Promise<WebElement> => {
    const elements = await session.findElements(By.xpath(xpath));
    if (elements.length === 0) throw new Error(`webkit: nothing at ${xpath}`);
    return elements[0]!;
  };

  return {
    name: 'webkit',
    touch: 'synthetic',
    async open(url: string, viewport: Viewport, options: OpenOptions = {}) {
      await useLocale(options.locale);
      await session.switchTo().defaultContent();
      await session
        .manage()
        .window()
        .setRect({
          width: Math.max(viewport.width, WEBKIT_MIN_WIDTH),
          height: viewport.height,
        });
      await proxy?.close();
      proxy = undefined;
      framed = viewport.width < WEBKIT_MIN_WIDTH || options.preload !== undefined;
      if (!framed) {
        await session.get(url);
      } else {
        const target = new URL(url);
        proxy = await startFramingProxy(target.origin, options.preload);
        // The iframe delays the host page's load event: get() returns once the app has loaded.
        await session.get(
          proxy.hostPageUrl(target.pathname + target.search + target.hash, viewport),
        );
      }
      await enterApp();
    },
    async reload() {
      // The host page, where there is one: the app in its frame loads again with it.
      await session.switchTo().defaultContent();
      await session.navigate().refresh();
      await enterApp();
    },
    async pressKey(key) {
      const keys = { ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, Escape: Key.ESCAPE };
      await session.actions().sendKeys(keys[key]).perform();
    },
    async swipe(xpath, fromX, toX) {
      // WebKitWebDriver turns touch pointer actions into mouse events: TouchEvents in the page.
      await session.executeScript(
        `return (${dispatchSwipe.toString()}).apply(null, arguments);`,
        xpath,
        fromX,
        toX,
      );
    },
    async click(xpath) {
      const element = await find(xpath);
      const state = await session.executeScript(
        `return (${elementAtRest.toString()}).apply(null, arguments);`,
        xpath,
      );
      if (state !== 'at rest') throw new Error(`webkit: ${xpath} is ${String(state)}`);
      await element.click();
    },
    async type(xpath, text) {
      const field = await find(xpath);
      await field.click();
      await field.sendKeys(text);
    },
    async pressEnter() {
      await session.actions().sendKeys(Key.ENTER).perform();
    },
    async pressTab() {
      await session.actions().sendKeys(Key.TAB).perform();
    },
    async selectOption(xpath, value) {
      // WebDriver's click on an <option> selects it and fires input and change, as a pick does.
      await (await find(`(${xpath})//option[@value=${JSON.stringify(value)}]`)).click();
    },
    evaluate(fn, ...args) {
      return session.executeScript(`return (${fn.toString()}).apply(null, arguments);`, ...args);
    },
    async runScript(source) {
      // Execute Script runs the body in the current browsing context (the app's frame at phone
      // widths), outside the page's CSP.
      await session.executeScript(source);
    },
    async consoleErrors() {
      return session.executeScript<string[]>(
        'return [...(window.__e2eConsoleErrors ?? ["console not recorded"])];',
      );
    },
    async close() {
      try {
        await session.quit();
      } finally {
        await proxy?.close();
        await stopService(service);
        await display.close();
      }
    },
  };
}

/**
 * WebKitWebDriver has no console-log endpoint and WebKitGTK no BiDi, so after the page has
 * loaded the driver wraps console.error and listens for uncaught errors itself.
 */
function recordConsoleErrors() {
  const state = window as unknown as { __e2eConsoleErrors?: string[] };
  if (state.__e2eConsoleErrors) return;
  const errors: string[] = [];
  state.__e2eConsoleErrors = errors;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map((arg) => String(arg)).join(' '));
    original(...args);
  };
  window.addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection: ${String(event.reason)}`),
  );
}

async function startSession(serviceUrl: string, binary: string): Promise<WebDriver> {
  const session = await new Builder()
    .usingServer(serviceUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary, args: ['--automation'] },
    })
    .build();
  await session.manage().setTimeouts({ script: 10_000, pageLoad: 20_000 });
  return session;
}

async function waitForService(service: ChildProcess, url: string): Promise<void> {
  let stderr = '';
  let exit: string | undefined;
  service.stderr!.on('data', (data: Buffer) => (stderr += data.toString()));
  service.once('exit', (code, signal) => (exit = String(code ?? signal)));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exit !== undefined) throw new Error(`WebKitWebDriver exited (${exit}):\n${stderr}`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopService(service: ChildProcess | undefined): Promise<void> {
  if (!service || service.exitCode !== null || service.signalCode !== null) return;
  const exited = once(service, 'exit');
  service.kill('SIGTERM');
  await exited;
}
