import { describe, expect, it } from 'vitest';
import { readRecipe } from '../../src/recipe/structured-recipe.js';
import { RECIPE_CORPUS } from '../fixtures/recipe-corpus.js';

describe('the recipe corpus', () => {
  it('has at least 40 recipes from five model families, each id once', () => {
    expect(RECIPE_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RECIPE_CORPUS.map((c) => c.family)).size).toBe(5);
    expect(new Set(RECIPE_CORPUS.map((c) => c.id)).size).toBe(RECIPE_CORPUS.length);
  });

  it.each(RECIPE_CORPUS.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const recipe = readRecipe(c.markdown, { finishReason: c.finishReason ?? 'stop' });
    const e = c.expected;
    expect(recipe.name).toBe(e.name);
    expect(recipe.ingredients).toEqual(e.ingredients);
    expect(recipe.instructions).toEqual(e.instructions);
    expect({
      servings: recipe.servings,
      yieldText: recipe.yieldText,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      totalMinutes: recipe.totalMinutes,
    }).toEqual({
      servings: e.servings ?? null,
      yieldText: e.yieldText ?? null,
      prepMinutes: e.prepMinutes ?? null,
      cookMinutes: e.cookMinutes ?? null,
      totalMinutes: e.totalMinutes ?? null,
    });
    expect(recipe.notes).toEqual(e.notes ?? []);
    expect(recipe.incomplete).toBe(e.incomplete ?? false);
    if (e.description !== undefined) expect(recipe.description).toBe(e.description);
  });
});

const LIST = `- 2 eggs
- 1 cup milk

1. Whisk the eggs and milk.
2. Cook in a hot pan.`;

describe('the title', () => {
  it.each([
    ['# Fluffy Pancakes', 'Fluffy Pancakes'],
    ['## Fluffy Pancakes ##', 'Fluffy Pancakes'],
    ['### **Fluffy Pancakes**', 'Fluffy Pancakes'],
    ['**Fluffy Pancakes**', 'Fluffy Pancakes'],
    ['__Fluffy Pancakes__', 'Fluffy Pancakes'],
    ['Fluffy Pancakes', 'Fluffy Pancakes'],
    ['Title: Fluffy Pancakes', 'Fluffy Pancakes'],
    ['**Recipe: Fluffy Pancakes**', 'Fluffy Pancakes'],
  ])('%j', (line, name) => {
    expect(readRecipe(`${line}\n\n${LIST}`).name).toBe(name);
    const chatty = `Sure! Here's a recipe you can make with eggs and milk:\n\n${line}\n\n${LIST}`;
    expect(readRecipe(chatty).name).toBe(name);
    expect(readRecipe(chatty).description).toBeNull();
  });

  it('is never the chatter: without a title the name is Recipe and the chatter is not the description', () => {
    for (const chatter of [
      "Sure! Here's a recipe you can make with eggs and milk:",
      'Certainly! Below is a simple recipe using your ingredients.',
      'Here is a recipe for pancakes',
    ]) {
      const recipe = readRecipe(`${chatter}\n\nIngredients:\n${LIST}`);
      expect(recipe.name).toBe('Recipe');
      expect(recipe.description).toBeNull();
      expect(recipe.ingredients).toEqual([{ name: null, items: ['2 eggs', '1 cup milk'] }]);
    }
  });

  it('falls back to Recipe for empty or unusable text', () => {
    for (const text of ['', '   \n\n', '#', '**', '![](x.png)', '---']) {
      const recipe = readRecipe(text);
      expect(recipe.name).toBe('Recipe');
      expect(recipe).toMatchObject({
        ingredients: [],
        instructions: [],
        notes: [],
        incomplete: false,
      });
    }
  });
});

describe('the description', () => {
  it('is the prose between the title and the first section, paragraphs joined, metadata left out', () => {
    const recipe = readRecipe(
      `# Pancakes\n\nSoft and   fluffy.\nReady before the coffee.\n\nServes: 2\n\nA weekend favourite.\n\n## Ingredients\n${LIST}`,
    );
    expect(recipe.description).toBe(
      'Soft and fluffy. Ready before the coffee. A weekend favourite.',
    );
    expect(recipe.servings).toBe(2);
  });

  it('is null when there is none', () => {
    expect(readRecipe(`# Pancakes\n\n## Ingredients\n${LIST}`).description).toBeNull();
  });
});

describe('section labels', () => {
  const recipe = (ingredients: string, steps: string, notes = 'Tips') =>
    readRecipe(
      `# Toast\n\n${ingredients}\n- 1 slice bread\n\n${steps}\n1. Toast the bread.\n\n${notes}\n- Butter it while hot.`,
    );

  it.each([
    ['Ingredients:', 'Instructions:', 'Tips:'],
    ['**Ingredients:**', '**Directions:**', '**Notes:**'],
    ['**Ingredients**:', '**Method**', '**Chef’s tips:**'],
    ['## Ingredients', '## Preparation', '## Variations'],
    ["### You'll need", '### Steps', '### Serving suggestions'],
    ['You’ll need:', 'How to make it:', 'Notes'],
    ['You will need:', 'Cooking Instructions:', "Chef's Tips:"],
    ['INGREDIENTS', 'INSTRUCTIONS', 'TIPS AND VARIATIONS'],
    ['## 🥘 Ingredients', '## 👩‍🍳 Step-by-step instructions', '## 📝 Notes'],
  ])('%s / %s / %s', (ingredients, steps, notes) => {
    const r = recipe(ingredients, steps, notes);
    expect(r.ingredients).toEqual([{ name: null, items: ['1 slice bread'] }]);
    expect(r.instructions).toEqual([{ name: null, items: ['Toast the bread.'] }]);
    expect(r.notes).toEqual(['Butter it while hot.']);
  });

  it('goes by structure when the labels are in a language it does not know', () => {
    const r = readRecipe(
      `## Pannenkoeken\n\n**Wat je nodig hebt:**\n- 2 eieren\n- 250 ml melk\n\n**Zo maak je het:**\n1. Alles kloppen.\n2. In de pan bakken.\n\n**Extra:**\n- Met kaneel bestrooien.`,
    );
    expect(r.name).toBe('Pannenkoeken');
    expect(r.ingredients).toEqual([{ name: null, items: ['2 eieren', '250 ml melk'] }]);
    expect(r.instructions).toEqual([
      { name: null, items: ['Alles kloppen.', 'In de pan bakken.'] },
    ]);
    expect(r.notes).toEqual(['Met kaneel bestrooien.']);
  });

  it('reads numbered lists as ingredients when they come first, under a label it does not know', () => {
    const r = readRecipe(
      `# Pannenkoeken\n\nBenodigdheden:\n1. 2 eieren\n2. 250 ml melk\n\nBereiding:\n1. Klop alles.\n2. Bak.`,
    );
    expect(r.ingredients).toEqual([{ name: null, items: ['2 eieren', '250 ml melk'] }]);
    expect(r.instructions).toEqual([{ name: null, items: ['Klop alles.', 'Bak.'] }]);
  });

  it('reads a numbered list under an unknown label as strong as the ingredients label as the steps', () => {
    const r = readRecipe(
      `## Omelette\n\n### What you'll need\n1. 4 eggs\n2. Butter\n\n### Let's cook!\n1. Whisk the eggs.\n2. Fold and serve.`,
    );
    expect(r.ingredients).toEqual([{ name: null, items: ['4 eggs', 'Butter'] }]);
    expect(r.instructions).toEqual([{ name: null, items: ['Whisk the eggs.', 'Fold and serve.'] }]);
  });

  it('reads labels with their content on the same line', () => {
    const r = readRecipe(
      `Recipe: Quick Fried Rice\n\nIngredients: 2 cups rice, 2 eggs, soy sauce\n\nDirections: Heat the oil. Add the rice.`,
    );
    expect(r.name).toBe('Quick Fried Rice');
    expect(r.description).toBeNull();
    expect(r.ingredients).toEqual([{ name: null, items: ['2 cups rice', '2 eggs', 'soy sauce'] }]);
    expect(r.instructions).toEqual([{ name: null, items: ['Heat the oil. Add the rice.'] }]);
  });

  it('leaves equipment and nutrition out of the ingredients and steps', () => {
    const r = readRecipe(
      `# Toast\n\n**Equipment:**\n- A toaster\n\n**Ingredients:**\n- 1 slice bread\n\n**Instructions:**\n1. Toast the bread.\n\n**Nutrition (per serving):**\n- Calories: 80`,
    );
    expect(r.ingredients).toEqual([{ name: null, items: ['1 slice bread'] }]);
    expect(r.instructions).toEqual([{ name: null, items: ['Toast the bread.'] }]);
    expect(r.notes).toEqual([]);
    expect(r.servings).toBeNull();
  });
});

describe('groups', () => {
  it.each([
    ['### For the dough', '### For the topping'],
    ['**For the dough:**', '**For the topping:**'],
    ['For the dough:', 'For the topping:'],
    ['*For the dough:*', '*For the topping:*'],
  ])('%s under Ingredients starts a named group', (first, second) => {
    const r = readRecipe(
      `## Pizza\n\n## Ingredients\n\n${first}\n- 2 cups flour\n- 1 tsp yeast\n\n${second}\n- 1/2 cup tomato sauce\n\n## Instructions\n1. Bake.`,
    );
    expect(r.ingredients).toEqual([
      { name: 'For the dough', items: ['2 cups flour', '1 tsp yeast'] },
      { name: 'For the topping', items: ['1/2 cup tomato sauce'] },
    ]);
  });

  it('reads a bullet ending in a colon with items nested under it as a group, in ingredients and steps', () => {
    const r = readRecipe(
      `**Pizza**\n\n**Ingredients:**\n* For the dough:\n\t+ 2 cups flour\n* For the topping:\n\t+ Basil\n\n**Instructions:**\n* For the dough:\n    1. Mix.\n    2. Knead.\n* To finish:\n    1. Bake.`,
    );
    expect(r.ingredients).toEqual([
      { name: 'For the dough', items: ['2 cups flour'] },
      { name: 'For the topping', items: ['Basil'] },
    ]);
    expect(r.instructions).toEqual([
      { name: 'For the dough', items: ['Mix.', 'Knead.'] },
      { name: 'To finish', items: ['Bake.'] },
    ]);
  });

  it('reads a bold or amount-less bullet with items nested under it as a group', () => {
    const r = readRecipe(
      `# Pasta\n\nIngredients:\n- **For the sauce**\n  - 1 cup tomato\n- **Pasta**\n  - 200 g penne\n- **Salt**\n- Spices\n  - 1 tsp cumin\n- 1 onion\n  - 1 tsp oil`,
    );
    expect(r.ingredients).toEqual([
      { name: 'For the sauce', items: ['1 cup tomato'] },
      { name: 'Pasta', items: ['200 g penne', 'Salt'] },
      { name: 'Spices', items: ['1 tsp cumin', '1 onion', '1 tsp oil'] },
    ]);
  });

  it('keeps items before the first group label in a group without a name', () => {
    const r = readRecipe(
      `# Soup\n\nIngredients:\n- Water\n\nFor serving:\n- Bread\n\nSteps:\n1. Boil.`,
    );
    expect(r.ingredients).toEqual([
      { name: null, items: ['Water'] },
      { name: 'For serving', items: ['Bread'] },
    ]);
  });
});

describe('ingredient tables', () => {
  it('puts the amount first when a column is headed as one', () => {
    const r = readRecipe(
      `# Bread\n\n## Ingredients\n| Ingredient | Amount |\n|:--|--:|\n| **Flour** | 500 g |\n| Water | 350 ml |\n| Salt | |\n\n## Steps\n1. Mix.`,
    );
    expect(r.ingredients).toEqual([{ name: null, items: ['500 g Flour', '350 ml Water', 'Salt'] }]);
  });

  it('joins the cells in order when no column is the amount', () => {
    const r = readRecipe(
      `# Bread\n\nIngredients:\n| Flour | 500 g |\n| Water | 350 ml |\n\nSteps:\n1. Mix.`,
    );
    expect(r.ingredients).toEqual([{ name: null, items: ['Flour, 500 g', 'Water, 350 ml'] }]);
  });
});

describe('steps', () => {
  const steps = (body: string) =>
    readRecipe(`# Tea\n\nIngredients:\n- 1 tea bag\n\nInstructions:\n${body}`).instructions;

  it('appends nested bullets to their step', () => {
    expect(
      steps(
        '1. Boil the water:\n   - use fresh water\n   - let it cool a little\n2. Steep for 3 minutes.',
      ),
    ).toEqual([
      {
        name: null,
        items: ['Boil the water: use fresh water. let it cool a little', 'Steep for 3 minutes.'],
      },
    ]);
  });

  it.each([
    ['1) Boil.\n2) Steep.'],
    ['Step 1: Boil.\n\nStep 2: Steep.'],
    ['**Step 1:** Boil.\n\n**Step 2:** Steep.'],
    ['Step 1. Boil.\nStep 2 - Steep.'],
    ['### Step 1\nBoil.\n\n### Step 2\nSteep.'],
    ['Boil.\n\nSteep.'],
    ['- Boil.\n- Steep.'],
    ['**1.** Boil.\n**2.** Steep.'],
  ])('%j', (body) => {
    expect(steps(body)).toEqual([{ name: null, items: ['Boil.', 'Steep.'] }]);
  });

  it('joins a bold step title and the text or bullets under it with a colon', () => {
    expect(
      steps(
        '1. **Boil the water**\n   Use fresh water.\n2. **Steep**\n   - Add the bag.\n   - Wait.',
      ),
    ).toEqual([
      { name: null, items: ['Boil the water: Use fresh water.', 'Steep: Add the bag. Wait.'] },
    ]);
  });

  it('keeps bold lead-ins as text', () => {
    expect(steps('1. **Boil the water:** Bring 250 ml to a boil.')).toEqual([
      { name: null, items: ['Boil the water: Bring 250 ml to a boil.'] },
    ]);
  });

  it('reads a numbered heading or bold line as one step', () => {
    expect(steps('### 1. Boil\nBring the water to a boil.\n\n**2. Steep:**\nAdd the bag.')).toEqual(
      [{ name: null, items: ['Boil: Bring the water to a boil.', 'Steep: Add the bag.'] }],
    );
  });

  it('joins a step heading and the text under it', () => {
    expect(
      steps(
        '**Step 1: Boil**\nBring the water to a boil.\n\n**Step 2: Steep**\n- Add the bag.\n- Wait 3 minutes.',
      ),
    ).toEqual([
      {
        name: null,
        items: ['Boil: Bring the water to a boil.', 'Steep: Add the bag. Wait 3 minutes.'],
      },
    ]);
  });

  it('leaves out the prose after a numbered list', () => {
    expect(
      steps('1. Boil.\n2. Steep.\n\nThis tea is lovely on a cold day.\n\nEnjoy your tea!'),
    ).toEqual([{ name: null, items: ['Boil.', 'Steep.'] }]);
  });

  it('does not take "Bake for 20 minutes" for a time', () => {
    const r = readRecipe(
      `# Cake\n\nIngredients:\n- Batter\n\nInstructions:\n1. Bake for 20 minutes.\n- Cook 5 minutes more.`,
    );
    expect(r.cookMinutes).toBeNull();
    expect(r.instructions[0]!.items).toEqual(['Bake for 20 minutes.', 'Cook 5 minutes more.']);
  });
});

describe('servings, yield and times', () => {
  it.each([
    ['**Servings:** 4', { servings: 4, yieldText: '4 servings' }],
    ['Serves: 4', { servings: 4, yieldText: '4 servings' }],
    ['Serves 1', { servings: 1, yieldText: '1 serving' }],
    [
      'Serves 6 | Total time: 1 hour 30 minutes',
      { servings: 6, yieldText: '6 servings', totalMinutes: 90 },
    ],
    ['Prep Time: 10 minutes', { prepMinutes: 10 }],
    ['Cook time: 1 hr 15 mins', { cookMinutes: 75 }],
    ['Cooking time: 1½ hours', { cookMinutes: 90 }],
    ['Baking time: 1.5 hours', { cookMinutes: 90 }],
    ['Prep: 10-15 minutes', { prepMinutes: 10 }],
    ['Total time: 2h 5m', { totalMinutes: 125 }],
    ['Ready in 25 minutes', { totalMinutes: 25 }],
    ['Yield: 12 cookies', { servings: null, yieldText: '12 cookies' }],
    ['Makes about 24 cookies', { servings: null, yieldText: 'about 24 cookies' }],
    ['Makes 4 servings', { servings: 4, yieldText: '4 servings' }],
    ['Servings: 4-6', { servings: 4, yieldText: '4-6 servings' }],
    ['Yield: 4-6 servings', { servings: 4, yieldText: '4-6 servings' }],
    ['Serves 4 to 6 people', { servings: 4, yieldText: '4 to 6 people' }],
    ['- **Prep time:** 5 minutes', { prepMinutes: 5 }],
    ['Chill time: 2 hours', {}],
    ['Difficulty: Easy', {}],
    ['Prep: 10 mins, Cook: 20 mins', { prepMinutes: 10, cookMinutes: 20 }],
    ['Yield: Makes 12', { servings: 12, yieldText: '12 servings' }],
    ['Total time: 45 minutes (plus 1 hour marinating)', { totalMinutes: 45 }],
    ['(Serves 4)', { servings: 4, yieldText: '4 servings' }],
    ['Portionen: 4', { servings: 4, yieldText: '4 servings' }],
    [
      '**Prep:** 10 min • **Cook:** 20 min • **Serves:** 2',
      { prepMinutes: 10, cookMinutes: 20, servings: 2, yieldText: '2 servings' },
    ],
  ])('%s', (line, expected) => {
    const r = readRecipe(`# Dish\n\n${line}\n\n## Ingredients\n- 1 thing\n\n## Steps\n1. Cook it.`);
    expect({
      servings: r.servings,
      yieldText: r.yieldText,
      prepMinutes: r.prepMinutes,
      cookMinutes: r.cookMinutes,
      totalMinutes: r.totalMinutes,
    }).toEqual({
      servings: null,
      yieldText: null,
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: null,
      ...expected,
    });
    expect(r.description).toBeNull();
    expect(r.ingredients).toEqual([{ name: null, items: ['1 thing'] }]);
  });

  it('reads servings from the ingredients label', () => {
    const r = readRecipe(
      `# Dish\n\n**Ingredients (for 4 people):**\n- 1 thing\n\n**Steps:**\n1. Cook it.`,
    );
    expect(r).toMatchObject({ servings: 4, yieldText: '4 people' });
    expect(r.ingredients).toEqual([{ name: null, items: ['1 thing'] }]);
  });

  it('reads a bare number of servings from the label', () => {
    const r = readRecipe(`# Dish\n\n## Ingredients (for 2)\n- 1 thing\n\n## Steps\n1. Cook it.`);
    expect(r).toMatchObject({ servings: 2, yieldText: '2 servings' });
  });

  it('keeps the first statement when the recipe states one twice', () => {
    const r = readRecipe(
      `# Dish\n\nServes 2\nPrep time: 5 minutes\n\nIngredients:\n- 1 thing\n\nServes 8\nPrep time: 50 minutes`,
    );
    expect(r).toMatchObject({ servings: 2, prepMinutes: 5 });
  });
});

describe('a recipe cut off at the token limit', () => {
  it('is incomplete with finishReason length and keeps what is there', () => {
    const r = readRecipe(
      `# Tea\n\nIngredients:\n- 1 tea bag\n\nInstructions:\n1. Boil.\n2. Steep for 3 min`,
      {
        finishReason: 'length',
      },
    );
    expect(r.incomplete).toBe(true);
    expect(r.instructions).toEqual([{ name: null, items: ['Boil.', 'Steep for 3 min'] }]);
  });

  it('is complete otherwise', () => {
    for (const finishReason of ['stop', null, undefined] as const)
      expect(readRecipe('# Tea', { finishReason }).incomplete).toBe(false);
    expect(readRecipe('# Tea').incomplete).toBe(false);
  });

  it('keeps a half-written bold or link as text', () => {
    const r = readRecipe(`# Tea\n\nIngredients:\n- 1 **tea ba\n- [green tea](https://exa`, {
      finishReason: 'length',
    });
    expect(r.ingredients).toEqual([{ name: null, items: ['1 tea ba', '[green tea](https://exa'] }]);
  });
});

describe('markdown removed from every string', () => {
  it('removes emphasis, code and strike-through markers, keeps link text, drops images, keeps HTML as text', () => {
    const r = readRecipe(
      `# *The* \`Best\` ~~Bad~~ Toast\n\n![toast](toast.png) Crisp   and [golden](https://example.com).\n\n## Ingredients\n- ***1*** slice of _sourdough_ ![img](x.png)\n- <script>alert(1)</script> butter\n- snake_case_name stays\n- 2 \\* 100 g \\_cold\\_ butter\n\n## Steps\n1. Toast it <b>well</b> &amp; serve.`,
    );
    expect(r.name).toBe('The Best Bad Toast');
    expect(r.description).toBe('Crisp and golden.');
    expect(r.ingredients[0]!.items).toEqual([
      '1 slice of sourdough',
      '<script>alert(1)</script> butter',
      'snake_case_name stays',
      '2 * 100 g _cold_ butter',
    ]);
    expect(r.instructions[0]!.items).toEqual(['Toast it <b>well</b> &amp; serve.']);
  });

  it('leaves no markdown marker in anything read from the corpus', () => {
    for (const c of RECIPE_CORPUS) {
      const r = readRecipe(c.markdown);
      const strings = [
        r.name,
        r.description ?? '',
        r.yieldText ?? '',
        ...r.notes,
        ...[...r.ingredients, ...r.instructions].flatMap((g) => [g.name ?? '', ...g.items]),
      ];
      for (const s of strings) {
        expect(s, c.id).not.toMatch(/\*\*|__|`|\]\(|^#|^[-*+] |^\d+[.)] |\s{2}|^\s|\s$/);
      }
    }
  });
});

describe('notes', () => {
  it('reads bullets and paragraphs under Tips/Notes, "Note:" lines anywhere, and no sign-off', () => {
    const r = readRecipe(
      `# Tea\n\nIngredients:\n- 1 tea bag\n\nInstructions:\n1. Steep.\n\n**Note:** Use **fresh** water.\n\nTips:\n- Warm the pot\n  first.\n\nA splash of milk is nice.\nSo is honey.\n\nEnjoy your tea!`,
    );
    expect(r.notes).toEqual([
      'Use fresh water.',
      'Warm the pot first.',
      'A splash of milk is nice. So is honey.',
    ]);
  });
});

describe('hostile input', () => {
  const big = 32 * 1024;
  it.each([
    ['10,000 "*" lines', '*\n'.repeat(10_000)],
    ['10,000 "#" lines', '#\n'.repeat(10_000)],
    ['10,000 "1." lines', '1.\n'.repeat(10_000)],
    ['10,000 "- a:" lines', '- a:\n'.repeat(10_000)],
    ['10,000 table rows', '| a | b |\n'.repeat(10_000)],
    ['10,000 step headings', '**Step 1: x**\n'.repeat(10_000)],
    ['a line of "*"', '*'.repeat(big)],
    ['a line of "["', '['.repeat(big)],
    ['a line of "[a]("', '[a]('.repeat(big / 4)],
    ['a line of "_"', `a${'_'.repeat(big)}b`],
    ['a line of spaces', `a${' '.repeat(big)}b`],
    ['a line of ":"', `Ingredients${':'.repeat(big)}`],
    ['a heading of "#" and spaces', `# a${' #'.repeat(big / 2)} x`],
    ['a long time', `Prep time: ${'1'.repeat(big)}`],
    ['10,000 lines nested under one step', `Steps:\n1. x\n${'   - y\n'.repeat(10_000)}`],
    ['10,000 ingredient labels', '**Ingredients:**\n- a\n'.repeat(10_000)],
    [
      'nesting that never ends',
      Array.from({ length: 5000 }, (_, i) => `${' '.repeat(i)}- x`).join('\n'),
    ],
    ['control characters', '\u0000\u0007\u001b[31m# Tea\u202e\n- a\n1. b'],
  ])('%s returns a result', (_name, text) => {
    const r = readRecipe(text);
    expect(typeof r.name).toBe('string');
    expect(Array.isArray(r.ingredients) && Array.isArray(r.instructions)).toBe(true);
  });
});
