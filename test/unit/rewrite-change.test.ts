import { describe, expect, it } from 'vitest';
import {
  MAX_REWRITE_LENGTH,
  joinWords,
  rewriteChange,
} from '../../src/client/wishes/rewrite-change';
import { MAX_CHANGE_LENGTH, findChangeProblem } from '../../src/recipe/revision-rules';

describe('the change "Rewrite without these" sends', () => {
  it('may be as long as any change', () => {
    expect(MAX_REWRITE_LENGTH).toBe(MAX_CHANGE_LENGTH);
  });

  it('names the words to replace once each and the wishes to keep', () => {
    expect(
      rewriteChange([
        { wish: 'dairy-free', found: 'butter', because: 'milk' },
        { wish: 'dairy-free', found: 'Parmesan', because: 'milk' },
        { wish: 'milk', found: 'Butter', because: 'milk' },
      ]),
    ).toBe('Replace butter and Parmesan: keep it dairy-free; leave out milk.');
    expect(rewriteChange([{ wish: 'peanuts', found: 'peanuts', because: null }])).toBe(
      'Replace peanuts: leave out peanuts.',
    );
  });

  it('cuts the list of words, then of wishes, to fit a change', () => {
    const words = Array.from({ length: 40 }, (_, index) => `ingredient number ${index}`);
    const avoid = Array.from({ length: 10 }, (_, index) => `thing to avoid number ${index}`);
    const change = rewriteChange(
      words.map((found, index) => ({ wish: avoid[index % 10]!, found, because: null })),
    );
    expect(findChangeProblem(change)).toBeNull();
    expect(change.length).toBeLessThanOrEqual(MAX_CHANGE_LENGTH);
    expect(change).toMatch(/^Replace ingredient number 0(, ingredient number \d+)*: leave out /);
    expect(change.endsWith('.')).toBe(true);
  });

  it('keeps as many words as fit, the most that fit, from any number of them', () => {
    for (const size of [1, 3, 7, 12, 19]) {
      const words = Array.from({ length: 100 }, (_, index) => `${'w'.repeat(size)}${index}`);
      const change = rewriteChange(words.map((found) => ({ wish: 'dairy', found, because: null })));
      expect(findChangeProblem(change)).toBeNull();
      const listed = change.slice('Replace '.length, change.indexOf(':')).split(/, | and /);
      expect(listed).toEqual(words.slice(0, listed.length));
      // One more would not have fitted.
      const longer = `Replace ${joinWords(words.slice(0, listed.length + 1))}: leave out dairy.`;
      expect([...longer].length).toBeGreaterThan(MAX_REWRITE_LENGTH);
    }
  });
});
