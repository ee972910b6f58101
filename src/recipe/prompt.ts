/**
 * What the model is asked. The server owns it; a visitor sends ingredients and, optionally,
 * servings and dietary needs, which only ever add a sentence to the system message.
 */
import type { RecipeOptions } from './recipe-request.js';

export const DEFAULT_MODEL = 'mistralai/Mixtral-8x7B-Instruct-v0.1';
export const MAX_TOKENS = 512;

export const SYSTEM_MESSAGE =
  'You are an assistant that receives a list of ingredients that a user has and suggests a ' +
  "recipe they could make with some or all of those ingredients. You don't need to use every " +
  'ingredient they mention in your recipe. The recipe can include additional ingredients they ' +
  "didn't mention, but try not to include too many extra ingredients. Format your response in " +
  'markdown to make it easier to render to a web page.';

// A type alias, not an interface, so it fits the client library's indexed message type.
export type ChatMessage = {
  role: 'system' | 'user';
  content: string;
};

export function buildUserMessage(ingredients: readonly string[]): string {
  return `I have ${ingredients.join(', ')}. Please give me a recipe!`;
}

/** The sentence added to the system message for the chosen options, or '' when none is chosen. */
export function describeOptions(options: RecipeOptions = {}): string {
  const wishes: string[] = [];
  if (options.servings !== undefined) {
    wishes.push(
      `The recipe should serve ${options.servings} ${options.servings === 1 ? 'person' : 'people'}.`,
    );
  }
  if (options.diet !== undefined && options.diet.length > 0) {
    wishes.push(`The recipe must be ${options.diet.join(', ')}.`);
  }
  return wishes.join(' ');
}

export function buildMessages(
  ingredients: readonly string[],
  options?: RecipeOptions,
): ChatMessage[] {
  const wishes = describeOptions(options);
  return [
    { role: 'system', content: wishes === '' ? SYSTEM_MESSAGE : `${SYSTEM_MESSAGE} ${wishes}` },
    { role: 'user', content: buildUserMessage(ingredients) },
  ];
}
