/**
 * What the model is asked. The server owns it; a visitor sends ingredients and, optionally,
 * servings, dietary needs, things to avoid, units and a language, which only ever add sentences to
 * the system message, and a revision, which adds the recipe shown and the change after the first
 * two (with a reminder of the language, if one was chosen).
 */
import type { Language } from '../../recipe/languages.js';
import type { RecipeOptions, RecipeRequest, Units } from '../../recipe/recipe-request.js';
import { languageChangeSentence, languageSentence } from './language-sentences.js';

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
  role: 'system' | 'user' | 'assistant';
  content: string;
};

export function buildUserMessage(ingredients: readonly string[]): string {
  return `I have ${ingredients.join(', ')}. Please give me a recipe!`;
}

const UNIT_SENTENCES: Record<Units, string> = {
  metric: 'Use metric units (grams, millilitres, °C).',
  us: 'Use US customary units (cups, ounces, °F).',
};

/** The last user message of a revision; the change goes in word for word. */
export function buildChangeMessage(change: string, language?: Language): string {
  const reminder = languageChangeSentence(language);
  return `Please change this recipe: ${change}${reminder === '' ? '' : ` ${reminder}`}`;
}

/** The sentences added to the system message for the chosen options, or '' when none is chosen. */
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
  if (options.avoid !== undefined && options.avoid.length > 0) {
    wishes.push(`The recipe must not contain: ${options.avoid.join(', ')}.`);
  }
  if (options.units !== undefined) wishes.push(UNIT_SENTENCES[options.units]);
  const language = languageSentence(options.language);
  if (language !== '') wishes.push(language);
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

/**
 * The messages for a parsed request: the original two, and for a revision the recipe shown as the
 * assistant's answer and the change asked of it.
 */
export function buildRequestMessages(request: RecipeRequest): ChatMessage[] {
  const messages = buildMessages(request.ingredients, request.options);
  if (request.revise === undefined) return messages;
  return [
    ...messages,
    { role: 'assistant', content: request.revise.recipe },
    {
      role: 'user',
      content: buildChangeMessage(request.revise.change, request.options?.language),
    },
  ];
}
