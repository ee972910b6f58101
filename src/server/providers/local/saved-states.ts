/**
 * What the model evaluated for recent recipes, kept beyond the few live sequences: each recipe's
 * sequence state is saved to a file when it ends, so a visitor who changes their recipe after
 * other visitors' recipes took every sequence gets it back in milliseconds instead of the model
 * reading the whole recipe again (seconds on a small CPU). The files live in a temporary folder:
 * the operating system keeps recent ones in memory, and they never count against the server's.
 * The disk is never filled: a state is saved only while the folder's file system keeps free at
 * least twice its expected size and a spare margin (older states are dropped to make room first),
 * and a failed save leaves no file behind.
 */
import { mkdtemp, readdir, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LlamaContextSequence, Token } from 'node-llama-cpp';

export interface SavedStatesBudget {
  /** Saved recipes kept, the least recently used dropped first. */
  states: number;
  bytes: number;
  /** Free space left on the file system after a save, beyond twice the state's expected size. */
  spareBytes: number;
}

/** Enough for a visitor's recipe to outlast 4 other visitors' and their changes. */
export const SAVED_STATES_BUDGET: SavedStatesBudget = {
  states: 8,
  bytes: 512 * 1024 * 1024,
  spareBytes: 64 * 1024 * 1024,
};

export interface SavedStatesPlace {
  /** The folder the states' own folder is made in: the system's temporary folder. */
  parent: string;
  /** Bytes free for this folder's file system, or undefined when that cannot be read. */
  freeBytes(dir: string): Promise<number | undefined>;
}

/** The system's temporary folder (read at each start: `TMPDIR` may change) and its free space. */
const systemPlace = (): SavedStatesPlace => ({ parent: tmpdir(), freeBytes: freeBytesOf });
const FOLDER_PREFIX = 'recipe-generator-states-';
/** A states folder and the id of the process that made it. */
const ABANDONED_FOLDER = /^recipe-generator-states-(\d{1,10})-/;

interface SavedState {
  path: string;
  tokens: Token[];
  bytes: number;
  /** The client whose prompt it holds (hashed): only that client's prompts load it back. */
  owner: string;
}

export interface SavedStates {
  /** Saves what the sequence holds for this client, unless a state of its own already holds it. */
  save(sequence: LlamaContextSequence, owner: string): Promise<void>;
  /**
   * Puts this client's saved state that shares the longest start with these tokens into the
   * sequence, when it shares more than `atLeast` tokens; how many it shares, or 0 when none was
   * worth it. Another client's state is never loaded.
   */
  restoreBest(
    tokens: Token[],
    sequence: LlamaContextSequence,
    atLeast: number,
    owner: string,
  ): Promise<number>;
  /** The states kept now (each one file in the folder). */
  count(): number;
  /** The folder they are saved in. */
  readonly dir: string;
  dispose(): Promise<void>;
}

export async function createSavedStates(
  budget: SavedStatesBudget = SAVED_STATES_BUDGET,
  place: SavedStatesPlace = systemPlace(),
): Promise<SavedStates> {
  await sweepAbandoned(place.parent);
  // Named with this process's id, so a later server can tell a killed one's folder.
  const dir = await mkdtemp(join(place.parent, `${FOLDER_PREFIX}${process.pid}-`));
  // Most recently used last.
  let saved: SavedState[] = [];
  let written = 0;
  /** The most a saved state took per token so far: the expected size of the next one. */
  let bytesPerToken = 0;

  const use = (state: SavedState) => {
    saved = [...saved.filter((other) => other !== state), state];
  };
  const drop = async (states: SavedState[]) => {
    saved = saved.filter((state) => !states.includes(state));
    await Promise.all(states.map((state) => rm(state.path, { force: true })));
  };

  /** Drops the oldest states until the file system has `needed` bytes free, or throws. */
  const makeRoom = async (needed: number): Promise<void> => {
    for (;;) {
      const free = await place.freeBytes(dir);
      if (free === undefined || free >= needed) return;
      if (saved.length === 0) throw new NoRoomError(free, needed);
      await drop([saved[0]!]);
    }
  };
  const writeState = createStateFileWriter(dir, () => saved.map((state) => state.path));

  return {
    dir,
    count: () => saved.length,
    async save(sequence, owner) {
      const tokens = sequence.contextTokens;
      const own = saved.filter((state) => state.owner === owner);
      if (own.some((state) => startsWith(state.tokens, tokens))) return;
      await makeRoom(2 * Math.ceil(bytesPerToken * tokens.length) + budget.spareBytes);
      const path = join(dir, `${(written += 1)}.state`);
      const fileSize = await writeState(sequence, path);
      bytesPerToken = Math.max(bytesPerToken, fileSize / Math.max(1, tokens.length));
      // A saved state this one extends (a recipe, now changed) is never the better choice again.
      await drop(own.filter((state) => startsWith(tokens, state.tokens)));
      use({ path, tokens: [...tokens], bytes: fileSize, owner });
      while (isOverBudget(saved, budget) && saved.length > 1) await drop([saved[0]!]);
    },
    async restoreBest(tokens, sequence, atLeast, owner) {
      const best = bestStateFor(saved, tokens, atLeast, owner);
      if (best === undefined) return 0;
      await sequence.loadStateFromFile(best.state.path, { acceptRisk: true });
      use(best.state);
      return best.sharedTokens;
    },
    async dispose() {
      saved = [];
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes a sequence's state to a file, resolving to its size. A failed save's file, and any other
 * the states do not track, are removed.
 */
function createStateFileWriter(
  dir: string,
  trackedPaths: () => readonly string[],
): (sequence: LlamaContextSequence, path: string) => Promise<number> {
  /** Files being written now (two sequences may save at once). */
  const writing = new Set<string>();
  const sweepUntracked = async () => {
    const tracked = new Set([...trackedPaths(), ...writing]);
    const names = await readdir(dir);
    const strays = names.map((name) => join(dir, name)).filter((path) => !tracked.has(path));
    await Promise.all(strays.map((path) => rm(path, { force: true })));
  };
  return async (sequence, path) => {
    writing.add(path);
    try {
      return (await sequence.saveStateToFile(path)).fileSize;
    } catch (error) {
      writing.delete(path);
      await sweepUntracked();
      throw error;
    } finally {
      writing.delete(path);
    }
  };
}

function isOverBudget(saved: readonly SavedState[], budget: SavedStatesBudget): boolean {
  const bytes = saved.reduce((sum, state) => sum + state.bytes, 0);
  return saved.length > budget.states || bytes > budget.bytes;
}

/** This client's saved state sharing the longest start with these tokens, beyond `atLeast`. */
function bestStateFor(
  saved: readonly SavedState[],
  tokens: readonly Token[],
  atLeast: number,
  owner: string,
): { state: SavedState; sharedTokens: number } | undefined {
  let best: { state: SavedState; sharedTokens: number } | undefined;
  for (const state of saved.filter((one) => one.owner === owner)) {
    const sharedTokens = sharedStart(state.tokens, tokens);
    if (sharedTokens > (best?.sharedTokens ?? atLeast)) best = { state, sharedTokens };
  }
  return best;
}

/** Not enough free disk for a state, even with every saved state dropped: it is not saved. */
export class NoRoomError extends Error {
  constructor(free: number, needed: number) {
    super(
      `not saved: ${Math.floor(free / 1024)} kB free on the disk, ${Math.ceil(needed / 1024)} kB needed`,
    );
    this.name = 'NoRoomError';
  }
}

async function freeBytesOf(dir: string): Promise<number | undefined> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined; // unknown: saved as before, a failure still leaves no file
  }
}

/** Folders of saved states left by servers that were killed (their process is gone). */
async function sweepAbandoned(parent: string): Promise<void> {
  const names = await readdir(parent).catch(() => [] as string[]);
  const abandoned = names.filter((name) => {
    const pid = ABANDONED_FOLDER.exec(name)?.[1];
    return pid !== undefined && !processIsAlive(Number(pid));
  });
  await Promise.all(
    abandoned.map((name) => rm(join(parent, name), { recursive: true, force: true })),
  );
}

function processIsAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, run by someone else.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

export function sharedStart(a: readonly Token[], b: readonly Token[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** Whether `whole` starts with every token of `start`. */
function startsWith(whole: readonly Token[], start: readonly Token[]): boolean {
  return start.length <= whole.length && sharedStart(whole, start) === start.length;
}
