import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BrowserBesideServerSequencer } from './test/support/browser-beside-server-sequencer.js';

export default defineConfig({
  plugins: [react()],
  test: {
    // No test measures time (the bench does): vitest's default 5 s per test is a timing check in
    // disguise, which a CPU-heavy unit (the corpus scores, the code-shape scan) failed on a
    // machine loaded twenty deep. Every project allows 30 s; a hang still fails.
    testTimeout: 30_000,
    // A process a test starts inherits these unless it sets its own: no local model, and a
    // hub that is never reached (port 9 on loopback), so nothing can fetch from huggingface.co.
    env: { LOCAL_MODEL: 'off', HF_ENDPOINT: 'http://127.0.0.1:9' },
    // Two at once even on two cores: most files mostly wait on servers, models and browsers
    // (664 s with one worker, 500 s with two). The sequencer keeps the end-to-end files, which
    // keep a core busy, to one at a time beside the others where it can. Without browsers
    // (`npm run test:fast`), four at once: 71 s against 92 s with two, the same tests. The CLI's
    // --maxWorkers would not reach the projects, which copy this value.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    sequence: { sequencer: BrowserBesideServerSequencer },
    projects: [
      {
        extends: true,
        // Unit and server files share their worker's imports (no fresh module graph per file):
        // a quarter less CPU for the same tests, and none keeps state past its own hooks.
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Many start the real app, some with a model to load: seconds each on a loaded machine,
          // where the default 5 s cut a correct test short.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Files that need the build (dist/): the built page, or the built server in a child
        // process. Only `npm test` runs them, after its build; `npm run test:fast` never builds.
        test: {
          name: 'built',
          include: ['test/built/**/*.test.ts'],
          globalSetup: ['test/support/build-if-stale-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Components share their worker's imports and its jsdom (a third of the time, most of it
        // jsdom's setup). A file that mocks a module, or needs a module's first run in the page
        // (the entry script's), lives in fresh-modules/ and gets its own, as before.
        test: {
          name: 'components',
          include: ['test/components/**/*.test.tsx'],
          exclude: ['test/components/fresh-modules/**'],
          environment: 'jsdom',
          setupFiles: ['test/support/component-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components-fresh',
          include: ['test/components/fresh-modules/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/support/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/build-if-stale-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A server file may be loading a model beside the browser: a page can take longer than
          // the default second to settle, which is no failure.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
