/**
 * `npm run bench`: builds if needed, runs the built server in a child process against the fake
 * provider, measures every target of the performance issue and prints `name measured target
 * ok|MISS`. It reports and does not gate: a missed target still exits 0 (an error exits 1).
 * All traffic stays on 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeProvider } from '../test/fake-provider.js';
// @ts-expect-error: a plain JavaScript script, run by node without types
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { figuresMarkdown, formatTable, readFiguresMarkdown, type Figure } from './report.js';
import { startServerUnderTest } from './server-process.js';
import { measureHostile, measureLocalModel } from './sections/models.js';
import { measureLighthouse, measurePage } from './sections/page.js';
import { measureServer } from './sections/server.js';

const root = resolve(import.meta.dirname, '..');
const TIME_LIMIT_MS = 40 * 60_000;

const figures: Figure[] = [];
/** The machine's one-minute load average as the run starts: figures on a busy machine wobble. */
const loadAtStart = os.loadavg()[0]!;
const details: string[] = [];
let failed = false;

/** `BENCH_ONLY=local,page` measures only the sections whose names hold one of these words. */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter((word) => word !== '');

async function section(name: string, run: () => Promise<void>): Promise<void> {
  if (only.length > 0 && !only.some((word) => name.includes(word))) return;
  const started = Date.now();
  process.stdout.write(`measuring ${name}... `);
  try {
    await run();
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.log('failed');
    console.error(error);
    figures.push({ name, measured: 'error', target: '-', ok: 'error' });
  }
}

/** The issue's order: first words, weight, Lighthouse, streaming, server. */
const ORDER = [
  'first words',
  'JS before',
  'JS+CSS',
  'all files',
  'Lighthouse',
  'longest task',
  'tasks >',
  'recipe DOM',
  'My recipes',
  'TTFB',
  'server RSS',
  'api/health',
  'tiny model',
  'stand-in',
  'index.html',
  'hashed asset',
];
const rank = (figure: Figure) => {
  const at = ORDER.findIndex((prefix) => figure.name.startsWith(prefix));
  return at === -1 ? ORDER.length : at;
};

function printReport(): void {
  console.log('\nDetails');
  for (const line of details) console.log(`  ${line}`);
  console.log('\nFigures (median where several runs)');
  console.log(formatTable([...figures].sort((a, b) => rank(a) - rank(b))));
}

/** docs/bench-figures.md: this run's figures, and an earlier run's for sections not measured now. */
function writeFiguresPage(): void {
  const page = join(root, 'docs/bench-figures.md');
  const measured = new Set(figures.map((figure) => figure.name));
  const earlier =
    only.length > 0 && existsSync(page)
      ? readFiguresMarkdown(readFileSync(page, 'utf8')).filter((f) => !measured.has(f.name))
      : [];
  const all = [...figures, ...earlier].sort((a, b) => rank(a) - rank(b));
  const day = new Date().toISOString().slice(0, 10);
  const load = `load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`;
  const about = `${day}, ${os.cpus().length} cores, ${load}, Node ${process.version}${only.length > 0 ? `; this run measured ${only.join(', ')}` : ''}`;
  writeFileSync(page, figuresMarkdown(all, about));
  spawnSync('npx', ['prettier', '--write', page], { cwd: root, stdio: 'ignore' });
  console.log(`\nWritten to ${page}`);
}

const watchdog = setTimeout(() => {
  console.error(`\nThe bench ran over ${TIME_LIMIT_MS / 60_000} minutes; stopping.`);
  printReport();
  process.exit(1);
}, TIME_LIMIT_MS);
watchdog.unref();

(buildIfStale as (root: string) => void)(root);
const provider = await startFakeProvider();
const server = await startServerUnderTest(root, provider.url);
const html = readFileSync(join(root, 'dist/client/index.html'), 'utf8');
const entryScript = /<script type="module"[^>]*src="\/Recipe-generator\/([^"]+)"/.exec(html)?.[1];
// The app itself (React included), fetched by the entry once the first screen is painted.
const appChunk = readdirSync(join(root, 'dist/client/assets')).find((name) =>
  /^hydrate-.+\.js$/.test(name),
);
if (!entryScript || !appChunk) throw new Error('no entry script or app chunk in dist/client');
details.push(`machine: ${process.platform}, Node ${process.version}, server pid ${server.pid}`);

const context = { root, provider, server, figures, details, section };
try {
  await measureServer(context, [
    ['index.html', ''],
    ['hashed asset, entry JS', entryScript],
    ['hashed asset, app JS', `assets/${appChunk}`],
  ]);
  await measurePage(context);
  await measureHostile(context);
  await measureLocalModel(context);
  await measureLighthouse(context);
} finally {
  await server.stop();
  await provider.close();
}

printReport();
writeFiguresPage();
process.exitCode = failed ? 1 : 0;
