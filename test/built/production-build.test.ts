import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { findProjectRoot } from '../../src/server/project-paths.js';

const assetsDir = join(findProjectRoot(), 'dist', 'client', 'assets');

// Built from vitest (NODE_ENV=test), Vite once bundled React's development build: its chunks
// imported each other in a circle and the markdown renderer failed to load in every browser.
it('bundles the production build of React, whoever started the build', () => {
  const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const development = scripts.filter((name) =>
    readFileSync(join(assetsDir, name), 'utf8').includes('react-devtools'),
  );
  expect(development).toEqual([]);
});
