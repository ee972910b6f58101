/**
 * The one way tests (and the bench) run the built server in a child process: the built entry
 * (`dist/node/server/main.js`, as `npm start` runs it; or the demo's) or the start script itself.
 * It reads the server's log (the ready line with its address, everything written), stops it by its
 * pid, waits for its exit and gives the exit code. Started inside a test (or its hooks), it is
 * stopped by its pid when that test ends, pass or fail; otherwise the caller stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { onTestFinished } from 'vitest';
import { findProjectRoot } from '../../src/server/project-paths.js';
import { freePort } from './free-port.js';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BuiltServer {
  child: ChildProcess;
  pid: number;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  pageUrl: string;
  apiUrl: string;
  /** Everything it wrote so far, stdout and stderr (its log). */
  output(): string;
  /** What it wrote so far, line by line. */
  lines(): string[];
  /** Resolves with the first match of `pattern` in its log once written; rejects if it exits first. */
  waitForLog(pattern: RegExp): Promise<RegExpExecArray>;
  /** Resolves once the process has exited, with its exit code or the signal that ended it. */
  readonly exited: Promise<Exit>;
  /** Whether the process is still there (it may be stopped by SIGSTOP). */
  running(): boolean;
  /** Sends `signal` to its pid (SIGSTOP, SIGCONT, SIGTERM...) without waiting. */
  signal(signal: NodeJS.Signals): void;
  /** Sends `signal` (SIGTERM by default: a graceful shutdown) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

export interface BuiltServerOptions {
  /** Node flags, before the script. */
  nodeArgs?: readonly string[];
  /**
   * What runs: a built entry under `dist/node/server` (`main.js`, the default, or
   * `demo/main.js`), or `start` / `start demo`: `scripts/start.mjs` as npm runs it.
   */
  entry?: 'main.js' | 'demo/main.js' | 'start' | 'start demo';
  /** The project whose build (or start script) runs, and the working directory; this one by default. */
  root?: string;
  /** False: start from PATH alone rather than this process's environment (then `env`). */
  inheritEnv?: boolean;
  /**
   * How it shows it is ready: its log line "... at http://...", which needs LOG_LEVEL info (the
   * default), or api/health answering ok (any log level; polled every 50 ms).
   */
  readyBy?: 'log' | 'health';
  /** Given up (and the process stopped) if not ready within this; 15 s by default. */
  readyWithinMs?: number;
  /**
   * When it is stopped: when the running test ends (the default; call it inside a test or its
   * beforeEach), or by the caller (in a beforeAll, or outside vitest, as the bench does).
   */
  stopWhen?: 'test-ends' | 'caller-stops';
}

const READY_LINE = /Recipe Generator[^\n]* at (http:\/\/[^/\s]+)\/Recipe-generator\//;

/**
 * Resolves once it is ready; a `HF_TOKEN` is never passed on (an empty one given in `env` is).
 * It listens on 127.0.0.1, on a port of its own choosing (read from its ready line) unless
 * `env.PORT` or `readyBy: 'health'` picks one; with `LOG_LEVEL=info` and no local model
 * unless `env` says otherwise.
 */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv = {},
  options: BuiltServerOptions = {},
): Promise<BuiltServer> {
  const readyBy = options.readyBy ?? 'log';
  const root = options.root ?? findProjectRoot();
  const port = env.PORT ?? (readyBy === 'health' ? String(await freePort()) : '0');
  const childEnv: NodeJS.ProcessEnv = {
    ...(options.inheritEnv === false ? { PATH: process.env.PATH } : process.env),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // Never the local model unless asked for: nothing may reach the real hub.
    LOCAL_MODEL: 'off',
    ...env,
    PORT: port,
  };
  // Never a token; an empty one (unset, and beats a .env file) when the caller gives it.
  if (env.HF_TOKEN !== '') delete childEnv.HF_TOKEN;
  const entry = options.entry ?? 'main.js';
  const script = entry.startsWith('start')
    ? [join(root, 'scripts/start.mjs'), ...entry.split(' ').slice(1)]
    : [join(root, 'dist/node/server', entry)];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...script], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close' rather than 'exit': everything it wrote has been read by then.
  const exited = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    if (running()) process.kill(child.pid!, name);
  };
  const stop = async (name: NodeJS.Signals = 'SIGTERM') => {
    if (running()) {
      // A process stopped by SIGSTOP acts on no other signal until it is continued.
      if (name !== 'SIGKILL') process.kill(child.pid!, 'SIGCONT');
      process.kill(child.pid!, name);
    }
    return exited;
  };
  // Registered before it is ready, so a test that times out while it starts still stops it.
  if ((options.stopWhen ?? 'test-ends') === 'test-ends')
    onTestFinished(async () => void (await stop('SIGKILL')));

  let origin: string;
  try {
    origin = await whenReady();
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return {
    child,
    pid: child.pid!,
    origin,
    pageUrl: `${origin}/Recipe-generator/`,
    apiUrl: `${origin}/Recipe-generator/api/recipe`,
    output: () => output,
    lines: () => output.split('\n').filter((line) => line !== ''),
    async waitForLog(pattern) {
      for (;;) {
        const ended = !running() && (await exited);
        const match = pattern.exec(output);
        if (match) return match;
        if (ended) throw new Error(`the server exited before logging ${pattern}:\n${output}`);
        await Promise.race([delay(10), exited]);
      }
    },
    exited,
    running,
    signal,
    stop,
  };

  async function whenReady(): Promise<string> {
    const deadline = Date.now() + (options.readyWithinMs ?? 15_000);
    const known = `http://127.0.0.1:${port}`;
    for (;;) {
      if (!running()) {
        const { code, signal: by } = await exited;
        throw new Error(`the server exited at start (${code ?? by}):\n${output}`);
      }
      if (readyBy === 'log') {
        const address = READY_LINE.exec(output)?.[1];
        if (address) return address;
      } else {
        try {
          if ((await fetch(`${known}/Recipe-generator/api/health`)).ok) return known;
        } catch {
          // Not listening yet.
        }
      }
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
      await Promise.race([delay(readyBy === 'log' ? 10 : 50), exited]);
    }
  }
}
