/**
 * The server under test, run from its build in a child process of its own (fair RSS and rps), as
 * `npm start` runs it, through the tests' one helper for that (test/support/built-server.ts).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startBuiltServer } from '../test/support/built-server.js';

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
  const server = await startBuiltServer(
    {
      RECIPE_ENDPOINT_URL: providerUrl,
      RECIPE_MODEL: 'bench-model',
      // No request log lines: the load runs would measure pino writing to a pipe.
      LOG_LEVEL: 'warn',
      // The bench sends thousands of recipes from one address, 50 at a time.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_PER_DAY: '1000000',
      DAILY_RECIPE_LIMIT: '100000000',
      MAX_CONCURRENT_RECIPES: '1000',
      // Never the local model unless a bench asks for it: nothing may reach the real hub.
      LOCAL_MODEL: 'off',
      ...extraEnv,
    },
    {
      // `npm start`: its node flags, then the start script.
      nodeArgs: [...startFlags(root), ...nodeArgs],
      entry: 'start',
      root,
      // At LOG_LEVEL=warn there is no ready line: ready once api/health answers.
      readyBy: 'health',
      // The bench runs outside vitest; its caller (or the test file's hooks) stops it.
      stopWhen: 'caller-stops',
    },
  );
  const { pid } = server;
  return {
    origin: server.origin,
    pageUrl: server.pageUrl,
    apiUrl: server.apiUrl,
    pid,
    rssBytes: () => procStatusBytes(pid, 'VmRSS'),
    peakRssBytes: () => procStatusBytes(pid, 'VmHWM'),
    async cpuSeconds() {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses: utime and stime are 14th and 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticksPerSecond = 100;
      return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    },
    output: server.output,
    async stop() {
      await server.stop('SIGTERM');
    },
  };
}
