/**
 * `api/health` during a burst of refused recipes: 500 `POST api/recipe` at once from one address,
 * while the recipes let in are held open by the provider, so all the others are refused (`busy`
 * once the concurrency slots are taken, `rate_limited` past the visitor's limits). The burst is
 * sent by a child process of its own, so that handling 500 answers does not delay the health
 * checks, asked every 10 ms from just before the burst until its last answer; the slowest is the
 * figure.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SAMPLE_TOKENS, streamOf, type FakeProvider } from '../test/fake-provider.js';
import { watchHealth } from '../test/support/health-watch.js';
import { rawRecipePost } from '../test/support/raw-http.js';
import { startServerUnderTest } from './server-process.js';

export const BURST_REQUESTS = 500;

export interface BurstResult {
  /** Answers by status: 200 for the recipes written, 429 and 503 for the refused ones. */
  statuses: Record<number, number>;
  healthMaxMs: number;
  healthChecks: number;
  /** CPU time the server spent from just before the burst until its last answer began. */
  serverCpuMs: number;
}

/**
 * Opens every connection, then sends every request at once; prints the count of each status once
 * every answer has begun, and hangs up on the recipes still being written.
 */
const BURST_SCRIPT = `
import { connect } from 'node:net';
import { once } from 'node:events';
const [port, count, request] = process.argv.slice(1);
const sockets = await Promise.all(Array.from({ length: Number(count) }, async () => {
  const socket = connect({ host: '127.0.0.1', port: Number(port) });
  await once(socket, 'connect');
  return socket;
}));
const heads = sockets.map((socket) => new Promise((resolve, reject) => {
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk.toString('latin1');
    if (text.includes('\\r\\n')) resolve(Number(text.slice(9, 12)));
  });
  socket.on('error', reject);
  socket.on('close', () => reject(new Error('closed before an answer: ' + text)));
}));
for (const socket of sockets) socket.write(request);
const statuses = {};
for (const status of await Promise.all(heads)) statuses[status] = (statuses[status] ?? 0) + 1;
for (const socket of sockets) socket.destroy();
console.log(JSON.stringify(statuses));
`;

/** One burst against a server of its own, started with these settings (on top of the bench's). */
export async function measureRefusalBurst(
  root: string,
  provider: FakeProvider,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<BurstResult> {
  const server = await startServerUnderTest(root, provider.url, nodeArgs, env);
  provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 60_000 }));
  try {
    const request = rawRecipePost(
      { ingredients: ['milk', 'eggs', 'flour'] },
      'Connection: close\r\n',
    );
    const port = new URL(server.origin).port;
    const cpuBefore = await server.cpuSeconds();
    const health = watchHealth(server.origin, 10);
    const burst = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      BURST_SCRIPT,
      port,
      String(BURST_REQUESTS),
      request,
    ]);
    const serverCpuMs = ((await server.cpuSeconds()) - cpuBefore) * 1000;
    const times = await health.stop();
    const statuses = JSON.parse(burst.stdout) as Record<number, number>;
    return { statuses, healthMaxMs: Math.max(...times), healthChecks: times.length, serverCpuMs };
  } finally {
    await server.stop();
  }
}
