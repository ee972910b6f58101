/** `npm start` and the fast test loop build again when a source file is newer than the build. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script, run by node without types
import { buildNeeded } from '../../scripts/build-if-stale.mjs';

const needed = buildNeeded as (root: string, entry?: string) => 'missing' | 'stale' | null;

let root: string;

function write(file: string, secondsAgo: number) {
  const path = join(root, file);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, file);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, when, when);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-if-stale-'));
  write('src/server/main.ts', 300);
  write('src/client/app.tsx', 300);
  write('tsconfig.json', 300);
  write('package.json', 300);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether the build must run again', () => {
  it('builds when the build is missing, or only half there', () => {
    expect(needed(root)).toBe('missing');
    write('dist/client/index.html', 10);
    expect(needed(root)).toBe('missing');
  });

  it('keeps a build newer than every source', () => {
    write('dist/client/index.html', 10);
    write('dist/node/server/main.js', 10);
    expect(needed(root)).toBeNull();
  });

  it('builds again after an edit to a source file, a config file or the package', () => {
    write('dist/client/index.html', 10);
    write('dist/node/server/main.js', 10);
    write('src/client/app.tsx', 1);
    expect(needed(root)).toBe('stale');
    write('src/client/app.tsx', 300);
    write('tsconfig.json', 1);
    expect(needed(root)).toBe('stale');
  });

  it('dates the build by its oldest output, and checks the demo entry for the demo', () => {
    write('dist/client/index.html', 100);
    write('dist/node/server/main.js', 10);
    write('src/server/main.ts', 50);
    expect(needed(root)).toBe('stale');
    expect(needed(root, 'demo/main.js')).toBe('missing');
  });
});
