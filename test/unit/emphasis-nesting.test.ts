import { describe, expect, it } from 'vitest';
import {
  MAX_EMPHASIS_NESTING,
  emphasisNestingDepth,
  tooOpenToParse,
} from '../../src/client/markdown/renderer/emphasis-nesting';

describe('how deep emphasis nests', () => {
  it('reads a recipe’s own emphasis, bullets, signs and rules as shallow', () => {
    expect(emphasisNestingDepth('***Very** hot*, __bold__ and _fine_.')).toBe(3);
    expect(emphasisNestingDepth('* a\n* b\n\n***\n\n2*3 cm, 4*5 cm')).toBe(1);
    expect(emphasisNestingDepth('snake\\_case and \\*stars\\*')).toBe(0);
  });

  it('starts afresh at each block, so unclosed marks in a list do not add up', () => {
    expect(emphasisNestingDepth('- *see note\n'.repeat(40))).toBe(1);
    expect(emphasisNestingDepth('*see note\n\n'.repeat(40))).toBe(1);
  });

  it('reads hostile runs and words past the bound, and stops there', () => {
    expect(emphasisNestingDepth(`${'*'.repeat(3990)}a${'*'.repeat(3989)}`)).toBeGreaterThan(
      MAX_EMPHASIS_NESTING,
    );
    expect(emphasisNestingDepth(`${'*a '.repeat(1300)}${'a* '.repeat(1300)}`)).toBe(
      MAX_EMPHASIS_NESTING + 1,
    );
    // Lines of one paragraph nest as one line does.
    expect(emphasisNestingDepth('*a\n'.repeat(20))).toBeGreaterThan(MAX_EMPHASIS_NESTING);
  });
});

describe('a block too open to parse', () => {
  it('is one with more emphasis or link brackets open at once than a recipe holds', () => {
    expect(tooOpenToParse('[*a '.repeat(8000))).toBe(true);
    expect(tooOpenToParse('[a '.repeat(33))).toBe(true);
    expect(tooOpenToParse('[a\n'.repeat(33))).toBe(true);
    expect(tooOpenToParse(`${'*'.repeat(3990)}a${'*'.repeat(3989)}`)).toBe(true);
  });

  it('is not a recipe’s own text, nor code, nor brackets that close or are escaped', () => {
    expect(tooOpenToParse('[a] '.repeat(8000))).toBe(false);
    expect(tooOpenToParse('\\['.repeat(100))).toBe(false);
    expect(tooOpenToParse('- [a\n'.repeat(100))).toBe(false);
    expect(tooOpenToParse(`\`\`\`\n${'[*a '.repeat(100)}\n\`\`\`\nServe **hot**.`)).toBe(false);
    expect(tooOpenToParse('***Very** hot*, [see](https://example.org) and _fine_.')).toBe(false);
  });
});
