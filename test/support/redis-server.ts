/**
 * A real `redis-server` (Debian's package) for one test file: a free loopback port, a temporary
 * directory, persistence off. It can be killed (SIGKILL) and started again on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { freePort } from './free-port.js';

export interface RedisServer {
  readonly port: number;
  /** redis://127.0.0.1:<port> */
  readonly url: string;
  readonly pid: number;
  /** Starts it again on the same port, after a stop or a kill. */
  start(): Promise<void>;
  /** SIGKILL, as a crash or a lost machine. */
  kill(): Promise<void>;
  /** Ends it and removes its directory. */
  stop(): Promise<void>;
  /** A connection of the test's own, to look at or change what the app stored. */
  client(): Redis;
}

/** Resolves once the server says it accepts connections; rejects if it exits first. */
async function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.setEncoding('utf8');
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (text: string) => {
      output += text;
      if (output.includes('Ready to accept connections')) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`));
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
  child.stderr.resume();
  return child;
}

async function ping(port: number): Promise<void> {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true });
  try {
    await client.connect();
    if ((await client.ping()) !== 'PONG') throw new Error('redis-server did not answer PONG');
  } finally {
    client.disconnect();
  }
}

export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'recipe-redis-'));
  let port = 0;
  let child: ChildProcess | undefined;
  // Another process may take the free port before redis-server binds it: try another one.
  for (let attempt = 1; child === undefined; attempt++) {
    port = await freePort();
    try {
      child = await launch(port, dir);
    } catch (error) {
      if (attempt >= 3) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  try {
    await ping(port);
  } catch (error) {
    const started = child;
    started.kill('SIGKILL');
    if (started.exitCode === null && started.signalCode === null) await once(started, 'exit');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const clients: Redis[] = [];

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.kill(signal);
    await once(running, 'exit');
  };

  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      if (!child?.pid) throw new Error('redis-server is not running');
      return child.pid;
    },
    async start() {
      if (child) throw new Error('redis-server is already running');
      child = await launch(port, dir);
      await ping(port);
    },
    kill: () => end('SIGKILL'),
    async stop() {
      for (const client of clients) client.disconnect();
      await end('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
    client() {
      const client = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    },
  };
}

/**
 * One redis-server for the calling test file: started before its first test, emptied before each
 * test, stopped after the last one however the tests end. Returns a getter, as the server exists
 * only once the file's tests run.
 */
export function useRedisServer(): () => RedisServer {
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  beforeEach(async () => {
    await current().client().flushall();
  });
  const current = () => {
    if (!redis) throw new Error('redis-server is not started: call useRedisServer() at file level');
    return redis;
  };
  return current;
}
