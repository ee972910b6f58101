/**
 * axe-core as every accessibility test here runs it, in any engine: the source from
 * node_modules (no network), the rules (WCAG 2.0 and 2.1, levels A and AA) and the in-page call.
 * How the source gets into a page despite its Content Security Policy is the caller's part:
 * Playwright with `bypassCSP` in recipe-page.ts, the engines' automation in engines/engine-axe.ts.
 */
import { createRequire } from 'node:module';

export const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const AXE_RUN_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations are read: axe then keeps one node of each other result, not all of them.
  resultTypes: ['violations'],
};

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

export interface AxeReport {
  /** The address of the document axe checked (in a frame, the frame's own). */
  url: string;
  violations: AxeViolation[];
}

/**
 * Runs in the page once axe-core is in it: checks the whole document with `options` and keeps
 * of each violation what a failing assertion needs to say where and why.
 */
export async function runAxe(options: typeof AXE_RUN_OPTIONS): Promise<AxeReport> {
  const { axe } = window as unknown as {
    axe: { run: (context: Document, options: unknown) => Promise<AxeReport> };
  };
  const results = await axe.run(document, options);
  return {
    url: results.url,
    violations: results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    })),
  };
}
