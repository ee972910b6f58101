import { atMost, type Figure } from '../report.js';
import type { StandInResult } from './result.js';
import { type EstimateAfterLeftRevisions } from './estimate.js';
import { type ReuseAcrossVisitors, type ReuseCase, type ReusePairs } from './reuse.js';

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (rate: number) => `${rate.toFixed(1)} tokens/s`;

/** The figures as lines: `what  server  floor  ratio`. */
export function describeStandIn(result: StandInResult): string[] {
  const { secondRecipe: a, secondChange: b, changeAfterOthers: c, writing: d, crowd: f } = result;
  return [
    `model file: ${(result.model.bytes / 1e9).toFixed(3)} GB, ready in ${s(result.model.writeMs)}`,
    `(a) second recipe's first text: server ${s(a.server.ms)} [${a.server.runs.map(s).join(', ')}], ` +
      `floor ${s(a.floor.ms)} (${a.floor.newTokens} new tokens + first token), ratio ${a.ratio.toFixed(2)}`,
    `(b) second change's first text: server ${s(b.server.ms)} [${b.server.runs.map(s).join(', ')}] ` +
      `(first change ${s(b.server.firstChangeMs)}), floor ${s(b.floor.ms)} ` +
      `(${b.floor.newTokens} new tokens + first token), ratio ${b.ratio.toFixed(2)}`,
    `(c) change after 4 other recipes: server ${s(c.server.ms)} ` +
      `(the 4 others' first texts ${c.server.othersMs.map(s).join(', ')}), floor ${s(c.floor.ms)}, ` +
      `ratio ${c.ratio.toFixed(2)}`,
    `(d) writing: server ${perSecond(d.server.tokensPerSecond)} (${d.server.tokens} tokens, ` +
      `first text ${s(d.server.firstTextMs)}, all ${s(d.server.totalMs)}), node-llama-cpp's LlamaChat ` +
      `${perSecond(d.own.tokensPerSecond)} (${d.own.tokens} tokens, first text ${s(d.own.firstTextMs)}, ` +
      `all ${s(d.own.totalMs)}); ratio per pair ${d.ratios.map((r) => r.toFixed(3)).join(', ')}, median ${d.ratio.toFixed(2)}`,
    `(e) server RSS with the model loaded: ${(result.rss.bytes / 1e9).toFixed(2)} GB ` +
      `(peak ${(result.rss.peakBytes / 1e9).toFixed(2)} GB; llama.cpp's server: 1.86 GB)`,
    `(f) ${f.visitors} visitors at once: ${f.written} written, ${f.busy} busy` +
      (f.other.length > 0 ? `, others: ${f.other.join('; ')}` : '') +
      `; queued positions ${JSON.stringify(f.queued)} (down to 1: ${f.queuedReachedOne}); ` +
      `api/health max ${f.healthMaxMs.toFixed(0)} ms, median ${f.healthMedianMs.toFixed(0)} ms ` +
      `(${f.healthCount} asked); all in ${s(f.totalMs)}`,
    `(g) Stop 1 s into a ${result.stop.promptTokens}-token revision prompt ` +
      `(${result.stop.sharedTokens} held already): sequence free ${s(result.stop.freeAfterStopMs)} after the stop`,
    ...describeVisitorParts(result),
    `parts: ${Object.entries(result.partsMs)
      .map(([name, ms]) => `${name} ${s(ms)}`)
      .join(', ')}`,
  ];
}

/**
 * A case's median and each run's `ms reused/prompt +output tokens` (`(n restored)` from a saved
 * state).
 */
const describeCase = ({ ms, runs }: ReuseCase) =>
  `${s(ms)} [${runs
    .map(
      (run) =>
        `${s(run.ms)} ${run.reusedTokens}/${run.promptTokens} +${run.outputTokens}` +
        (run.restoredTokens > 0 ? ` (${run.restoredTokens} restored)` : ''),
    )
    .join(', ')}]`;

const describePairs = (pairs: ReusePairs) =>
  `${describeCase(pairs.otherList)} against ${describeCase(pairs.freshList)}, ratio per pair ` +
  `${pairs.ratios.map((ratio) => ratio.toFixed(2)).join(', ')}, median ${pairs.ratio.toFixed(2)}; ` +
  `server CPU ${s(pairs.otherList.cpuMs)} against ${s(pairs.freshList.cpuMs)} ` +
  `(ratio ${pairs.cpuRatio.toFixed(2)})`;

export function describeVisitorParts({
  reuse,
  estimate,
}: Pick<StandInResult, 'reuse' | 'estimate'>): string[] {
  const { warm, saved } = reuse;
  return [
    `(h) first text with another visitor's 20-item list against a fresh list, ${reuse.runs} runs ` +
      `[each: time, reused/prompt +written tokens]: warm ${describePairs(warm)}; saved ` +
      `${describePairs(saved)}; the visitor's own list again ${describeCase(saved.ownAgain)}`,
    `(i) after 6 long revisions left at 20 pieces: place 1 told ${estimate.etaSeconds} s ` +
      `(before them ${estimate.etaBeforeSeconds} s), waited ${s(estimate.realWaitMs)} ` +
      `(estimate / wait ${((estimate.etaSeconds * 1000) / estimate.realWaitMs).toFixed(2)})`,
  ];
}

/** (h) and (i) as rows of the bench's table; `about` names the model and the runs. */
export function visitorFigures(
  about: string,
  reuse: ReuseAcrossVisitors,
  estimate: EstimateAfterLeftRevisions,
): Figure[] {
  const reuseFigure = (state: string, ratio: number): Figure => ({
    name: `stand-in: another visitor's 20-item list against a fresh one, first text on a ${state} (${about})`,
    measured: `${ratio.toFixed(2)}x`,
    target: '>= 0.7x',
    ok: ratio >= 0.7,
  });
  const overWait = (estimate.etaSeconds * 1000) / estimate.realWaitMs;
  return [
    reuseFigure('warm sequence', reuse.warm.ratio),
    reuseFigure('saved state', reuse.saved.ratio),
    {
      name: `stand-in: place 1's estimate against its wait, after 6 revisions left early (${about})`,
      measured: `${overWait.toFixed(2)}x`,
      ...atMost(3, 'x', overWait),
    },
    {
      name: `stand-in: place 1's estimate before and after 6 revisions left early (${about})`,
      measured: `${estimate.etaBeforeSeconds} s, ${estimate.etaSeconds} s`,
      target: 'not longer after',
      ok: estimate.etaSeconds <= estimate.etaBeforeSeconds,
    },
  ];
}
