/**
 * What the end-to-end flow needs from a browser, the same in every engine: targets are XPath
 * expressions (the one selector language Playwright, Puppeteer and WebDriver all understand),
 * and every click and key goes through the engine's real input pipeline.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

export interface OpenOptions {
  /**
   * The browser's own language (a BCP 47 tag such as "de-DE"): what it sends as Accept-Language,
   * lists in navigator.languages and formats with by default in Intl. Chromium: the context's
   * locale; Firefox: WebDriver BiDi emulation.setLocaleOverride on a fresh user context; WebKit:
   * the MiniBrowser process's C locale (a new session; see webkit-driver.ts).
   */
  locale?: string;
  /**
   * A script run in the page before any of its own, at this load and at every reload (a clock,
   * an API recorder). Chromium: an init script; Firefox: BiDi script.addPreloadScript; WebKit
   * (no BiDi): a same-origin script element the framing proxy puts first in the page's head.
   */
  preload?: string;
}

/** Keys the kitchen is moved with, beyond Enter and Tab. */
export type NamedKey = 'ArrowLeft' | 'ArrowRight' | 'Escape';

export interface EngineDriver {
  readonly name: EngineName;
  /**
   * How `swipe` reaches the page: `real` through the engine's own touch input (Firefox: BiDi
   * touch pointer actions), `synthetic` as TouchEvents dispatched in the page, where the driver
   * has no touch swipe (Playwright has taps only; WebKitWebDriver turns touch pointers into mouse
   * events).
   */
  readonly touch: 'real' | 'synthetic';
  /**
   * Loads `url` with a layout viewport `viewport.width` CSS px wide. WebKit's window cannot be
   * narrower than 447 px, so narrower widths load the page inside an iframe of that width there.
   */
  open(url: string, viewport: Viewport, options?: OpenOptions): Promise<void>;
  /** Reloads the page open now (its storage stays), as the browser's reload button does. */
  reload(): Promise<void>;
  /** Presses and releases a named key in the focused element. */
  pressKey(key: NamedKey): Promise<void>;
  /** One finger from `fromX` to `toX` (viewport px) across the element, at its vertical middle. */
  swipe(xpath: string, fromX: number, toX: number): Promise<void>;
  /** A real pointer click on the first element the XPath finds (scrolled into view). */
  click(xpath: string): Promise<void>;
  /** Clicks into the element, then types `text` key by key. */
  type(xpath: string, text: string): Promise<void>;
  /** Presses Enter in the focused element. */
  pressEnter(): Promise<void>;
  /** Presses Tab: focus moves on as the engine's own keyboard navigation moves it. */
  pressTab(): Promise<void>;
  /** Chooses the option with this value in a <select>, as a visitor would. */
  selectOption(xpath: string, value: string): Promise<void>;
  /** Runs `fn` in the page (serialized: it must not close over test variables). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /**
   * Runs `source` as a script in the page's own window (the app's frame where WebKit frames it),
   * sent by the automation rather than added to the document, so the page's Content Security
   * Policy does not refuse it: test tools such as axe-core go in this way. What such a script
   * later evaluates from a string, the policy may still refuse (WebKit does).
   */
  runScript(source: string): Promise<void>;
  /**
   * console.error calls and uncaught errors of the current page. Chromium and Firefox report
   * them from the first script on; WebKit's driver has no console endpoint, so there they are
   * recorded from the moment `open` finished loading (see webkit-driver.ts).
   */
  consoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Polls `fn` in the page until it returns a truthy value, and returns that value. */
export async function waitInPage<A extends unknown[], R>(
  driver: EngineDriver,
  description: string,
  fn: (...args: A) => R,
  ...args: A
): Promise<Awaited<R>> {
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  for (;;) {
    const value = await driver.evaluate(fn, ...args);
    if (value) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `${driver.name}: timed out after ${WAIT_TIMEOUT_MS} ms waiting for ${description}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

const WAIT_TIMEOUT_MS = 15_000;

/**
 * Runs in the page: a finger from `fromX` to `toX` across the element at `xpath`, as TouchEvents
 * dispatched on it (touchstart, touchmove, touchend), for a driver with no touch input.
 */
export function dispatchSwipe(xpath: string, fromX: number, toX: number): void {
  const target = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
    .singleNodeValue as Element | null;
  if (!target) throw new Error(`nothing at ${xpath}`);
  const box = target.getBoundingClientRect();
  // The touch points as plain objects: WebKitGTK has no Touch constructor.
  const touch = (x: number) => ({
    identifier: 1,
    target,
    clientX: x,
    clientY: box.top + box.height / 2,
  });
  const send = (type: string, x: number, touches: object[]) => {
    const event = new TouchEvent(type, { bubbles: true, cancelable: true });
    for (const [name, list] of Object.entries({
      touches,
      targetTouches: touches,
      changedTouches: [touch(x)],
    }))
      Object.defineProperty(event, name, { value: list });
    target.dispatchEvent(event);
  };
  send('touchstart', fromX, [touch(fromX)]);
  send('touchmove', toX, [touch(toX)]);
  send('touchend', toX, []);
}
const POLL_INTERVAL_MS = 50;

/** An XPath string literal for any text (XPath 1.0 has no escapes). */
export function xpathLiteral(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/** Rejects, naming `what`, when `promise` has not settled within `ms`. */
export async function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const COMMAND_DEADLINE_MS = 20_000;

/**
 * The same driver, but a command that hangs fails on its own, naming itself, instead of
 * running into the test's timeout without a word about where it stopped.
 */
export function withCommandDeadlines<D extends EngineDriver>(driver: D): D {
  const guard =
    <A extends unknown[], R>(method: string, call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      withDeadline(
        call(...args),
        COMMAND_DEADLINE_MS,
        `${driver.name}: ${method}(${args
          .filter((arg) => typeof arg !== 'function')
          .map((arg) => JSON.stringify(arg))
          .join(', ')})`,
      );
  return {
    ...driver,
    open: guard('open', driver.open.bind(driver)),
    reload: guard('reload', driver.reload.bind(driver)),
    pressKey: guard('pressKey', driver.pressKey.bind(driver)),
    swipe: guard('swipe', driver.swipe.bind(driver)),
    click: guard('click', driver.click.bind(driver)),
    type: guard('type', driver.type.bind(driver)),
    pressEnter: guard('pressEnter', driver.pressEnter.bind(driver)),
    pressTab: guard('pressTab', driver.pressTab.bind(driver)),
    selectOption: guard('selectOption', driver.selectOption.bind(driver)),
    runScript: (source) =>
      withDeadline(
        driver.runScript(source),
        COMMAND_DEADLINE_MS,
        `${driver.name}: runScript ${source.slice(0, 60)}`,
      ),
    evaluate: (fn, ...args) =>
      withDeadline(
        driver.evaluate(fn, ...args),
        COMMAND_DEADLINE_MS,
        `${driver.name}: evaluate ${fn.name || fn.toString().slice(0, 60)}`,
      ),
    consoleErrors: guard('consoleErrors', driver.consoleErrors.bind(driver)),
    close: guard('close', driver.close.bind(driver)),
  };
}

/**
 * Runs in the page: resolves once the element at `xpath` has kept its place for two animation
 * frames (the page scrolls smoothly to the recipe; a click computed mid-scroll lands elsewhere).
 * Playwright waits for this itself; Puppeteer and WebDriver click wherever the element is now.
 */
export async function elementAtRest(xpath: string): Promise<string> {
  const element = document.evaluate(
    xpath,
    document,
    null,
    XPathResult.FIRST_ORDERED_NODE_TYPE,
    null,
  ).singleNodeValue as Element | null;
  if (!element) return 'missing';
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const place = () => JSON.stringify(element.getBoundingClientRect());
  let last = place();
  for (let frame = 0; frame < 300; frame += 1) {
    await nextFrame();
    await nextFrame();
    const now = place();
    if (now === last) return 'at rest';
    last = now;
  }
  return 'still moving';
}
