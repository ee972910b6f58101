/**
 * The built server (`node dist/node/server/main.js`, built by `npm test` before vitest runs) with
 * METRICS_PORT: it names both addresses in its log, serves the metrics on the second one only,
 * and SIGTERM closes both and exits 0.
 */
import { expect, it, onTestFinished } from 'vitest';
import { startFakeProvider } from '../fake-provider.js';
import { startBuiltServer } from '../support/built-server.js';
import { parsePrometheus, valueOf } from '../support/prometheus.js';

it('serves /metrics beside the app and closes it on SIGTERM', async () => {
  const provider = await startFakeProvider();
  onTestFinished(() => provider.close());
  // Stopped by its pid when the test ends (before the provider closes), pass or fail.
  const server = await startBuiltServer(
    { METRICS_PORT: '0', RECIPE_ENDPOINT_URL: provider.url },
    { inheritEnv: false },
  );
  const addresses = {
    app: server.origin,
    metrics: (await server.waitForLog(/metrics at (http:\/\/[^/]+)\/metrics/))[1]!,
  };
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

  server.signal('SIGTERM');
  const { code, signal } = await server.exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  await expect(fetch(`${addresses.metrics}/metrics`)).rejects.toMatchObject({
    cause: { code: 'ECONNREFUSED' },
  });
}, 30_000);
