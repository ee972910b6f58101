/** The new part of a prompt evaluated in pieces, so a stop ends a long prompt's work early. */
import type { LlamaContextSequence, Token } from 'node-llama-cpp';

/**
 * The prompt is evaluated in pieces of this many tokens, the signal checked between them, so Stop
 * or a time limit ends a long prompt's work within one piece (about 0.4 s at 77 tokens/s).
 */
export const PROMPT_PIECE_TOKENS = 32;

/**
 * Puts the prompt in the sequence after the `reusedTokens` it already holds, piece by piece,
 * checking the signal between pieces; the last token is left for the chat, which needs one to
 * start writing. Resolves to the index of the first token not read when the signal stopped it,
 * or undefined once all but the last token are read.
 */
export async function readPrompt(
  sequence: LlamaContextSequence,
  tokens: readonly Token[],
  reusedTokens: number,
  signal: AbortSignal,
): Promise<number | undefined> {
  await sequence.adaptStateToTokens(tokens.slice(0, reusedTokens), false);
  const lastToRead = tokens.length - 1;
  for (let at = reusedTokens; at < lastToRead; at += PROMPT_PIECE_TOKENS) {
    if (signal.aborted) return at;
    const piece = tokens.slice(at, Math.min(at + PROMPT_PIECE_TOKENS, lastToRead));
    await sequence.evaluateWithoutGeneratingNewTokens(piece);
  }
  return signal.aborted ? lastToRead : undefined;
}
