/**
 * A recipe that uses every kind of markup a model writes, cut into tokens that split its markers
 * (`**`, back-ticks, links, table rows, list numbers, fences), as a model's tokens do.
 */
export const MARKED_UP_RECIPE = [
  '# Crispy **Garlic** Bread',
  '',
  'A *quick* side with `garlic butter` and [fresh herbs](https://example.com/herbs). ~~No oven~~ Oven needed, ~20 minutes.',
  '',
  '| Step | Time |',
  '| --- | ---: |',
  '| Toast | 5 min |',
  '| **Rest** | 2 min |',
  '',
  '## Ingredients',
  '',
  '- 1 baguette',
  '- 3 cloves _garlic_',
  '- salt &amp; pepper',
  '',
  '## Steps',
  '',
  '1. Slice the bread.',
  '2. Spread the `butter`, then bake.',
  '',
  '---',
  '',
  '```text',
  'Serve warm',
  '```',
  '',
  'Enjoy!',
].join('\n');

/** Tokens of 1 to 3 characters: every marker is split somewhere. */
export function markedUpTokens(): string[] {
  const tokens: string[] = [];
  for (let at = 0, size = 1; at < MARKED_UP_RECIPE.length; at += size, size = (size % 3) + 1) {
    tokens.push(MARKED_UP_RECIPE.slice(at, at + size));
  }
  return tokens;
}

/** Text as shown, for comparing frames with the finished recipe: whitespace does not count. */
export const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');
