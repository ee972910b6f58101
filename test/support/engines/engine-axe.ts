import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { AXE_RUN_OPTIONS, AXE_SOURCE_PATH, runAxe, type AxeReport } from '../axe.js';
import type { TestServer } from '../test-server.js';
import { smallTouchTargets } from '../touch-targets.js';
import type { EngineDriver } from './engine-driver.js';

let axeSource: Promise<string> | undefined;

/**
 * axe-core's WCAG 2.1 A and AA check of the page open in `driver`, under the page's own Content
 * Security Policy: the source goes in through the driver's `runScript` (once per page load),
 * never as a script element the policy would refuse. At a width where WebKit frames the app,
 * the driver's commands already run in the app's frame, so the report is the app's document's;
 * its `url` says which document that was.
 */
export async function engineAxeReport(driver: EngineDriver): Promise<AxeReport> {
  const loaded = await driver.evaluate(() => 'axe' in window);
  if (!loaded) await driver.runScript(await (axeSource ??= readFile(AXE_SOURCE_PATH, 'utf8')));
  return driver.evaluate(runAxe, AXE_RUN_OPTIONS);
}

/** axe on the app's own document, no sideways scroll, and 44 px controls, in this state. */
export async function checkEveryone(driver: EngineDriver, server: TestServer, state: string) {
  const report = await engineAxeReport(driver);
  expect(new URL(report.url).pathname, state).toBe(new URL(server.pageUrl).pathname);
  expect(report.violations, state).toEqual([]);
  expect(
    await driver.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    state,
  ).toBe(false);
  expect(await driver.evaluate(smallTouchTargets), state).toEqual([]);
}
