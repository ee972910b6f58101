/**
 * One recipe on one sequence: a saved state put back when it saves reading, the new part of the
 * prompt read, then the answer written token by token until the end of turn, the token cap or a
 * stop.
 */
import { randomInt } from 'node:crypto';
import type { ChatWrapper, LlamaChat, LlamaContextSequence } from 'node-llama-cpp';
import type { ChatMessage } from '../../prompt/prompt.js';
import { MAX_TOKENS } from '../../prompt/prompt.js';
import { toHistory } from './chat-history.js';
import { readPrompt } from './prompt-reading.js';
import type { SavedStates } from './saved-states.js';
import type { PromptOf, SequencePool } from './sequence-pool.js';

/** Sampled, so "Get another recipe" gives another recipe. */
export const TEMPERATURE = 0.7;

/** Loading a saved state costs about what reading a few dozen tokens does. */
const RESTORE_GAIN_TOKENS = 32;

export interface RuntimeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface GenerationEnd {
  /** `length` at the token cap, `stop` at end of turn, `abort` when stopped. */
  reason: 'length' | 'stop' | 'abort';
  /** Tokens of the prompt, and how many of them the sequence already held (not evaluated again). */
  promptTokens: number;
  reusedTokens: number;
  outputTokens: number;
}

/** What every recipe on this model is written with. */
export interface Generator {
  /** The library's chat class, from its lazily loaded module. */
  chatClass: typeof LlamaChat;
  chatWrapper: ChatWrapper;
  pool: SequencePool;
  states: SavedStates;
  log: RuntimeLog;
}

export type OnText = (text: string, tokens: number) => void;

/**
 * A saved state of this client's that this prompt continues, put in the sequence when it saves
 * reading; the sequence is then this client's.
 */
export async function restoreIfBetter(
  generator: Generator,
  sequence: LlamaContextSequence,
  prompt: PromptOf,
): Promise<void> {
  const live = generator.pool.mayKeep(sequence, prompt);
  try {
    const { tokens, owner } = prompt;
    const restored = await generator.states.restoreBest(
      tokens,
      sequence,
      live + RESTORE_GAIN_TOKENS,
      owner,
    );
    if (restored > 0) {
      generator.pool.setOwner(sequence, owner);
      generator.log.info({ restoredTokens: restored }, 'local model state restored');
    }
  } catch (error) {
    // The sequence is then read from what it holds (up to what it may keep), as if nothing had
    // been saved; whatever a failed load left in it is not this client's.
    generator.pool.forgetOwner(sequence);
    generator.log.warn({ err: error }, 'a saved recipe state could not be restored');
  }
}

export async function generateRecipe(
  generator: Generator,
  sequence: LlamaContextSequence,
  prompt: PromptOf & { messages: readonly ChatMessage[] },
  signal: AbortSignal,
  onText: OnText,
): Promise<GenerationEnd> {
  const { tokens } = prompt;
  const reusedTokens = generator.pool.mayKeep(sequence, prompt);
  // From here on the sequence holds this client's prompt.
  generator.pool.setOwner(sequence, prompt.owner);
  const end = (reason: GenerationEnd['reason'], outputTokens: number): GenerationEnd => ({
    reason,
    promptTokens: tokens.length,
    reusedTokens,
    outputTokens,
  });
  const stoppedAt = await readPrompt(sequence, tokens, reusedTokens, signal);
  if (stoppedAt !== undefined) {
    const read = {
      promptTokens: tokens.length,
      reusedTokens,
      evaluatedTokens: stoppedAt - reusedTokens,
    };
    generator.log.info(read, 'local model stopped while reading the prompt');
    return end('abort', 0);
  }
  const written = await generateAnswer(generator, sequence, prompt.messages, signal, onText);
  if (written.reason === 'abort') {
    const counts = {
      promptTokens: tokens.length,
      reusedTokens,
      outputTokens: written.outputTokens,
    };
    generator.log.info(counts, 'local model stopped writing');
  }
  return end(written.reason, written.outputTokens);
}

/** The answer, from the prompt's last token on, its text handed on as each chunk is decoded. */
async function generateAnswer(
  generator: Generator,
  sequence: LlamaContextSequence,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
  onText: OnText,
): Promise<Pick<GenerationEnd, 'reason' | 'outputTokens'>> {
  const chat = new generator.chatClass({
    contextSequence: sequence,
    chatWrapper: generator.chatWrapper,
    autoDisposeSequence: false,
  });
  /** Tokens generated since the last text chunk was handed on. */
  let pendingTokens = 0;
  let outputTokens = 0;
  try {
    const { metadata } = await chat.generateResponse(toHistory(messages), {
      maxTokens: MAX_TOKENS,
      temperature: TEMPERATURE,
      seed: randomInt(2 ** 31),
      signal,
      stopOnAbortSignal: true,
      onToken: (generated) => {
        pendingTokens += generated.length;
        outputTokens += generated.length;
      },
      onTextChunk: (text) => {
        onText(text, pendingTokens);
        pendingTokens = 0;
      },
    });
    const stopReason = metadata.stopReason;
    const reason =
      stopReason === 'maxTokens' ? 'length' : stopReason === 'abort' ? 'abort' : 'stop';
    return { reason, outputTokens };
  } catch (error) {
    // Aborted before the first token: the library rejects even with stopOnAbortSignal.
    if (signal.aborted) return { reason: 'abort', outputTokens };
    throw error;
  } finally {
    chat.dispose({ disposeSequence: false });
  }
}
