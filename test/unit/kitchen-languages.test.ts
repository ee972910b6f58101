/**
 * The kitchen in every language: real ingredient lines scaled and converted, step durations read
 * for timers, and a whole recipe's servings line and ingredients under its own language's heading
 * scaled. Expected values written by hand.
 */
import { describe, expect, it } from 'vitest';
import { scaleIngredient, type UnitTarget } from '../../src/client/kitchen/scale-ingredient.js';
import { scaleRecipe } from '../../src/client/kitchen/scale-recipe.js';
import { readDurations } from '../../src/client/kitchen/step-durations.js';

const LINES: [language: string, line: string, factor: number, units: UnitTarget, out: string][] = [
  ['de', '2 EL Butter', 2, null, '4 EL Butter'],
  ['de', '½ TL Zimt', 2, null, '1 TL Zimt'],
  ['de', '250 ml Milch', 1, 'us', '1 cup Milch'],
  ['de', '1,5 kg Kartoffeln', 2, null, '3 kg Kartoffeln'],
  ['de', '1 Prise Salz', 3, null, '1 Prise Salz'],
  ['fr', '200 g de farine', 2, null, '400 g de farine'],
  ['fr', '200 g de farine', 1, 'us', '7 oz de farine'],
  ['fr', '3 œufs', 2, null, '6 œufs'],
  ['fr', "1 c. à soupe d'huile", 2, null, "2 c. à soupe d'huile"],
  ['fr', "2 gousses d'ail", 2, null, "4 gousses d'ail"],
  ['es', '2 cucharadas de aceite', 2, null, '4 cucharadas de aceite'],
  ['es', '1 taza de arroz', 2, null, '2 tazas de arroz'],
  ['es', '1 lata de tomate', 2, null, '2 latas de tomate'],
  ['it', '100 g di guanciale', 2, null, '200 g di guanciale'],
  ['it', '100 g di guanciale', 1, 'us', '3½ oz di guanciale'],
  ['it', '2 cucchiai di olio', 0.5, null, '1 cucchiaio di olio'],
  ['pt', '2 xícaras de farinha', 2, null, '4 xícaras de farinha'],
  ['pt', '1 colher de sopa de manteiga', 2, null, '2 colheres de sopa de manteiga'],
  ['pt', '500 g de bacalhau', 0.5, null, '250 g de bacalhau'],
];

const STEPS: [step: string, durations: [string, number, number | null][]][] = [
  ['Die Nudeln 25 Minuten kochen.', [['25 Minuten', 1500, null]]],
  ['Den Teig 1 Stunde 30 Minuten ruhen lassen.', [['1 Stunde 30 Minuten', 5400, null]]],
  ['10 bis 15 Minuten backen.', [['10 bis 15 Minuten', 600, 900]]],
  ['Laisser reposer 1 heure.', [['1 heure', 3600, null]]],
  ['Cuire 1 à 2 minutes de chaque côté.', [['1 à 2 minutes', 60, 120]]],
  ['Compter 1 heure et demie de cuisson.', [['1 heure et demie', 5400, null]]],
  ['Hornear de 25 a 30 minutos.', [['25 a 30 minutos', 1500, 1800]]],
  ['Cocer 1 hora y media a fuego lento.', [['1 hora y media', 5400, null]]],
  ['Cuocere la pasta per 10-12 minuti.', [['10-12 minuti', 600, 720]]],
  ['Lasciar lievitare 1 ora e mezza.', [['1 ora e mezza', 5400, null]]],
  ['Asse por 40 minutos.', [['40 minutos', 2400, null]]],
  ['Deixe descansar por 2 horas e meia.', [['2 horas e meia', 9000, null]]],
];

const RECIPES: [language: string, markdown: string, factor: number, scaled: string][] = [
  [
    'de',
    '# Pfannkuchen\n\nPortionen: 4\n\n## Zutaten\n\n- 2 EL Butter\n- 200 g Mehl\n\n## Zubereitung\n\n1. 20 Minuten backen.',
    2,
    '# Pfannkuchen\n\nPortionen: 8\n\n## Zutaten\n\n- 4 EL Butter\n- 400 g Mehl\n\n## Zubereitung\n\n1. 20 Minuten backen.',
  ],
  [
    'fr',
    '# Crêpes\n\nPour 4 personnes\n\n## Ingrédients\n\n- 200 g de farine\n\n## Préparation\n\n1. Pour 2 minutes, cuire.',
    0.5,
    '# Crêpes\n\nPour 2 personnes\n\n## Ingrédients\n\n- 100 g de farine\n\n## Préparation\n\n1. Pour 2 minutes, cuire.',
  ],
  [
    'es',
    '# Arroz\n\nRaciones: 4\n\n## Ingredientes\n\n- 2 tazas de arroz\n\n## Preparación\n\n1. Para 10 minutos, cocer.',
    2,
    '# Arroz\n\nRaciones: 8\n\n## Ingredientes\n\n- 4 tazas de arroz\n\n## Preparación\n\n1. Para 10 minutos, cocer.',
  ],
  [
    'it',
    '# Pasta\n\nPorzioni: 4\n\n## Ingredienti\n\n- 2 cucchiai di olio\n\n## Procedimento\n\n1. Cuocere.',
    2,
    '# Pasta\n\nPorzioni: 8\n\n## Ingredienti\n\n- 4 cucchiai di olio\n\n## Procedimento\n\n1. Cuocere.',
  ],
  [
    'pt',
    '# Bolo\n\nRendimento: 8 porções\n\n## Ingredientes\n\n- 2 xícaras de farinha\n\n## Modo de preparo\n\n1. Assar.',
    0.5,
    '# Bolo\n\nRendimento: 4 porções\n\n## Ingredientes\n\n- 1 xícara de farinha\n\n## Modo de preparo\n\n1. Assar.',
  ],
];

describe('count nouns', () => {
  const recipe = (heading: string, line: string, steps = 'Steps') =>
    `# X\n\n## ${heading}\n\n- ${line}\n\n## ${steps}\n\n1. Cook.`;

  it('follow their number in English only: other languages keep theirs as written', () => {
    expect(scaleRecipe(recipe('Ingredients', '1 egg'), { factor: 2, units: null })).toContain(
      '- 2 eggs',
    );
    // Told by the headings, or by the language asked.
    expect(
      scaleRecipe(recipe('Zutaten', '1 Ei', 'Zubereitung'), { factor: 2, units: null }),
    ).toContain('- 2 Ei\n');
    expect(
      scaleRecipe(recipe('Ingredienti', '1 uovo', 'Procedimento'), { factor: 2, units: null }),
    ).toContain('- 2 uovo\n');
    expect(
      scaleRecipe(recipe('Ingredients', '1 Zwiebel'), { factor: 2, units: null, language: 'de' }),
    ).toContain('- 2 Zwiebel\n');
  });
});

describe('the kitchen in every language', () => {
  it.each(LINES)('%s: %s × %s (%s) → %s', (language, line, factor, units, out) => {
    expect(scaleIngredient(line, { factor, units, language })).toBe(out);
  });

  it.each(STEPS)('reads the durations of "%s"', (step, durations) => {
    const found = readDurations(step);
    expect(found.map(({ text, seconds, longest }) => [text, seconds, longest])).toEqual(durations);
    for (const duration of found)
      expect(step.slice(duration.start, duration.end)).toBe(duration.text);
  });

  it.each(RECIPES)(
    '%s: scales the servings and the ingredients under its own heading',
    (language, markdown, factor, scaled) => {
      expect(scaleRecipe(markdown, { factor, units: null, language })).toBe(scaled);
    },
  );
});
