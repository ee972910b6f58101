import type { Crowd, StopDuringPrompt } from './crowd-and-stop.js';
import type { EstimateAfterLeftRevisions } from './estimate.js';
import type { ServerFirstTexts } from './first-text.js';
import type { Floor, Writing } from './own-floor.js';
import type { ReuseAcrossVisitors } from './reuse.js';

/** What measure.ts finds on the stand-in, and describe.ts puts in words. */
export interface StandInResult {
  model: { path: string; bytes: number; writeMs: number };
  secondRecipe: { floor: Floor; server: ServerFirstTexts; ratio: number };
  secondChange: {
    floor: Floor;
    server: ServerFirstTexts & { firstChangeMs: number };
    ratio: number;
  };
  changeAfterOthers: { floor: Floor; server: { ms: number; othersMs: number[] }; ratio: number };
  /** `ratio`: the median of the pairs' ratios (own and server writing, one after the other). */
  writing: { own: Writing; server: Writing; ratio: number; ratios: number[] };
  rss: { bytes: number; peakBytes: number; llamaCppServerBytes: number };
  crowd: Crowd;
  stop: StopDuringPrompt;
  reuse: ReuseAcrossVisitors;
  estimate: EstimateAfterLeftRevisions;
  partsMs: Record<string, number>;
}
