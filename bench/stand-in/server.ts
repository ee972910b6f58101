import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/support/free-port.js';
import { waitUntilReady } from '../tiny-model.js';
import { startServerUnderTest, type ServerUnderTest } from '../server-process.js';
import { SEQUENCES, THREADS } from './inputs.js';

export interface StandInServer {
  server: ServerUnderTest;
  metricsUrl: string;
  dispose(): Promise<void>;
}

/**
 * The built server on the model file, 2 threads and 2 sequences, behind one trusted proxy hop.
 * It logs at `info` (a few lines per recipe), for the prompt tokens each stopped recipe reused.
 */
export async function startServerWithModel(
  root: string,
  modelPath: string,
  threads = THREADS,
): Promise<StandInServer> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-stand-in-'));
  const metricsPort = await freePort();
  const server = await startServerUnderTest(root, '', [], {
    RECIPE_ENDPOINT_URL: '',
    LOCAL_MODEL: modelPath,
    LOCAL_MODEL_DIR: join(dir, 'models'),
    LOCAL_THREADS: String(threads),
    LOCAL_SEQUENCES: String(SEQUENCES),
    METRICS_PORT: String(metricsPort),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    // A 3,500-token prompt is read in 45 s at 77 tokens/s, more on a busy machine.
    RECIPE_FIRST_TOKEN_TIMEOUT_MS: '600000',
    RECIPE_TIMEOUT_MS: '1200000',
  });
  try {
    await waitUntilReady(server.origin, 300_000);
  } catch (error) {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    server,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    async dispose() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function waitingLine(
  metricsUrl: string,
): Promise<{ writing: number; waiting: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const read = (state: string) =>
    Number(
      new RegExp(`^local_waiting_line_length\\{state="${state}"\\} (\\d+)`, 'm').exec(text)?.[1],
    );
  return { writing: read('writing'), waiting: read('waiting') };
}

/** Until no recipe is writing or waiting (the model has noticed every stop): the time it took. */
export async function waitUntilIdle(metricsUrl: string, limitMs = 600_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const line = await waitingLine(metricsUrl);
    if (line.writing === 0 && line.waiting === 0) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error('the server stayed busy');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
