/**
 * Component files share their worker's module graph (vitest.config.ts), where a module mocked by
 * one file may already be imported, unmocked, by another: a file that mocks belongs in
 * test/components/fresh-modules/, which gets a fresh graph per file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const components = join(root, 'test', 'components');
const MOCKS = /\bvi\.(?:mock|doMock|resetModules)\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'fresh-modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

it('mocks modules only in component files that get fresh modules', () => {
  const shared = testFiles(components);
  expect(shared.length).toBeGreaterThan(5);
  const mocking = shared.filter((file) => MOCKS.test(readFileSync(file, 'utf8')));
  expect(mocking.map((file) => relative(root, file))).toEqual([]);
});

it('finds a mock where there is one: the fresh-modules files', () => {
  const fresh = join(components, 'fresh-modules');
  const mocking = readdirSync(fresh).filter((name) =>
    MOCKS.test(readFileSync(join(fresh, name), 'utf8')),
  );
  expect(mocking.length).toBeGreaterThan(0);
});
