/**
 * The local model on the real-size stand-in (stand-in/real-size-model.ts): each figure is a pair,
 * node-llama-cpp's own floor on a warm sequence in this process and the same thing through the
 * built server in a child process (2 threads, 2 sequences), never both computing at once.
 *
 * (a) a second recipe's first text; (b) a second change of the same recipe; (c) a change asked
 * after 4 other recipes; (d) writing speed; (e) the server's RSS; (f) 6 visitors at once;
 * (g) Stop during a long revision prompt; (h) a recipe's first text with a list another visitor just
 * asked, against a fresh list, on a warm sequence and on a saved state; (i) the waiting estimate
 * against the real wait after one visitor left 6 long revisions early. Plain figures, no verdicts.
 * Each part is in a file of this folder; (h) is explained in reuse.ts.
 *
 * Alone: `npx tsx bench/stand-in/measure.ts` (builds when the build is stale).
 * `BENCH_WRITE_TOKENS` (512) bounds the recipes written whole, `BENCH_RUNS` (3) the repeats,
 * `BENCH_CROWD_TOKENS` (64) what each of the 6 visitors reads. Only (h) and (i):
 * `npx tsx bench/stand-in/measure.ts visitors`, with `BENCH_STAND_IN=small` on the small stand-in,
 * `BENCH_THREADS` (2) the server's threads.
 */
import { type StandInServer, startServerWithModel } from './server.js';
import { serverCrowd, serverStopDuringPrompt } from './crowd-and-stop.js';
import { serverEstimateAfterLeftRevisions } from './estimate.js';
import {
  type Writing,
  loadOwnModel,
  ownChangeFloor,
  ownSecondRecipeFloor,
  ownWriting,
} from './own-floor.js';
import { LISTS, RUNS, THREADS } from './inputs.js';
import { serverReuseAcrossVisitors } from './reuse.js';
import {
  serverChangeAfterOthers,
  serverSecondChange,
  serverSecondRecipe,
  serverWriting,
} from './first-text.js';
import { benchStandInShape, SMALL_SHAPE, writeRealSizeModel } from './real-size-model.js';
import { describeStandIn, describeVisitorParts, visitorFigures } from './describe.js';
import type { StandInResult } from './result.js';
import { figuresMarkdown, median } from '../report.js';
import { resolve } from 'node:path';
// @ts-expect-error: a plain JavaScript script, run by node without types
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

const withoutText = (writing: Writing) => ({ ...writing, text: `${writing.text.length} chars` });

export async function measureStandIn(
  root: string,
  log: (line: string) => void = () => {},
): Promise<StandInResult> {
  const partsMs: Record<string, number> = {};
  const part = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await run();
    const took = performance.now() - started;
    partsMs[name] = took;
    log(`${name}: ${(took / 1000).toFixed(1)} s`);
    return value;
  };
  const model = await part('model file', writeRealSizeModel);
  const own = await part('own model load', () => loadOwnModel(model.path));
  let built: StandInServer | undefined;
  try {
    const ownWrite = await part('(d) own writing', () => ownWriting(own, LISTS[1]!));
    const secondRecipeFloor = await part('(a) floor', () => ownSecondRecipeFloor(own));
    const changeFloor = await part('(b)(c) floor', () => ownChangeFloor(own, ownWrite.text));
    await own.sequence.clearHistory();
    built = await part('server start', () => startServerWithModel(root, model.path));
    const b = built;
    const secondRecipe = await part('(a) server', () => serverSecondRecipe(b));
    const serverWrite = await part('(d) server writing', () => serverWriting(b, LISTS[1]!));
    const secondChange = await part('(b) server', () =>
      serverSecondChange(b, LISTS[1]!, serverWrite.text),
    );
    const afterOthers = await part('(c) server', () =>
      serverChangeAfterOthers(b, LISTS[1]!, serverWrite.text),
    );
    // More writing pairs, each the own loop then the server, so a drift of the machine's speed
    // falls on both alike: the ratio is the median of the pairs'.
    const ratios = [serverWrite.tokensPerSecond / ownWrite.tokensPerSecond];
    for (let run = 2; run <= RUNS; run += 1) {
      const ownAgain = await part(`(d) own writing ${run}`, () => ownWriting(own, LISTS[1]!));
      const serverAgain = await part(`(d) server writing ${run}`, () =>
        serverWriting(b, LISTS[1]!),
      );
      ratios.push(serverAgain.tokensPerSecond / ownAgain.tokensPerSecond);
    }
    const rss = { bytes: await b.server.rssBytes(), peakBytes: await b.server.peakRssBytes() };
    const crowd = await part('(f) crowd', () => serverCrowd(b));
    const stop = await part('(g) stop', () => serverStopDuringPrompt(b, own));
    const { reuse, estimate } = await visitorParts(b, part);
    return {
      model: { ...model, writeMs: partsMs['model file']! },
      secondRecipe: {
        floor: secondRecipeFloor,
        server: secondRecipe,
        ratio: secondRecipe.ms / secondRecipeFloor.ms,
      },
      secondChange: {
        floor: changeFloor,
        server: secondChange,
        ratio: secondChange.ms / changeFloor.ms,
      },
      changeAfterOthers: {
        floor: changeFloor,
        server: afterOthers,
        ratio: afterOthers.ms / changeFloor.ms,
      },
      writing: {
        own: withoutText(ownWrite),
        server: withoutText(serverWrite),
        ratio: median(ratios),
        ratios,
      },
      rss: { ...rss, llamaCppServerBytes: 1.86e9 },
      crowd,
      stop,
      reuse,
      estimate,
      partsMs,
    };
  } finally {
    await built?.dispose();
    await own.dispose();
  }
}

/** (h) and (i), also run alone: `npx tsx bench/stand-in/measure.ts visitors`. */
async function visitorParts(
  built: StandInServer,
  part: <T>(name: string, run: () => Promise<T>) => Promise<T>,
): Promise<Pick<StandInResult, 'reuse' | 'estimate'>> {
  const reuse = await part('(h) reuse across visitors', () => serverReuseAcrossVisitors(built));
  const estimate = await part('(i) estimate', () => serverEstimateAfterLeftRevisions(built));
  return { reuse, estimate };
}

/**
 * Only (h) and (i), on the built server: the model file and the server, nothing else.
 * `BENCH_STAND_IN=small` runs them on the small stand-in of the same family (about 10 minutes on
 * two busy cores, where the real-size one takes hours), `BENCH_MODEL` on another GGUF.
 */
async function measureVisitorParts(root: string): Promise<void> {
  const modelPath = process.env.BENCH_MODEL ?? (await writeRealSizeModel(benchStandInShape())).path;
  const threads = Number(process.env.BENCH_THREADS ?? THREADS);
  console.log(`model: ${modelPath}, ${RUNS} runs, ${threads} threads`);
  const built = await startServerWithModel(root, modelPath, threads);
  try {
    const reuse = await serverReuseAcrossVisitors(built);
    // Each figure as soon as it is measured: (i) alone takes long.
    console.log(
      describeVisitorParts({
        reuse,
        estimate: { etaBeforeSeconds: NaN, etaSeconds: NaN, realWaitMs: NaN },
      })[0],
    );
    if (process.env.BENCH_SKIP_ESTIMATE === '1') return;
    // One whole recipe first: the writing speed behind the estimates is measured.
    await serverWriting(built, LISTS[1]!);
    const estimate = await serverEstimateAfterLeftRevisions(built);
    console.log(describeVisitorParts({ reuse, estimate })[1]);
    const model =
      process.env.BENCH_MODEL ??
      (benchStandInShape() === SMALL_SHAPE ? 'small stand-in' : 'real-size stand-in');
    const about = `${model}, ${threads} thread${threads === 1 ? '' : 's'}, ${RUNS} runs`;
    console.log(figuresMarkdown(visitorFigures(about, reuse, estimate), 'visitors'));
  } catch (error) {
    // The server's last words say whether it failed, not the bench.
    console.error(built.server.output().split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    await built.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '../..');
  (buildIfStale as (root: string) => void)(root);
  if (process.argv[2] === 'visitors') await measureVisitorParts(root);
  else {
    const result = await measureStandIn(root, (line) => console.log(line));
    console.log(JSON.stringify(result, null, 2));
    console.log(describeStandIn(result).join('\n'));
  }
}
