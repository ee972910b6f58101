import { describe, expect, test } from 'vitest';
import {
  findConflicts,
  findPlacedConflicts,
  type Wishes,
} from '../../src/recipe/wishes/find-conflicts.js';

const dairyFree: Wishes = { diet: ['dairy-free'] };

describe('the words a reader sees are the words checked', () => {
  test.each([
    ['Cyrillic look-alikes', '- 2 tbsp butt\u0435r\n- 1 cup m\u0456lk'],
    ['Greek look-alikes', '- 2 tbsp butt\u03b5r\n- 1 cup mi\u217ck'],
    ['fullwidth letters', '- 2 tbsp \uff42\uff55\uff54\uff54\uff45\uff52'],
    ['mathematical letters', '- 2 tbsp \u{1d41b}\u{1d42e}\u{1d42d}\u{1d42d}\u{1d41e}\u{1d42b}'],
    ['a zero-width space', '- 2 tbsp but\u200bter'],
    ['a zero-width joiner', '- 2 tbsp but\u200dter'],
    ['a soft hyphen', '- 2 tbsp but\u00adter'],
    ['a soft hyphen reference', '- 2 tbsp but&shy;ter'],
    ['a decimal reference', '- 2 tbsp b&#117;tter'],
    ['a hex reference', '- 2 tbsp &#x62;utter'],
    ['a named reference', '- 2 tbsp b&uuml;tter'],
    ['emphasis inside the word', '- 2 tbsp but**ter**'],
    ['emphasis on the first letter', '- 2 tbsp **b**utter'],
  ])('%s', (_kind, text) => {
    const conflicts = findPlacedConflicts(text, dairyFree);
    expect(conflicts.length).toBeGreaterThan(0);
    for (const conflict of conflicts) {
      expect(['butter', 'milk']).toContain(conflict.found);
      expect(text.slice(conflict.start, conflict.end)).not.toBe('');
    }
  });

  test('offsets point into the markdown written', () => {
    const text = '- 2 tbsp b&#117;tter, soft';
    const [conflict] = findPlacedConflicts(text, dairyFree);
    expect(text.slice(conflict!.start, conflict!.end)).toBe('b&#117;tter');
  });
});

describe('a found phrase holds only letters, digits, spaces and hyphens', () => {
  test.each([
    ['a tab', 'panko\tbreadcrumbs'],
    ['a right-to-left override', 'panko \u202ebreadcrumbs'],
    ['a no-break space', 'panko\u00a0breadcrumbs'],
    ['emphasis', '**panko** breadcrumbs'],
  ])('%s between two food words', (_kind, words) => {
    const conflicts = findConflicts(`- 1 cup ${words}`, { diet: ['gluten-free'] });
    expect(conflicts.length).toBeGreaterThan(0);
    for (const { found } of conflicts) expect(found).toMatch(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u);
  });
});

describe('a food is left out only when the sentence leaves it out', () => {
  test.each([
    "Don't skip the butter!",
    'Hold the butter at room temperature.',
    'Avoid burning the butter.',
    'Serve without delay with butter.',
    'Minus one tbsp butter',
    '- 2 tbsp butter (vegan option: olive oil)',
    'Do not omit the butter.',
  ])('%s', (text) => {
    expect(findConflicts(text, dairyFree)).toEqual([
      { wish: 'dairy-free', found: 'butter', because: 'milk' },
    ]);
  });

  test.each([
    'Use olive oil instead of butter.',
    'Without any melted butter.',
    'Omit the butter.',
    'No butter.',
    '- 1 cup flour (vegan)',
  ])('%s', (text) => {
    expect(findConflicts(text, { diet: ['vegan'] })).toEqual([]);
  });
});
