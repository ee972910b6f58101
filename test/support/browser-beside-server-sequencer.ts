import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What starting a file costs beyond its tests (a fresh worker, its imports). */
const FILE_START_MS = 1500;
/** Without an earlier run's durations: roughly what a byte of test code takes, as measured here. */
const MS_PER_BYTE = { e2e: 2, other: 0.5 };

const isBrowserFile = (file: TestSpecification) => file.project.name === 'e2e';

/**
 * Orders the files so that, as far as their expected durations tell, one end-to-end file runs
 * at a time, each beside the server, unit and component files. A browser test keeps about one
 * core busy; the server files mostly wait on servers and models. Vitest's own order runs project
 * after project, so two browsers shared the two cores while the rest ran after them.
 *
 * The pool hands the next file to whichever worker comes free first, so this plays that out with
 * the expected durations (an earlier run's, else guessed from the file's size) and picks, for
 * each worker coming free, a browser file when none is running.
 */
export class BrowserBesideServerSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files); // longest (or largest) first
    const browser = sorted.filter(isBrowserFile);
    const others = sorted.filter((file) => !isBrowserFile(file));
    const workers = Array.from({ length: Math.max(1, this.ctx.config.maxWorkers) }, () => ({
      freeAt: 0,
      runsBrowser: false,
    }));
    const order: TestSpecification[] = [];
    while (browser.length > 0 || others.length > 0) {
      const worker = workers.reduce((a, b) => (b.freeAt < a.freeAt ? b : a));
      const now = worker.freeAt;
      const browserRunning = workers.some((w) => w !== worker && w.runsBrowser && w.freeAt > now);
      const next = (!browserRunning && browser.shift()) || others.shift() || browser.shift();
      if (!next) break;
      order.push(next);
      worker.freeAt = now + this.expectedMs(next);
      worker.runsBrowser = isBrowserFile(next);
    }
    return order;
  }

  private expectedMs(file: TestSpecification): number {
    const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
    const known = this.ctx.cache.getFileTestResults(key)?.duration;
    const size = this.ctx.cache.getFileStats(key)?.size ?? 0;
    const guess = size * (isBrowserFile(file) ? MS_PER_BYTE.e2e : MS_PER_BYTE.other);
    return FILE_START_MS + (known ?? guess);
  }
}
