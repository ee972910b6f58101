/** The server under test, run from its build in a child process of its own (fair RSS and rps). */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../test/support/free-port.js';

export interface ServerUnderTest {
  origin: string;
  pageUrl: string;
  apiUrl: string;
  pid: number;
  /** Resident memory of the server process, in bytes (from /proc). */
  rssBytes(): Promise<number>;
  /** The most resident memory the server process has had so far, in bytes (VmHWM in /proc). */
  peakRssBytes(): Promise<number>;
  /** CPU time the server process has used so far (user + system), in seconds. */
  cpuSeconds(): Promise<number>;
  output(): string;
  stop(): Promise<void>;
}

/** The node flags of `npm start` (its heap cap), so the bench runs the server as it is run. */
function startFlags(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

async function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (kib === undefined) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kib) * 1024;
}

export async function startServerUnderTest(
  root: string,
  providerUrl: string,
  nodeArgs: string[] = [],
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ServerUnderTest> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    RECIPE_ENDPOINT_URL: providerUrl,
    RECIPE_MODEL: 'bench-model',
    // No request log lines: the load runs would measure pino writing to a pipe.
    LOG_LEVEL: 'warn',
    // The bench sends thousands of recipes from one address, 50 at a time.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_DAY: '1000000',
    DAILY_RECIPE_LIMIT: '100000000',
    MAX_CONCURRENT_RECIPES: '1000',
    // Never the built-in model unless a bench asks for it: nothing may reach the real hub.
    LOCAL_MODEL: 'off',
    ...extraEnv,
  };
  delete env.HF_TOKEN;
  const child: ChildProcess = spawn(
    process.execPath,
    [...startFlags(root), ...nodeArgs, join(root, 'scripts/start.mjs')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    try {
      const health = await fetch(`${origin}/Recipe-generator/api/health`);
      if (health.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    origin,
    pageUrl: `${origin}/Recipe-generator/`,
    apiUrl: `${origin}/Recipe-generator/api/recipe`,
    pid: child.pid!,
    rssBytes: () => procStatusBytes(child.pid!, 'VmRSS'),
    peakRssBytes: () => procStatusBytes(child.pid!, 'VmHWM'),
    async cpuSeconds() {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses: utime and stime are 14th and 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticksPerSecond = 100;
      return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    },
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
