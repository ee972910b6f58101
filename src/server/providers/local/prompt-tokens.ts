/**
 * A prompt as the model reads it: its tokens through the model's own chat template, and how many
 * of them every visitor's prompt shares.
 */
import type { ChatWrapper, LlamaModel, Token } from 'node-llama-cpp';
import type { ChatMessage } from '../../prompt/prompt.js';
import { buildMessages, SYSTEM_MESSAGE } from '../../prompt/prompt.js';
import { toHistory } from './chat-history.js';
import { sharedStart } from './saved-states.js';

export interface PromptTokens {
  tokensOf(messages: readonly ChatMessage[]): Token[];
  /**
   * How many of the prompt's tokens every visitor shares: the chat template's markers and the
   * system message as the server writes it, up to the first thing a visitor chose (the options'
   * sentences appended to it, or the visitor's own message). Only these may be reused from
   * another client's prompt: a longer match would tell a visitor another's diets and things to
   * avoid by how fast their recipe starts.
   */
  sharedByAll(tokens: readonly Token[]): number;
  /**
   * The tokens every prompt starts with (options only append sentences to the system message):
   * two recipes' prompts compared.
   */
  everyRecipeStart(): Token[];
}

export function createPromptTokens(chatWrapper: ChatWrapper, model: LlamaModel): PromptTokens {
  const tokensOf = (messages: readonly ChatMessage[]): Token[] =>
    chatWrapper
      .generateContextState({ chatHistory: toHistory(messages) })
      .contextText.tokenize(model.tokenizer);
  /** The server's own system message and the markers around it, with no visitor's text. */
  let nobodysStart: Token[] | undefined;
  return {
    tokensOf,
    sharedByAll(tokens) {
      nobodysStart ??= tokensOf([
        { role: 'system', content: SYSTEM_MESSAGE },
        { role: 'user', content: '' },
      ]);
      return sharedStart(tokens, nobodysStart);
    },
    everyRecipeStart() {
      const someRecipe = tokensOf(buildMessages(['milk', 'eggs', 'flour']));
      const otherRecipe = tokensOf(buildMessages(['rice', 'leeks', 'butter']));
      return someRecipe.slice(0, sharedStart(someRecipe, otherRecipe));
    },
  };
}
