/**
 * A prompt as the model reads it: its tokens through the model's own chat template, and how many
 * of them every visitor's prompt shares.
 */
import type { ChatWrapper, LlamaModel, Token } from 'node-llama-cpp';
import type { ChatMessage } from '../../prompt/prompt.js';
import { buildMessages } from '../../prompt/prompt.js';
import { toHistory } from './chat-history.js';
import { sharedStart } from './saved-states.js';

export interface PromptTokens {
  tokensOf(messages: readonly ChatMessage[]): Token[];
  /**
   * How many of the prompt's tokens every visitor shares: the system message (with the options'
   * sentences) and the chat template's markers up to where the visitor's own text begins.
   */
  sharedByAll(messages: readonly ChatMessage[], tokens: Token[]): number;
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
  return {
    tokensOf,
    sharedByAll(messages, tokens) {
      const firstVisitorMessage = messages.findIndex((message) => message.role !== 'system');
      const leading = messages.slice(0, Math.max(0, firstVisitorMessage));
      return sharedStart(tokens, tokensOf([...leading, { role: 'user', content: '' }]));
    },
    everyRecipeStart() {
      const someRecipe = tokensOf(buildMessages(['milk', 'eggs', 'flour']));
      const otherRecipe = tokensOf(buildMessages(['rice', 'leeks', 'butter']));
      return someRecipe.slice(0, sharedStart(someRecipe, otherRecipe));
    },
  };
}
