/**
 * The built server (`node dist/node/server/main.js`, built by `npm test` before vitest runs) with
 * METRICS_PORT: it names both addresses in its log, serves the metrics on the second one only,
 * and SIGTERM closes both and exits 0.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, it } from 'vitest';
import { findProjectRoot } from '../../src/server/project-paths.js';
import { startFakeProvider } from '../fake-provider.js';
import { parsePrometheus, valueOf } from '../support/prometheus.js';

const MAIN = join(findProjectRoot(), 'dist', 'node', 'server', 'main.js');

it('serves /metrics beside the app and closes it on SIGTERM', async () => {
  const provider = await startFakeProvider();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      METRICS_PORT: '0',
      RECIPE_ENDPOINT_URL: provider.url,
      LOG_LEVEL: 'info',
    },
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  try {
    const lines: string[] = [];
    createInterface({ input: child.stderr }).on('line', (line) => lines.push(line));
    const addresses = await new Promise<{ app: string; metrics: string }>((resolve, reject) => {
      let metrics: string | undefined;
      createInterface({ input: child.stdout }).on('line', (line) => {
        lines.push(line);
        metrics ??= /metrics at (http:\/\/[^/]+)\/metrics/.exec(line)?.[1];
        const app = /Recipe Generator at (http:\/\/[^/]+)\//.exec(line)?.[1];
        if (app && metrics) resolve({ app, metrics });
      });
      void exited.then(([code]) => reject(new Error(`exited ${code}: ${lines.join('\n')}`)));
    });
    expect(addresses.metrics).not.toBe(addresses.app);

    const recipe = await fetch(`${addresses.app}/Recipe-generator/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: ['milk', 'eggs', 'flour'] }),
    });
    await recipe.text();
    const samples = parsePrometheus(await (await fetch(`${addresses.metrics}/metrics`)).text());
    expect(valueOf(samples, 'recipe_requests_total', { outcome: 'done' })).toBe(1);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect((await fetch(`${addresses.app}/metrics`)).status).toBe(404);

    child.kill('SIGTERM');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    await expect(fetch(`${addresses.metrics}/metrics`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await provider.close();
  }
}, 30_000);
