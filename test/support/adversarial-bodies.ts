/**
 * Request bodies built to make validation work as hard as it can within the 16 KB body limit, one
 * per pattern found in the audit of every rule and regular expression that sees a request (README,
 * "Limits and safety"). Shared by the worst-case test and the benchmark.
 */
import { MAX_INGREDIENT_CODE_UNITS, MAX_INGREDIENTS } from '../../src/recipe/ingredient-rules.js';

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface AdversarialBody {
  name: string;
  body: string;
  contentType?: string;
}

const json = (ingredients: string[]) => JSON.stringify({ ingredients });
const fits = (body: string) => Buffer.byteLength(body) <= BODY_LIMIT_BYTES - 64;

/** One entry of `unit` repeated to fill the body. */
function oneRun(prefix: string, unit: string): string {
  let count = 1;
  while (fits(json([prefix + unit.repeat(count * 2)]))) count *= 2;
  while (fits(json([prefix + unit.repeat(count + 1)]))) count += 1;
  return json([prefix + unit.repeat(count)]);
}

/**
 * As many different entries as fit, each `unit` repeated up to the code-unit bound (and to at
 * most 80 characters), then one refused entry last: every entry before it is checked in full.
 */
function manyEntries(unit: string, perEntry: number): string {
  const entries: string[] = [];
  for (let i = 0; i < MAX_INGREDIENTS - 1; i++) {
    const entry = `ab${i} ${unit.repeat(perEntry)}`.slice(0, MAX_INGREDIENT_CODE_UNITS);
    if (!fits(json([...entries, entry, 'x']))) break;
    entries.push(entry);
  }
  return json([...entries, 'x']);
}

const tag = (letter: string) => String.fromCodePoint(0xe0000 + letter.charCodeAt(0));

export function plainBody(): AdversarialBody {
  return { name: 'plain: one entry of "a"', body: oneRun('', 'a') };
}

export function adversarialBodies(): AdversarialBody[] {
  return [
    { name: 'a run of VS16 (U+FE0F)', body: oneRun('a', '\ufe0f') },
    { name: 'entries of VS16 runs', body: manyEntries('\ufe0f', 1200) },
    { name: 'a run of ZWJ', body: oneRun('🍳', '\u200d') },
    { name: 'ZWJ emoji chains (one character each)', body: manyEntries('👩\u200d', 400) },
    { name: 'ZWJ and VS16 chains', body: manyEntries('❤\ufe0f\u200d', 400) },
    { name: 'combining marks on one letter', body: manyEntries('e\u0301\u0316', 600) },
    { name: 'a run of combining marks', body: oneRun('a', '\u0301') },
    { name: 'alternating lone surrogates', body: oneRun('a', '\udc00\ud800') },
    { name: 'entries of lone surrogates', body: manyEntries('\ud800a', 600) },
    { name: 'a run of tag characters', body: oneRun('🏴', tag('g')) },
    {
      name: 'subdivision flags',
      body: manyEntries(`🏴${[...'gbeng'].map(tag).join('')}\u{e007f}`, 80),
    },
    { name: 'a run of bidi overrides', body: oneRun('a', '\u202e') },
    { name: 'skin tones', body: manyEntries('👍🏽', 80) },
    { name: 'regional indicators', body: manyEntries('🇫🇷', 80) },
    { name: 'words for the not-food rules', body: manyEntries('ammonia-', 15) },
    { name: 'punctuation for the not-food rules', body: manyEntries("'-", 40) },
    { name: 'JSON: deep nesting', body: `{"ingredients":${'['.repeat(8000)}${']'.repeat(8000)}}` },
    { name: 'JSON: escapes', body: json(['\\'.repeat(8000)]) },
    {
      name: 'Content-Type with many parameters',
      body: json(['x']),
      contentType: `application/json;${' ;'.repeat(2000)} charset=utf-8`,
    },
  ];
}
