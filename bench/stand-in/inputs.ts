/** What the stand-in's parts ask: the server's own settings, the runs, the lists and changes. */
import { MAX_TOKENS } from '../../src/server/prompt/prompt.js';
import { TEMPERATURE } from '../../src/server/providers/local/generation.js';
import { LOCAL_CONTEXT_TOKENS } from '../../src/server/providers/local/local-model-runtime.js';

/** The server's sampling, context per sequence and token cap, as it runs them. */
export { LOCAL_CONTEXT_TOKENS, MAX_TOKENS, TEMPERATURE };

export const THREADS = 2;
export const SEQUENCES = 2;
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const WRITE_TOKENS = Math.min(
  MAX_TOKENS,
  Number(process.env.BENCH_WRITE_TOKENS ?? MAX_TOKENS),
);
/** Characters (tokens) each of the crowd's visitors reads before it stops. */
export const CROWD_TOKENS = Number(process.env.BENCH_CROWD_TOKENS ?? 64);

/** One ingredient list per recipe, so no two prompts are the same. */
export const LISTS = [
  ['milk', 'eggs', 'flour'],
  ['rice', 'leeks', 'butter'],
  ['chickpeas', 'spinach', 'garlic'],
  ['potatoes', 'onions', 'cheddar'],
  ['salmon', 'lemon', 'dill'],
  ['lentils', 'carrots', 'cumin'],
  ['pasta', 'tomatoes', 'basil'],
  ['chicken', 'ginger', 'soy sauce'],
  ['oats', 'apples', 'cinnamon'],
  ['beans', 'peppers', 'tortillas'],
  ['tofu', 'broccoli', 'sesame'],
  ['mushrooms', 'cream', 'thyme'],
];
export const CHANGES = [
  'Make it vegetarian, please.',
  'Use half the butter.',
  'Make it spicier with chili.',
  'Make it for 6 people.',
  'Bake it instead of frying.',
  'Leave out the garlic.',
];
