/** The local model: on the tiny model, and on the real-size stand-in. */
import { measureHostileProvider } from '../hostile-provider.js';
import { BENCH_MODEL, measureTinyModel } from '../tiny-model.js';
import { describeStandIn, visitorFigures } from '../stand-in/describe.js';
import { THREADS } from '../stand-in/inputs.js';
import { measureStandIn } from '../stand-in/measure.js';
import { atMost, median, ms } from '../report.js';
import type { BenchContext } from './context.js';

export async function measureHostile({
  provider,
  server,
  figures,
  details,
  section,
}: BenchContext) {
  await section('health under a hostile provider', async () => {
    const result = await measureHostileProvider(provider, server);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    details.push(
      `hostile provider, api/health slowest answer per case: ` +
        result.cases
          .map(
            (c) =>
              `${c.name} ${ms(c.maxHealthMs)} (${c.healthChecks} checks, ${c.status}, ` +
              `RSS up to ${mb(c.peakRssBytes)})`,
          )
          .join('; '),
    );
    figures.push(
      {
        name: 'api/health under a hostile provider (max)',
        measured: ms(result.maxHealthMs),
        ...atMost(500, 'ms', result.maxHealthMs),
      },
      {
        name: 'server RSS under a hostile provider (max)',
        measured: mb(result.peakRssBytes),
        target: '< 250 MB',
        ok: result.peakRssBytes < 250 * 1024 * 1024,
      },
    );
  });
}

export async function measureLocalModel(context: BenchContext): Promise<void> {
  await measureOnTinyModel(context);
  await measureOnStandIn(context);
}

async function measureOnTinyModel({
  root,
  figures,
  details,
  section,
}: BenchContext): Promise<void> {
  await section('tiny model', async () => {
    const result = await measureTinyModel(root);
    const ratio = result.serverTextPerSecond / result.ownTextPerSecond;
    const firstAdded = result.serverFirstTextMs - result.ownFirstTextMs;
    const healthMax = Math.max(...result.healthMs);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    details.push(
      `tiny model, ${BENCH_MODEL.width}-wide ${BENCH_MODEL.layers}-layer test model on 1 thread, median of ${result.runs} runs each: ` +
        `node-llama-cpp's own loop ${result.ownTextPerSecond.toFixed(0)} characters/s, first text ` +
        `${ms(result.ownFirstTextMs)}; through the server ${result.serverTextPerSecond.toFixed(0)} ` +
        `characters/s, first text ${ms(result.serverFirstTextMs)}; api/health while two recipes ` +
        `generate: median ${ms(median(result.healthMs))}, max ${ms(healthMax)}`,
    );
    figures.push(
      {
        name: 'tiny model: text/s through the server against its own loop',
        measured: ratio.toFixed(2),
        target: '>= 0.90',
        ok: ratio >= 0.9,
      },
      {
        name: 'tiny model: first text added by the server',
        measured: `+${ms(firstAdded)}`,
        ...atMost(20, 'ms', firstAdded),
      },
      {
        name: 'tiny model: api/health while two recipes generate (max)',
        measured: ms(healthMax),
        ...atMost(100, 'ms', healthMax),
      },
      {
        name: 'tiny model: server RSS (test model loaded)',
        measured: mb(result.rssBytes),
        target: '-',
        ok: 'info',
      },
    );
  });
}

async function measureOnStandIn({ root, figures, details, section }: BenchContext): Promise<void> {
  await section('real-size stand-in (2 threads)', async () => {
    const result = await measureStandIn(root, (line) => details.push(`stand-in: ${line}`));
    details.push(...describeStandIn(result).map((line) => `stand-in ${line}`));
    const { secondRecipe, secondChange, changeAfterOthers, writing, rss, crowd, stop } = result;
    const { reuse, estimate } = result;
    const floorRatio = (name: string, ratio: number) => ({
      name: `stand-in: ${name}, first text against the floor`,
      measured: `${ratio.toFixed(2)}x`,
      ...atMost(1.3, 'x', ratio),
    });
    const gb = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;
    figures.push(
      floorRatio('a second recipe', secondRecipe.ratio),
      floorRatio('a second change of a recipe', secondChange.ratio),
      floorRatio('a change after 4 other recipes', changeAfterOthers.ratio),
      {
        name: "stand-in: writing speed against node-llama-cpp's own loop",
        measured: `${writing.ratio.toFixed(2)}x`,
        target: '>= 0.97x',
        ok: writing.ratio >= 0.97,
      },
      {
        name: "stand-in: server RSS (llama.cpp's server: 1.86 GB)",
        measured: gb(rss.bytes),
        target: `<= ${gb(1.1 * rss.llamaCppServerBytes)}`,
        ok: rss.bytes <= 1.1 * rss.llamaCppServerBytes,
      },
      {
        name: `stand-in: ${crowd.visitors} visitors at once on 2 sequences`,
        measured: `${crowd.written} written, ${crowd.busy} busy`,
        target: `${crowd.visitors} written, 0 busy, each place down to 1`,
        ok: crowd.written === crowd.visitors && crowd.busy === 0 && crowd.queuedReachedOne,
      },
      {
        name: 'stand-in: api/health while 6 visitors are served (max)',
        measured: ms(crowd.healthMaxMs),
        ...atMost(100, 'ms', crowd.healthMaxMs),
      },
      {
        name: `stand-in: Stop in a ${stop.promptTokens}-token prompt, sequence free after`,
        measured: ms(stop.freeAfterStopMs),
        ...atMost(1000, 'ms', stop.freeAfterStopMs),
      },
      ...visitorFigures(
        `real-size stand-in, ${THREADS} threads, ${reuse.runs} runs`,
        reuse,
        estimate,
      ),
    );
  });
}
