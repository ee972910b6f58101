import { readFile } from 'node:fs/promises';
import { AXE_RUN_OPTIONS, AXE_SOURCE_PATH, runAxe, type AxeReport } from '../axe.js';
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
