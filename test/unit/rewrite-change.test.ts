import { describe, expect, it } from 'vitest';
import { MAX_REWRITE_LENGTH, rewriteChange } from '../../src/client/wishes/rewrite-change';
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
});
