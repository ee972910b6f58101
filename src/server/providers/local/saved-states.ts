/**
 * What the model evaluated for recent recipes, kept beyond the few live sequences: each recipe's
 * sequence state is saved to a file when it ends, so a visitor who changes their recipe after
 * other visitors' recipes took every sequence gets it back in milliseconds instead of the model
 * reading the whole recipe again (seconds on a small CPU). The files live in a temporary folder:
 * the operating system keeps recent ones in memory, and they never count against the server's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LlamaContextSequence, Token } from 'node-llama-cpp';

export interface SavedStatesBudget {
  /** Saved recipes kept, the least recently used dropped first. */
  states: number;
  bytes: number;
}

/** Enough for a visitor's recipe to outlast 4 other visitors' and their changes. */
export const SAVED_STATES_BUDGET: SavedStatesBudget = { states: 8, bytes: 512 * 1024 * 1024 };

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
  dispose(): Promise<void>;
}

export async function createSavedStates(
  budget: SavedStatesBudget = SAVED_STATES_BUDGET,
): Promise<SavedStates> {
  const dir = await mkdtemp(join(tmpdir(), 'recipe-generator-states-'));
  // Most recently used last.
  let saved: SavedState[] = [];
  let written = 0;

  const use = (state: SavedState) => {
    saved = [...saved.filter((other) => other !== state), state];
  };
  const drop = async (states: SavedState[]) => {
    saved = saved.filter((state) => !states.includes(state));
    await Promise.all(states.map((state) => rm(state.path, { force: true })));
  };

  return {
    async save(sequence, owner) {
      const tokens = sequence.contextTokens;
      const own = saved.filter((state) => state.owner === owner);
      if (own.some((state) => startsWith(state.tokens, tokens))) return;
      const path = join(dir, `${(written += 1)}.state`);
      const { fileSize } = await sequence.saveStateToFile(path);
      // A saved state this one extends (a recipe, now changed) is never the better choice again.
      await drop(own.filter((state) => startsWith(tokens, state.tokens)));
      use({ path, tokens: [...tokens], bytes: fileSize, owner });
      const over = () =>
        saved.length > budget.states ||
        saved.reduce((sum, state) => sum + state.bytes, 0) > budget.bytes;
      while (over() && saved.length > 1) await drop([saved[0]!]);
    },
    async restoreBest(tokens, sequence, atLeast, owner) {
      let best: SavedState | undefined;
      let bestShared = atLeast;
      for (const state of saved.filter((one) => one.owner === owner)) {
        const shared = sharedStart(state.tokens, tokens);
        if (shared > bestShared) [best, bestShared] = [state, shared];
      }
      if (best === undefined) return 0;
      await sequence.loadStateFromFile(best.path, { acceptRisk: true });
      use(best);
      return bestShared;
    },
    async dispose() {
      saved = [];
      await rm(dir, { recursive: true, force: true });
    },
  };
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
