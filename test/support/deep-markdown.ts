/**
 * Recipes that nest deeper than a renderer can walk, each as long as the 8,000-character rule
 * allows: one line that opens a container (a block quote or a list item) per marker. Rendered as
 * they are, each overflows react-markdown's stack.
 */
const MAX_RECIPE_CHARACTERS = 8000;

/** `# heading`, then one line of `marker` repeated as often as fits before "Serve warm." */
function deepRecipe(heading: string, marker: string): string {
  const start = `# ${heading}\n\n`;
  const end = ' Serve warm.';
  const room = MAX_RECIPE_CHARACTERS - start.length - end.length;
  return start + marker.repeat(Math.floor(room / marker.length)) + end;
}

export const DEEP_RECIPES = {
  quotes: deepRecipe('Deep quotes', '>'),
  dashes: deepRecipe('Deep dashes', '- '),
  numbers: deepRecipe('Deep numbers', '1. '),
  stars: deepRecipe('Deep stars', '* '),
} as const;

/** The markers on each one's deep line. */
export const DEEP_MARKER_COUNTS = {
  quotes: 7973,
  dashes: 3986,
  numbers: 2657,
  stars: 3987,
} as const;

/**
 * Nesting by indentation alone: each line 16 columns (4 tabs) deeper than the last, then 8 list
 * markers, which is within the markers' bound on every line. 8,000 characters reach some 470
 * levels of lists this way.
 */
export const INDENTED_RECIPE = (() => {
  let recipe = '# Deep indents\n\n';
  for (let line = 0; ; line += 1) {
    const next = `${'\t'.repeat(4 * line)}${'- '.repeat(8)}step ${line}\n`;
    if (recipe.length + next.length + ' Serve warm.'.length > MAX_RECIPE_CHARACTERS) break;
    recipe += next;
  }
  return `${recipe}\n Serve warm.`;
})();
