/**
 * The reader in every language: section headings, servings and times of a recipe written as a
 * model writes it in German, French, Spanish, Italian and Portuguese give the right structured
 * recipe and JSON-LD, with `inLanguage` (the language asked, else the one the headings are in).
 * Expected values written by hand.
 */
import { describe, expect, it } from 'vitest';
import { toRecipeJsonLd } from '../../src/client/take-along/recipe-json-ld.js';
import type { Language } from '../../src/recipe/languages.js';
import { minutesIn, readMetadata } from '../../src/recipe/structured-recipe/recipe-metadata.js';
import { readRecipe } from '../../src/recipe/structured-recipe.js';

interface LanguageCase {
  language: Language;
  markdown: string;
  name: string;
  recipeYield: string;
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  recipeIngredient: string[];
  recipeInstructions: string[];
}

const CASES: LanguageCase[] = [
  {
    language: 'de',
    markdown: `Hier ist ein Rezept für dich:

# Käsespätzle

Portionen: 4 | Zubereitungszeit: 20 Minuten | Kochzeit: 1 Stunde 10 Minuten

## Zutaten

- 400 g Mehl
- 4 Eier
- 2 EL Butter

## Zubereitung

1. Mehl und Eier zu einem Teig verrühren.
2. Die Spätzle 3 Minuten kochen.

## Tipps

- Mit Röstzwiebeln servieren.

Guten Appetit!`,
    name: 'Käsespätzle',
    recipeYield: '4',
    prepTime: 'PT0H20M',
    cookTime: 'PT0H70M',
    recipeIngredient: ['400 g Mehl', '4 Eier', '2 EL Butter'],
    recipeInstructions: [
      'Mehl und Eier zu einem Teig verrühren.',
      'Die Spätzle 3 Minuten kochen.',
      'Hinweis: Mit Röstzwiebeln servieren.',
    ],
  },
  {
    language: 'fr',
    markdown: `Voici une recette :

**Crêpes au beurre**

Pour 6 personnes
Temps de préparation : 15 min · Temps de cuisson : 1 h 30

**Ingrédients :**
* 250 g de farine
* 3 œufs
* 50 cl de lait

**Préparation :**
1. Mélanger la farine et les œufs.
2. Cuire chaque crêpe 1 à 2 minutes.

Bon appétit !`,
    name: 'Crêpes au beurre',
    recipeYield: '6',
    prepTime: 'PT0H15M',
    cookTime: 'PT0H90M',
    recipeIngredient: ['250 g de farine', '3 œufs', '50 cl de lait'],
    recipeInstructions: ['Mélanger la farine et les œufs.', 'Cuire chaque crêpe 1 à 2 minutes.'],
  },
  {
    language: 'es',
    markdown: `## Tortilla de patatas

Raciones: 4
Tiempo de preparación: 10 minutos
Tiempo de cocción: 25 a 30 minutos
Tiempo total: 35 minutos

### Ingredientes

- 4 patatas
- 6 huevos

### Preparación

1. Pelar y cortar las patatas.
2. Freír a fuego lento.

### Consejos

- Dejar reposar antes de servir.`,
    name: 'Tortilla de patatas',
    recipeYield: '4',
    prepTime: 'PT0H10M',
    cookTime: 'PT0H25M',
    totalTime: 'PT0H35M',
    recipeIngredient: ['4 patatas', '6 huevos'],
    recipeInstructions: [
      'Pelar y cortar las patatas.',
      'Freír a fuego lento.',
      'Nota: Dejar reposar antes de servir.',
    ],
  },
  {
    language: 'it',
    markdown: `# Pasta alla carbonara

**Porzioni:** 2 | **Tempo di preparazione:** 10 minuti | **Tempo di cottura:** 12 minuti

## Ingredienti (per 2 persone)

- 200 g di spaghetti
- 100 g di guanciale
- 2 tuorli

## Procedimento

1. Cuocere la pasta per 10-12 minuti.
2. Unire il guanciale e i tuorli.

Buon appetito!`,
    name: 'Pasta alla carbonara',
    recipeYield: '2',
    prepTime: 'PT0H10M',
    cookTime: 'PT0H12M',
    recipeIngredient: ['200 g di spaghetti', '100 g di guanciale', '2 tuorli'],
    recipeInstructions: ['Cuocere la pasta per 10-12 minuti.', 'Unire il guanciale e i tuorli.'],
  },
  {
    language: 'pt',
    markdown: `# Bolo de cenoura

Rendimento: 8 porções
Tempo de preparo: 20 minutos
Tempo de forno: 40 minutos

## Ingredientes

- 3 cenouras
- 2 xícaras de farinha

## Modo de preparo

1. Bata as cenouras no liquidificador.
2. Asse por 40 minutos.

## Dicas

- Cubra com calda de chocolate.

Bom apetite!`,
    name: 'Bolo de cenoura',
    recipeYield: '8',
    prepTime: 'PT0H20M',
    cookTime: 'PT0H40M',
    recipeIngredient: ['3 cenouras', '2 xícaras de farinha'],
    recipeInstructions: [
      'Bata as cenouras no liquidificador.',
      'Asse por 40 minutos.',
      'Observação: Cubra com calda de chocolate.',
    ],
  },
];

describe('the reader in each language', () => {
  it.each(CASES)(
    '$language: headings, servings and times give the right JSON-LD',
    ({ language, markdown, ...expected }) => {
      const asked = toRecipeJsonLd(readRecipe(markdown, { finishReason: 'stop', language }));
      const { name, recipeYield, recipeIngredient, recipeInstructions } = expected;
      expect(asked).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name,
        inLanguage: language,
        recipeYield,
        ...(expected.prepTime ? { prepTime: expected.prepTime } : {}),
        ...(expected.cookTime ? { cookTime: expected.cookTime } : {}),
        ...(expected.totalTime ? { totalTime: expected.totalTime } : {}),
        recipeIngredient,
        recipeInstructions: recipeInstructions.map((text) => ({ '@type': 'HowToStep', text })),
      });
    },
  );

  it.each(CASES)('$language: told by its headings when not asked', ({ language, markdown }) => {
    const detected = readRecipe(markdown).language;
    // "Ingredientes" and "Preparación" are Spanish; "Ingredientes" and "Modo de preparo" Portuguese.
    expect(detected).toBe(language);
    expect(toRecipeJsonLd(readRecipe(markdown)).inLanguage).toBe(language);
  });

  it('leads notes and the cut-off notice in the language of the recipe', () => {
    const cut = toRecipeJsonLd(
      readRecipe('# Gâteau\n\n## Ingrédients\n\n- 3 œufs\n\n## Préparation\n\n1. Cuire', {
        finishReason: 'length',
        language: 'fr',
      }),
    );
    expect(cut.description).toBe(
      'Cette recette a été coupée avant la fin : des étapes ou des ingrédients peuvent manquer.',
    );
    const tipped = toRecipeJsonLd(
      readRecipe(
        '# Kuchen\n\n## Zutaten\n- 3 Eier\n\n## Zubereitung\n1. Backen.\n\nTipp: Warm essen.',
      ),
    );
    expect(tipped.recipeInstructions).toEqual([
      { '@type': 'HowToStep', text: 'Backen.' },
      { '@type': 'HowToStep', text: 'Hinweis: Warm essen.' },
    ]);
  });

  it('writes the language asked even when the headings say another', () => {
    const german = CASES[0]!.markdown;
    expect(readRecipe(german, { language: 'fr' }).language).toBe('fr');
    expect(readRecipe(german, { language: 'en' }).language).toBe('de');
  });

  it('is English for an English recipe, and for one whose headings do not tell', () => {
    expect(readRecipe('# Toast\n\n## Ingredients\n- bread\n\n## Method\n1. Toast.').language).toBe(
      'en',
    );
    expect(readRecipe('# Toast\n\n- bread\n\n1. Toast.').language).toBe('en');
    // Spanish or Portuguese: one word of both, nothing else.
    expect(readRecipe('# Torrada\n\n## Ingredientes\n- pão\n\n1. Torrar.').language).toBe('en');
  });
});

describe('times and servings in every language', () => {
  it.each([
    ['25 Minuten', 25],
    ['1 Stunde 30 Minuten', 90],
    ['ca. 2 Std.', 120],
    ['10 bis 15 Minuten', 10],
    ['1 heure', 60],
    ['1 h 30', 90],
    ['1h15', 75],
    ['45 minutos', 45],
    ['2 horas', 120],
    ['10 a 15 minutos', 10],
    ['10-12 minuti', 10],
    ['1 ora e 20 minuti', 80],
    ['2 ore', 120],
    ['1 hora e 15 minutos', 75],
  ])('%s is %i minutes', (text, minutes) => {
    expect(minutesIn(text)).toBe(minutes);
  });

  it.each([
    ['Portionen: 4', { servings: 4 }],
    ['Für 4 Personen', { servings: 4 }],
    ['Gesamtzeit: ca. 45 Minuten', { totalMinutes: 45 }],
    ['Ruhezeit: 30 Minuten', {}],
    ['Personnes : 6', { servings: 6 }],
    ['Temps total : 1 heure', { totalMinutes: 60 }],
    ['Para 2 personas', { servings: 2 }],
    ['Porciones: 4 | Cocción: 20 minutos', { servings: 4, cookMinutes: 20 }],
    ['Dosi per 4 persone', { servings: 4 }],
    ['Tempo totale: 1 ora', { totalMinutes: 60 }],
    ['Porções: 6', { servings: 6 }],
    ['Tempo de cozimento: 35 minutos', { cookMinutes: 35 }],
  ])('reads "%s"', (line, fields) => {
    expect(readMetadata(line)).toMatchObject(fields);
  });

  it.each([
    'Per 10 minuti cuocere la pasta.',
    'Pour 2 minutes de plus, remuer.',
    'Für 5 Minuten ruhen lassen.',
    'Cuisson : 180 °C',
    'Preparación del relleno',
  ])('reads no metadata in "%s"', (line) => {
    expect(readMetadata(line)).toBeNull();
  });
});
