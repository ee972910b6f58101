/**
 * The wishes check in each language besides English: its time on a 32 KB recipe of that
 * language (the held-out corpus's recipes, repeated) with every diet and ten things to avoid
 * typed in the language, and the size of the language's word list as the page loads it (its own
 * chunk, minified, brotli).
 */
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSync } from 'esbuild';
import { DIETS } from '../src/recipe/recipe-request.js';
import type { Language } from '../src/recipe/languages.js';
import { findPlacedConflicts, type Wishes } from '../src/recipe/wishes/find-conflicts.js';
import { loadAllWordLists, WORD_LIST_LOADERS } from '../src/recipe/wishes/languages/registry.js';
import { WISH_LANGUAGE_CASES, type WishLanguage } from '../test/fixtures/wish-corpus-languages.js';
import { kb, median, ms, timeRuns, type Figure } from './report.js';

const RECIPE_BYTES = 32 * 1024;
const RUNS = 200;
const TARGET_MS = 5;

/** Ten things to avoid as a visitor types them in each language: groups and plain words. */
const AVOID: Readonly<Record<WishLanguage, readonly string[]>> = {
  de: [
    'Milchprodukte',
    'Meeresfrüchte',
    'Nüsse',
    'Gluten',
    'Soja',
    'Sesam',
    'Eier',
    'Schweinefleisch',
    'Pilze',
    'rote Zwiebeln',
  ],
  fr: [
    'produits laitiers',
    'fruits de mer',
    'fruits à coque',
    'gluten',
    'soja',
    'sésame',
    'œufs',
    'porc',
    'champignons',
    'oignon rouge',
  ],
  es: [
    'lácteos',
    'mariscos',
    'frutos secos',
    'gluten',
    'soja',
    'sésamo',
    'huevo',
    'cerdo',
    'setas',
    'cebolla morada',
  ],
  it: [
    'latticini',
    'frutti di mare',
    'frutta a guscio',
    'glutine',
    'soia',
    'sesamo',
    'uova',
    'maiale',
    'funghi',
    'cipolla rossa',
  ],
  pt: [
    'laticínios',
    'marisco',
    'frutos secos',
    'glúten',
    'soja',
    'sésamo',
    'ovos',
    'carne de porco',
    'cogumelos',
    'cebola roxa',
  ],
};

function recipeOf(language: WishLanguage): string {
  const texts = WISH_LANGUAGE_CASES[language].map((recipe) => recipe.markdown);
  let text = '';
  for (let at = 0; text.length < RECIPE_BYTES; at += 1) text += `${texts[at % texts.length]}\n`;
  return text.slice(0, RECIPE_BYTES);
}

function measureLanguage(language: WishLanguage): { figure: Figure; detail: string } {
  const text = recipeOf(language);
  const wishes: Wishes = { diet: [...DIETS], avoid: AVOID[language], language };
  const started = performance.now();
  const places = findPlacedConflicts(text, wishes).length;
  const firstMs = performance.now() - started;
  const times = timeRuns(RUNS, () => findPlacedConflicts(text, wishes));
  const measured = median(times);
  // The same text read in English only, in the same run: what the language adds on this machine.
  const englishTimes = timeRuns(RUNS, () =>
    findPlacedConflicts(text, { ...wishes, language: undefined }),
  );
  return {
    figure: {
      name: `wishes check, 32 KB recipe in ${language} (median)`,
      measured: ms(measured),
      target: `< ${TARGET_MS} ms`,
      ok: measured < TARGET_MS,
    },
    detail:
      `wishes check in ${language}: ${text.length} characters, 5 diets and 10 things to avoid ` +
      `typed in ${language}, ${places} places found; first call (builds the lists) ` +
      `${ms(firstMs)}, median of ${RUNS} ${ms(measured)}, fastest ${ms(Math.min(...times))}, ` +
      `slowest ${ms(Math.max(...times))}; the same text read in English only: median ` +
      `${ms(median(englishTimes))}, fastest ${ms(Math.min(...englishTimes))}`,
  };
}

/** A language's word list as its own chunk: bundled, minified, then brotli. */
function chunkSize(root: string, language: Language): { minified: number; brotli: number } {
  const built = buildSync({
    entryPoints: [join(root, 'src/recipe/wishes/languages', `${language}.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
  });
  const code = built.outputFiles[0]!.contents;
  return { minified: code.length, brotli: brotliCompressSync(code).length };
}

export async function measureWishCheckLanguages(
  root: string,
): Promise<{ figures: Figure[]; details: string[] }> {
  await loadAllWordLists();
  const languages = Object.keys(WORD_LIST_LOADERS) as WishLanguage[];
  const measured = languages.map(measureLanguage);
  const sizes = languages.map((language) => ({ language, ...chunkSize(root, language) }));
  return {
    figures: [
      ...measured.map(({ figure }) => figure),
      {
        name: 'wishes word list chunk, largest language (brotli)',
        measured: kb(Math.max(...sizes.map((size) => size.brotli))),
        target: 'info',
        ok: 'info',
      },
    ],
    details: [
      ...measured.map(({ detail }) => detail),
      `wishes word list chunks (minified / brotli): ` +
        sizes
          .map((size) => `${size.language} ${kb(size.minified)} / ${kb(size.brotli)}`)
          .join(', '),
    ],
  };
}
