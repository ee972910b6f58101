import { describe, expect, it } from 'vitest';
import {
  MAX_INGREDIENT_LENGTH,
  describeIngredientProblem,
  findIngredientProblem,
} from '../../src/recipe/ingredient-rules.js';
import { validateIngredientList } from '../../src/recipe/ingredient-list.js';
import { countCharacters, visibleText } from '../../src/recipe/ingredient-text.js';

const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
const OTHER_FORMAT = ['\u00ad', '\u034f', '\u180e', '\u2061', '\u2064', '\u206a', '\u206f'];
const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;

describe('lengths as people see characters (grapheme clusters)', () => {
  it('counts an emoji, a flag, a joined emoji and a combining accent as one character each', () => {
    expect(countCharacters('a🍳')).toBe(2);
    expect(countCharacters('🇫🇷')).toBe(1);
    expect(countCharacters('👩‍🍳')).toBe(1);
    expect(countCharacters('👍🏽')).toBe(1);
    expect(countCharacters('cafe\u0301')).toBe(4);
  });

  it('finds `a🍳` too short, though it is three UTF-16 units', () => {
    expect('a🍳'.length).toBe(3);
    expect(findIngredientProblem('a🍳')).toBe('too_short');
    expect(findIngredientProblem('ab🍳')).toBeNull();
  });

  it(`accepts ${MAX_INGREDIENT_LENGTH} emoji and refuses ${MAX_INGREDIENT_LENGTH + 1}`, () => {
    expect(findIngredientProblem('🍳'.repeat(MAX_INGREDIENT_LENGTH))).toBeNull();
    expect(findIngredientProblem('👩‍🍳'.repeat(MAX_INGREDIENT_LENGTH))).toBeNull();
    expect(findIngredientProblem('🍳'.repeat(MAX_INGREDIENT_LENGTH + 1))).toBe('too_long');
  });

  it('counts a decomposed accent with its letter, and bounds characters stacked with marks', () => {
    expect(findIngredientProblem('e\u0301'.repeat(MAX_INGREDIENT_LENGTH))).toBeNull();
    expect(findIngredientProblem(`a${'\u0301'.repeat(5000)}bc`)).toBe('too_long');
  });
});

describe('invisible characters', () => {
  it.each(
    [...ZERO_WIDTH, ...BIDI, '\u200e', '\u200f', '\u061c', ...OTHER_FORMAT].map((char) => [
      hex(char),
      char,
    ]),
  )('refuses %s anywhere in an entry', (_, char) => {
    expect(findIngredientProblem(`milk${char}`)).toBe('invisible_characters');
    expect(findIngredientProblem(`${char}milk`)).toBe('invisible_characters');
    expect(findIngredientProblem(`mi${char}lk`)).toBe('invisible_characters');
  });

  it('refuses lone surrogates, high or low, and keeps paired ones (emoji)', () => {
    expect(findIngredientProblem('milk\ud83c')).toBe('invisible_characters');
    expect(findIngredientProblem('\udf73milk')).toBe('invisible_characters');
    expect(findIngredientProblem('milk \ud83c\udf73')).toBeNull();
  });

  it('keeps the joiner inside an emoji people see as one (woman cook, family)', () => {
    expect(findIngredientProblem('👩‍🍳 special')).toBeNull();
    expect(findIngredientProblem('👨🏽‍🍳 special')).toBeNull();
    expect(findIngredientProblem('👨‍👩‍👧 dinner')).toBeNull();
    expect(findIngredientProblem('❤️ tomatoes')).toBeNull();
    expect(findIngredientProblem('a\u200db cheese')).toBe('invisible_characters');
    expect(findIngredientProblem('🍳\u200d cheese')).toBe('invisible_characters');
  });

  it('says so in plain words', () => {
    expect(describeIngredientProblem('invisible_characters')).toMatch(/invisible characters/);
  });

  it('refuses `milk` + zero-width space as invisible, not as a second entry', () => {
    expect(findIngredientProblem('milk\u200b', ['milk'])).toBe('invisible_characters');
    expect(validateIngredientList(['milk', 'milk\u200b', 'flour'])).toEqual({
      ok: false,
      message: `"milk": ${describeIngredientProblem('invisible_characters')}`,
    });
  });

  it('quotes a refused entry without its invisible characters, so a bidi override cannot turn the message around', () => {
    const result = validateIngredientList(['milk', 'eggs', 'evil\u202eflour']);
    expect(result).toMatchObject({ ok: false });
    const message = (result as { message: string }).message;
    expect(message.startsWith('"evilflour": ')).toBe(true);
    expect(visibleText('👩‍🍳 a\u200bb\u0000')).toBe('👩‍🍳 ab');
  });
});

describe('duplicates after NFC, case-insensitive', () => {
  it('finds a composed and a decomposed é the same entry', () => {
    const composed = 'Caf\u00e9 au lait';
    const decomposed = 'cafe\u0301 au lait';
    expect(decomposed).not.toBe(decomposed.normalize('NFC'));
    expect(findIngredientProblem(decomposed, [composed])).toBe('duplicate');
    expect(findIngredientProblem(composed, [decomposed])).toBe('duplicate');
    expect(validateIngredientList([composed, decomposed, 'milk'])).toMatchObject({ ok: false });
  });

  it('sends the entry as typed: the NFC form is only for comparing', () => {
    const decomposed = 'cafe\u0301';
    expect(validateIngredientList([decomposed, 'milk', 'eggs'])).toEqual({
      ok: true,
      ingredients: [decomposed, 'milk', 'eggs'],
    });
  });
});
