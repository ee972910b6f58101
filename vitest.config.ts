import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // A process a test starts inherits these unless it sets its own: no built-in model, and a
    // hub that is never reached (port 9 on loopback), so nothing can fetch from huggingface.co.
    env: { LOCAL_MODEL: 'off', HF_ENDPOINT: 'http://127.0.0.1:9' },
    // Two at once even on two cores: the unit, component and server files, which mostly wait on
    // servers and models (664 s with one worker, 500 s so). The end-to-end files run after them,
    // one at a time (vitest runs files without file parallelism as a group of their own, last).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          // Many start the real app, some with a model to load: seconds each on a loaded machine,
          // where the default 5 s cut a correct test short.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['test/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/support/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
