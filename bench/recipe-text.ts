/** A long, realistic recipe in markdown, cut into model-like tokens (a word or so each). */
const SECTION = `## Ingredients

- 2 cups of flour, sifted
- 1 and 1/2 cups of milk, at room temperature
- 2 large eggs, lightly beaten
- 2 tablespoons of melted butter, plus more for the pan
- 1 tablespoon of sugar and a pinch of salt

## Steps

1. In a large bowl, **whisk** the flour, sugar and salt together until evenly mixed.
2. Make a well in the centre, pour in the milk, the eggs and the melted butter, and stir just
   until combined; a few lumps are fine and keep the pancakes *light*.
3. Let the batter rest for ten minutes while the pan heats over a medium flame.
4. Brush the pan with butter, pour in a quarter cup of batter, and cook until bubbles form
   on the surface and the edges look set, about two minutes.
5. Flip once and cook for another minute, until golden underneath.

> Tip: keep the finished pancakes warm in a low oven while you cook the rest.

\`\`\`text
Batter ratio: 1 cup flour : 3/4 cup milk : 1 egg
\`\`\`

Serve with maple syrup, fresh berries or a spoon of yoghurt. Leftovers keep for two days in the
fridge and reheat well in a dry pan.

`;

export function recipeTokens(count: number): string[] {
  const pieces = SECTION.match(/\S+\s*/g) ?? [];
  const tokens = ['# Fluffy Pancakes\n\n'];
  for (let index = 0; tokens.length < count; index += 1) {
    tokens.push(pieces[index % pieces.length]!);
  }
  return tokens;
}
