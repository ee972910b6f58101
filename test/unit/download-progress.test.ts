import { describe, expect, it } from 'vitest';
import {
  createProgressReporter,
  lineReporter,
} from '../../src/server/providers/local/download-progress.js';

function recordingLog() {
  const lines: string[] = [];
  return { lines, info: (_details: object, message: string) => void lines.push(message) };
}

describe('the model fetch progress in the terminal', () => {
  it('logs a line at every tenth, once each, when the output is not a terminal', () => {
    const log = recordingLog();
    const reporter = lineReporter(log);
    for (let received = 0; received <= 1_000_000; received += 25_000) {
      reporter.update(received, 1_000_000);
    }
    expect(log.lines).toEqual(
      [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((p) => `local model: ${p}% of 1 MB`),
    );
  });

  it('draws one bar on a terminal, redrawn in place, and ends its line when done', () => {
    const written: string[] = [];
    const terminal = {
      isTTY: true,
      write: (text: string) => written.push(text) > 0,
    } as unknown as NodeJS.WriteStream;
    const log = recordingLog();
    const reporter = createProgressReporter(log, terminal);
    reporter.update(0, 986_000_000);
    reporter.update(340_000_000, 986_000_000);
    reporter.update(340_000_001, 986_000_000); // the same drawing: not written again
    reporter.done();
    expect(written).toEqual([
      `\rLocal model [${'.'.repeat(30)}] 0% of 986 MB`,
      `\rLocal model [${'#'.repeat(10)}${'.'.repeat(20)}] 34% of 986 MB`,
      '\n',
    ]);
    expect(log.lines).toEqual([]);
  });
});
