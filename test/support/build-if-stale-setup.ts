/**
 * Global setup of the test projects that need the build (`built`, `e2e`): builds first when a
 * source is newer than `dist/`, as `npm start` does, so one such file runs alone after an edit.
 * Under `npm test` the build has just run and this only checks dates.
 */
// @ts-expect-error: a plain JavaScript script, run by node without types
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { findProjectRoot } from '../../src/server/project-paths.js';

export default function setup(): void {
  (buildIfStale as (root: string) => void)(findProjectRoot());
}
