/** The model fetch's progress in the terminal: a bar on a TTY, otherwise a log line every 10%. */
export interface ProgressReporter {
  update(receivedBytes: number, totalBytes: number): void;
  done(): void;
}

interface ProgressLog {
  info(details: object, message: string): void;
}

const BAR_WIDTH = 30;

/** "986 MB": sizes in the log and the terminal. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1e6)} MB`;
}

export function createProgressReporter(
  log: ProgressLog,
  stream: NodeJS.WriteStream = process.stderr,
): ProgressReporter {
  return stream.isTTY ? barReporter(stream) : lineReporter(log);
}

export function lineReporter(log: ProgressLog): ProgressReporter {
  let lastTenth = -1;
  return {
    update(received, total) {
      if (total <= 0) return;
      const tenth = Math.floor((received / total) * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      log.info(
        { receivedBytes: received, totalBytes: total },
        `local model: ${tenth * 10}% of ${megabytes(total)}`,
      );
    },
    done() {
      lastTenth = -1;
    },
  };
}

function barReporter(stream: NodeJS.WriteStream): ProgressReporter {
  let drawn = '';
  let active = false;
  return {
    update(received, total) {
      if (total <= 0) return;
      const share = Math.min(1, received / total);
      const filled = Math.round(share * BAR_WIDTH);
      const line =
        `Local model [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ` +
        `${Math.floor(share * 100)}% of ${megabytes(total)}`;
      if (line === drawn) return;
      drawn = line;
      active = true;
      stream.write(`\r${line}`);
    },
    done() {
      if (active) stream.write('\n');
      active = false;
      drawn = '';
    },
  };
}
