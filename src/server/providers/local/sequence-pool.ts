/**
 * The context's sequences, kept for the model's life: each keeps what it evaluated, so a prompt
 * that starts the same (the system message; a recipe and then its change) is not evaluated again.
 * A recipe takes the free sequence that differs least from its prompt and gives it back when done.
 */
import type { LlamaContextSequence, Token } from 'node-llama-cpp';

/** A prompt as one client asks it. */
export interface PromptOf {
  tokens: Token[];
  /** The client, hashed. */
  owner: string;
  /** Its first tokens, which no visitor chose (the options' sentences are not among them). */
  sharedByAll: number;
}

export interface SequencePool {
  /** The sequences no recipe is using, in the order they were given back. */
  readonly free: readonly LlamaContextSequence[];
  /** Tokens of this prompt the sequence may keep: all when the same client left them there. */
  mayKeep(sequence: LlamaContextSequence, prompt: PromptOf): number;
  /**
   * The free sequence whose state differs least from the prompt, taken out of the free ones;
   * throws when none is free.
   */
  takeBest(prompt: PromptOf): LlamaContextSequence;
  /** Gives a sequence back once its recipe is done. */
  release(sequence: LlamaContextSequence): void;
  /** From now on the sequence holds this client's prompt beyond the shared start. */
  setOwner(sequence: LlamaContextSequence, owner: string): void;
  /** The sequence holds nobody's prompt beyond the shared start. */
  forgetOwner(sequence: LlamaContextSequence): void;
}

export function createSequencePool(sequences: readonly LlamaContextSequence[]): SequencePool {
  const free = [...sequences];
  /** When each sequence was last taken, as a running count of takes. */
  const lastUsed = new Map<LlamaContextSequence, number>();
  /** Whose prompt each sequence holds beyond the shared start (a hashed client), if anyone's. */
  const owners = new Map<LlamaContextSequence, string>();
  let takes = 0;

  const mayKeep = (sequence: LlamaContextSequence, prompt: PromptOf): number => {
    const shared = sequence.compareContextTokens(prompt.tokens).firstDifferentIndex;
    return owners.get(sequence) === prompt.owner ? shared : Math.min(shared, prompt.sharedByAll);
  };

  /**
   * What taking this sequence costs: the tokens to evaluate plus the tokens of another recipe
   * thrown away (a recipe someone may still want to change).
   */
  const costOf = (sequence: LlamaContextSequence, prompt: PromptOf): number => {
    const kept = mayKeep(sequence, prompt);
    return prompt.tokens.length - kept + (sequence.nextTokenIndex - kept);
  };

  return {
    free,
    mayKeep,
    takeBest(prompt) {
      // On a tie, the one used longest ago.
      const ranked = free
        .map((sequence) => ({
          sequence,
          cost: costOf(sequence, prompt),
          used: lastUsed.get(sequence) ?? 0,
        }))
        .sort((first, second) => first.cost - second.cost || first.used - second.used);
      const best = ranked[0]?.sequence;
      if (best === undefined) throw new Error('no free sequence: more recipes than sequences');
      free.splice(free.indexOf(best), 1);
      lastUsed.set(best, (takes += 1));
      return best;
    },
    release(sequence) {
      free.push(sequence);
    },
    setOwner(sequence, owner) {
      owners.set(sequence, owner);
    },
    forgetOwner(sequence) {
      owners.delete(sequence);
    },
  };
}
