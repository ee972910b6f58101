/**
 * A typical finished recipe as an instruct model writes it for a 512-token answer (about 2,000
 * characters, no repeated passages, so it compresses like a real one), with its request.
 */
export const TYPICAL_RECIPE = `Here's a cozy recipe that makes the most of what you have on hand!

# Golden Potato and Leek Frittata

A thick, custardy Italian omelette finished in the oven: perfect for brunch or a light dinner.

**Servings:** 4
**Prep time:** 15 minutes
**Cook time:** 25 minutes

## Ingredients

- 8 large eggs
- 2 medium potatoes (about 400 g), peeled and cut into 1 cm cubes
- 1 leek, white and light green parts, thinly sliced
- 60 ml whole milk
- 50 g grated Parmesan cheese
- 2 tablespoons olive oil
- 1 tablespoon butter
- 1 clove garlic, minced
- 1/2 teaspoon salt and freshly ground black pepper
- A handful of fresh parsley, chopped

## Instructions

1. **Preheat the oven** to 190 °C (375 °F) and place a rack in the upper third.
2. **Cook the potatoes:** heat the olive oil in a 25 cm oven-safe skillet over medium heat. Add the
   potato cubes in a single layer and cook for 10 to 12 minutes, turning now and then, until golden
   and tender when pierced with a knife.
3. **Soften the leek:** add the butter, leek and garlic to the pan. Stir for 4 to 5 minutes until the
   leek is soft and sweet but not browned. Season with half of the salt.
4. **Whisk the eggs** in a large bowl with the milk, most of the Parmesan, the rest of the salt and a
   generous grind of pepper until the yolks and whites are fully combined.
5. **Combine:** pour the egg mixture over the vegetables and gently shake the pan so it settles
   evenly. Cook without stirring for 3 to 4 minutes, until the edges begin to set.
6. **Bake:** scatter the remaining Parmesan on top and transfer the skillet to the oven. Bake for
   10 to 12 minutes, until the centre is just set and the top is lightly puffed.
7. **Rest and serve:** let the frittata stand for 5 minutes, loosen it with a spatula, slide it onto a
   board and cut it into wedges. Sprinkle with parsley.

## Tips

- Swap the leek for a sliced onion or a few spring onions if that is what you have.
- Leftovers keep for 3 days in the fridge and are delicious cold in a sandwich.
- For a lighter version, use 6 whole eggs and 4 egg whites.

Enjoy your meal!`;

export const TYPICAL_INGREDIENTS = ['eggs', 'potatoes', 'leek', 'milk', 'parmesan'];
