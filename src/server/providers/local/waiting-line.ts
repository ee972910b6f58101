/**
 * Who writes next on the local model: as many recipes write at once as there are sequences,
 * at most one per client; the others wait their turn in a bounded line, in order, at most one
 * waiting place per client. A client's second recipe waits even when a sequence is free, so one
 * visitor's many requests never hold every sequence while other visitors wait; the first recipe
 * in line whose client is not writing goes next. Leaving (Stop, a closed tab) frees a place at
 * once and moves everyone behind it up.
 */
export interface Place {
  /** 0 once writing; 1 when next. */
  position(): number;
  /** Resolves when the position changed (or the place started writing); rejects when `signal` aborts. */
  moved(signal: AbortSignal): Promise<void>;
  /** Gives the place or the writing slot back; safe to call more than once. */
  leave(): void;
}

export type JoinRefusal = 'full' | 'client_waiting';

export interface WaitingLine {
  /** A place at once when a sequence is free, else at the end of the line; or why not. */
  join(client: string): Place | JoinRefusal;
  waiting(): number;
  writing(): number;
  readonly bound: number;
}

interface Entry {
  client: string;
  writing: boolean;
  left: boolean;
  wake: (() => void) | undefined;
}

export function createWaitingLine(writers: number, bound: number): WaitingLine {
  const line: Entry[] = [];
  let active = 0;
  /** Clients with a recipe being written now. */
  const writingClients = new Set<string>();
  const mayWrite = (entry: Entry) => !writingClients.has(entry.client);
  const startWriting = (entry: Entry) => {
    entry.writing = true;
    active += 1;
    writingClients.add(entry.client);
  };

  const wakeAll = () => {
    for (const entry of line) {
      entry.wake?.();
      entry.wake = undefined;
    }
  };

  const advance = () => {
    while (active < writers) {
      const index = line.findIndex(mayWrite);
      if (index < 0) break;
      const [next] = line.splice(index, 1) as [Entry];
      startWriting(next);
      next.wake?.();
      next.wake = undefined;
    }
    wakeAll();
  };

  return {
    bound,
    waiting: () => line.length,
    writing: () => active,
    join(client) {
      const entry: Entry = { client, writing: false, left: false, wake: undefined };
      if (active < writers && mayWrite(entry) && !line.some(mayWrite)) startWriting(entry);
      else {
        if (line.length >= bound) return 'full';
        if (line.some((other) => other.client === client)) return 'client_waiting';
        line.push(entry);
      }
      return {
        position: () => (entry.writing ? 0 : line.indexOf(entry) + 1),
        moved(signal) {
          return new Promise<void>((resolve, reject) => {
            if (signal.aborted) return reject(signal.reason as Error);
            const onAbort = () => {
              entry.wake = undefined;
              reject(signal.reason as Error);
            };
            signal.addEventListener('abort', onAbort, { once: true });
            entry.wake = () => {
              signal.removeEventListener('abort', onAbort);
              resolve();
            };
          });
        },
        leave() {
          if (entry.left) return;
          entry.left = true;
          if (entry.writing) {
            active -= 1;
            writingClients.delete(entry.client);
          } else line.splice(line.indexOf(entry), 1);
          advance();
        },
      };
    },
  };
}
