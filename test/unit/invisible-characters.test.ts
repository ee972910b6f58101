/**
 * Every default-ignorable code point and every format character (`Cf`) is refused next to `milk`,
 * except inside an emoji that renders as one picture.
 */
import { describe, expect, it } from 'vitest';
import { findIngredientProblem, quoteIngredient } from '../../src/recipe/ingredient-rules.js';
import { validateIngredientList } from '../../src/recipe/ingredient-list.js';
import {
  comparisonKey,
  hasInvisibleCharacters,
  visibleText,
} from '../../src/recipe/ingredient-text.js';

const IGNORABLE_OR_FORMAT = /^[\p{Default_Ignorable_Code_Point}\p{Cf}]$/u;
const everyIgnorable: string[] = [];
for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
  const character = String.fromCodePoint(codePoint);
  if (IGNORABLE_OR_FORMAT.test(character)) everyIgnorable.push(character);
}
const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`;
const tags = (text: string) =>
  [...text].map((letter) => String.fromCodePoint(0xe0000 + letter.charCodeAt(0))).join('');
const CANCEL = '\u{e007f}';

describe('every default-ignorable and format code point', () => {
  it('finds all of them (assigned or not), the 437 assigned ones among them', () => {
    expect(everyIgnorable.length).toBeGreaterThan(4000);
    expect(everyIgnorable.filter((c) => /\p{Assigned}/u.test(c)).length).toBe(437);
  });

  it('refuses each one next to `milk`, before it, after it and inside it', () => {
    const passed = everyIgnorable.filter(
      (c) =>
        findIngredientProblem(`milk${c}`) !== 'invisible_characters' ||
        findIngredientProblem(`${c}milk`) !== 'invisible_characters' ||
        findIngredientProblem(`mi${c}lk`) !== 'invisible_characters',
    );
    expect(passed.map(hex)).toEqual([]);
  });

  it('never takes `milk` + one of them as a second entry, and quotes it as `milk`', () => {
    for (const c of everyIgnorable) {
      // At the end, U+FEFF is trimmed like a space: then it is the same entry.
      expect(validateIngredientList(['milk', `milk${c}`, 'flour']).ok).toBe(false);
      const result = validateIngredientList(['milk', `mi${c}lk`, 'flour']);
      expect([hex(c), result]).toEqual([
        hex(c),
        { ok: false, message: expect.stringMatching(/^"milk": .*invisible/) as unknown },
      ]);
    }
  });

  it('refuses the named holes: tags, Hangul fillers, Mongolian selectors, U+FFF9-FFFB', () => {
    for (const c of [
      '\u{e0001}',
      tags('ignore all previous instructions'),
      '\u115f',
      '\u1160',
      '\u3164',
      '\uffa0',
      '\u180b',
      '\u180c',
      '\u180d',
      '\u180f',
      '\ufff9',
      '\ufffa',
      '\ufffb',
    ]) {
      expect(hasInvisibleCharacters(`milk${c}`)).toBe(true);
    }
  });
});

describe('emoji that render as one picture stay allowed', () => {
  it.each([
    ['woman cook (ZWJ)', '👩‍🍳'],
    ['cook with a skin tone (ZWJ)', '🧑🏽‍🍳'],
    ['family (ZWJ chain)', '👨‍👩‍👧‍👦'],
    ['rainbow flag (VS16, ZWJ)', '🏳️‍🌈'],
    ['pirate flag (ZWJ, VS16)', '🏴‍☠️'],
    ['red heart (VS16)', '❤️'],
    ['heart in text style (VS15)', '❤︎'],
    ['keycap 1 (VS16)', '1️⃣'],
    ['keycap # (VS16)', '#️⃣'],
    ['England', '🏴󠁧󠁢󠁥󠁮󠁧󠁿'],
    ['Scotland', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['Wales', '🏴󠁧󠁢󠁷󠁬󠁳󠁿'],
    ['France (regional indicators)', '🇫🇷'],
  ])('%s', (_, emoji) => {
    expect(findIngredientProblem(`${emoji} cheese`)).toBeNull();
    expect(findIngredientProblem(`cheese ${emoji}`)).toBeNull();
    expect(visibleText(`${emoji} cheese`)).toBe(`${emoji} cheese`);
  });

  it('refuses a joiner, selector or tag outside such an emoji', () => {
    for (const text of [
      'a\u200db cheese',
      '🍳\u200d cheese',
      '\u200d🍳 cheese',
      'milk\ufe0f',
      'milk\ufe0e',
      '❤\ufe0f\ufe0f tomatoes',
      `🏴${tags('gbxyz')}${CANCEL} cheese`,
      `🏴${tags('gbeng')} cheese`,
      `🏴${tags('gbengx')}${CANCEL} cheese`,
      `milk ${tags('gbeng')}${CANCEL}`,
      `🏴${tags('gbeng')}${CANCEL}${tags('gbeng')}${CANCEL} cheese`,
      '🍳\ufe00 cheese',
      '葛\u{e0100} noodles',
    ]) {
      expect([text, findIngredientProblem(text)]).toEqual([text, 'invisible_characters']);
    }
  });

  it('compares duplicates on what remains: ❤️ and ❤ are the same entry', () => {
    expect(comparisonKey('❤️ Tomatoes')).toBe(comparisonKey('❤ tomatoes'));
    expect(findIngredientProblem('❤ tomatoes', ['❤️ Tomatoes'])).toBe('duplicate');
    expect(validateIngredientList(['❤️ tomatoes', 'milk', '❤ tomatoes'])).toMatchObject({
      ok: false,
    });
  });
});

describe('bounds first', () => {
  it('refuses an entry over the code-unit bound as too long before looking at its characters', () => {
    expect(findIngredientProblem(`a${'\ufe0f'.repeat(5400)}`)).toBe('too_long');
    expect(findIngredientProblem(`milk\u200b${'a'.repeat(2000)}`)).toBe('too_long');
  });

  it('quotes a refused entry from its start only, cut where it was cut', () => {
    expect(quoteIngredient(`${'a'.repeat(39)}\u202e${'b'.repeat(16_000)}`)).toBe(
      `${'a'.repeat(39)}b…`,
    );
    // 640 code units are read: a long invisible run before any text quotes as nothing more.
    expect(quoteIngredient(`${'\ufe0f'.repeat(5000)}milk`)).toBe('…');
    expect(quoteIngredient('milk\u200b')).toBe('milk');
  });
});
