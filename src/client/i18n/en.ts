/**
 * The page's English words: the source every other catalog is typed against. Plain data with no
 * imports, so a catalog chunk never pulls shared code out of the entry chunk. `{name}` is filled
 * in by `t`; a key ending in `One`/`Other` is a pair chosen by the language's plural rules.
 */
const en = {
  appTitle: 'Recipe Generator',
  demoBadge: 'Demo',
  language: 'Language',
  demoNotice:
    'Demo: recipes here are canned samples, not written by an AI model, and they ignore your ingredients.',
  addIngredient: 'Add ingredient',
  ingredientPlaceholder: 'e.g. milk (must add 3 or more ingredients)',
  addIngredientButton: '+ Add ingredient',
  fullList:
    'The list is full: a recipe can use at most {max} ingredients. Remove one to add another.',
  ingredientsHeading: 'Ingredients on hand:',
  remove: 'Remove {name}',
  clearList: 'Clear list',
  readyHeading: 'Ready for recipe?',
  readyText: 'Generate a recipe from your list of ingredients.',
  getRecipe: 'Get a recipe',
  optionsSummary: 'Options: servings, dietary needs, things to avoid, units',
  servings: 'Servings',
  any: 'Any',
  dietLegend: 'Dietary needs',
  unitsLegend: 'Units',
  unitsMetric: 'Metric',
  unitsUs: 'US',
  vegetarian: 'vegetarian',
  kitchenCookMode: 'Cook mode',
  kitchenScale: 'Servings and units',
  kitchenMayNeed: 'You may also need',
  vegan: 'vegan',
  'gluten-free': 'gluten-free',
  'dairy-free': 'dairy-free',
  'nut-free': 'nut-free',
  avoidLabel: 'Things to avoid',
  avoidPlaceholder: 'e.g. peanuts',
  avoidButton: 'Add to avoid',
  avoidFull: 'At most {max} things to avoid. Remove one to add another.',
  avoiding: 'Avoiding',
  removeAvoid: 'Remove {name} from things to avoid',
  recipeLabel: 'Suggested recipe',
  writing: 'Writing your recipe…',
  waiting: 'Waiting for the local model: {place}, {eta}.',
  yoursIsNext: 'yours is next',
  aheadOne: '{count} recipe ahead of yours',
  aheadOther: '{count} recipes ahead of yours',
  underAMinute: 'less than a minute',
  aboutMinutes: 'about {minutes} min',
  stopped: 'You stopped the recipe. What was written so far is kept.',
  cutOff: 'This recipe was cut off: it reached the length limit before it was finished.',
  tryAgain: 'Try again',
  secondsOne: '{count} second',
  secondsOther: '{count} seconds',
  minutesOne: '{count} minute',
  minutesOther: '{count} minutes',
  hoursOne: '{count} hour',
  hoursOther: '{count} hours',
  retryAfterMidnight: 'You can try again after midnight UTC, in {wait}.',
  readyIn: 'It should be ready in about {wait}.',
  retryIn: 'You can try again in {wait}.',
  versions: 'Recipe versions',
  previousVersion: 'Previous version',
  versionOf: 'Version {shown} of {count}',
  nextVersion: 'Next version',
  changeLabel: 'Change this recipe',
  changePlaceholder: 'e.g. no oven, I only have a pan',
  changeButton: 'Change recipe',
  getAnother: 'Get another recipe',
  stop: 'Stop',
  copy: 'Copy',
  print: 'Print',
  share: 'Share',
  save: 'Save',
  linkToRecipe: 'Link to this recipe',
  importSummary: 'Importing a saved recipe',
  importHelpStart: 'Save makes a schema.org Recipe file. Mealie: ',
  importHelpMealie: 'Import from HTML or JSON',
  importHelpEnd:
    ', paste the file’s text. Tandoor: import it as a source. Nextcloud Cookbook: put it in a recipe folder as ',
  recipeCopied: 'Recipe copied.',
  recipeNotCopied: 'Could not copy the recipe. Select the text and copy it instead.',
  savedAs: 'Saved as {file}.',
  notSaved: 'Could not save the recipe. Try again, or use Copy.',
  linkCopied: 'Link copied: anyone with it sees this recipe.',
  linkNotCopied: 'Could not copy the link. Copy it from here: anyone with it sees this recipe.',
  linkNotOpened: 'This recipe link could not be opened. Reload the page and try again.',
  connectionLost:
    'The connection to the server was lost before the recipe was finished. Please try again.',
  offline:
    'You are offline: a new recipe needs the recipe server. Recipes you kept are under My recipes.',
  somethingWrong: 'Something went wrong. Please try again.',
  notKept:
    'This browser does not let the page keep recipes (a private window, storage turned off, or full): recipes you get now are shown but will not be kept after you leave.',
  myRecipes: 'My recipes',
  showMyRecipes: 'Show my recipes',
  hideMyRecipes: 'Hide my recipes',
  loading: 'Loading…',
  localReady:
    'Recipes here are written on this server by a small local AI model, not a hosted one.',
  localFailed:
    'The recipe model on this server could not be fetched yet. The server tries again on its own.',
  localLoading: 'Getting the recipe model ready: loading it',
  localProgress: 'Getting the recipe model ready: {percent}% of {size} MB',
};

export default en;

/**
 * The server's English words for the failures the page reports itself (no answer, an answer it
 * cannot read, a refusal without the server's words), and for the two codes whose other words
 * say more (the day's requests used up, a slot lost): the page keeps a failure in English in the
 * recipe's state, as the server sends it. The server's own table is not shipped to the page.
 */
export const englishFailures = {
  network: 'Could not reach the recipe server. Check your connection and try again.',
  provider_error: 'The AI service had a problem writing your recipe. Please try again.',
  rate_limited:
    'You have asked for many recipes in a short time. Please wait a moment and try again.',
  busy: 'Many recipes are being written right now. Please try again in a few seconds.',
} as const;
