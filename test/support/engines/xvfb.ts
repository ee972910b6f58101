import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface VirtualDisplay {
  /** e.g. ":3", for DISPLAY */
  display: string;
  close(): Promise<void>;
}

/**
 * A private X server for a browser that has no headless mode. Xvfb picks a free display number
 * itself (-displayfd), so parallel runs and a developer's own display are never touched.
 */
export async function startXvfb(): Promise<VirtualDisplay> {
  const xvfb: ChildProcess = spawn(
    process.env.XVFB_PATH ?? 'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  xvfb.stderr!.on('data', (data: Buffer) => (stderr += data.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]!.on('data', (data: Buffer) => {
      written += data.toString();
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code, signal) =>
      reject(new Error(`Xvfb exited (${code ?? signal}) before opening a display:\n${stderr}`)),
    );
  });
  return {
    display,
    async close() {
      if (xvfb.exitCode !== null || xvfb.signalCode !== null) return;
      const exited = once(xvfb, 'exit');
      xvfb.kill('SIGTERM');
      await exited;
    },
  };
}
