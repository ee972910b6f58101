/**
 * `npm run bench` runs its TypeScript with tsx, as plain Node modules: a page module it imports
 * that needs Vite (`import.meta.glob`) breaks the bench before it measures anything, which no
 * other test would notice. Each bench module is imported the way the bench imports it.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
/** Scripts that measure as they are imported (the bench, the real-size stand-in's own check). */
const SCRIPTS = ['bench/run.ts', 'bench/check-real-size-model.ts'];

function benchModules(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return benchModules(path);
    return entry.name.endsWith('.ts') && !SCRIPTS.includes(path) ? [path] : [];
  });
}

it('imports every bench module under tsx, as the bench runs them', async () => {
  const modules = benchModules('bench');
  expect(modules.length).toBeGreaterThan(10);
  const script =
    `(async () => { for (const m of ${JSON.stringify(modules)}) await import('./' + m); process.exit(0); })()` +
    `.catch((error) => { console.error(error); process.exit(1); });`;
  const run = await promisify(execFile)(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['--eval', script],
    { cwd: root },
  ).then(
    () => 'imported',
    (error: { stderr?: string }) => error.stderr ?? String(error),
  );
  expect(run).toBe('imported');
});
