/** The built server (`dist/node/server/main.js`, as `npm start` runs it) in a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { findProjectRoot } from '../../src/server/project-paths.js';
import { freePort } from './free-port.js';

export interface BuiltServer {
  child: ChildProcess;
  origin: string;
  apiUrl: string;
  /** Everything it wrote so far (its log). */
  output(): string;
}

/** Resolves once it listens; `HF_TOKEN` is never passed on. `nodeArgs` go before the script. */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv,
  nodeArgs: readonly string[] = [],
): Promise<BuiltServer> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    // Never the built-in model here: nothing may reach the real hub.
    LOCAL_MODEL: 'off',
    ...env,
  };
  delete childEnv.HF_TOKEN;
  const main = join(findProjectRoot(), 'dist/node/server/main.js');
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Recipe Generator at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${port}/Recipe-generator/api/recipe`,
    output: () => output,
  };
}
