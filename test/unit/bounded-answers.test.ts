import { describe, expect, it } from 'vitest';
import {
  SSE_LINE_LIMIT_BYTES,
  openLineLength,
} from '../../src/server/providers/huggingface/bounded-fetch.js';
import { parseRetryAfter } from '../../src/server/providers/huggingface/huggingface-provider.js';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('openLineLength', () => {
  it('counts the line still open after a chunk, across chunks', () => {
    expect(openLineLength(bytes('data: abc'), 0)).toBe(9);
    expect(openLineLength(bytes('def'), 9)).toBe(12);
    expect(openLineLength(bytes('ghi\n\ndata: x'), 12)).toBe(7);
    expect(openLineLength(bytes('\r\n'), 7)).toBe(0);
    expect(openLineLength(bytes('one\rtwo\r\nthree'), 0)).toBe(5);
  });

  it('reports a line that passes the limit inside a chunk, even if the chunk ends it', () => {
    const open = SSE_LINE_LIMIT_BYTES - 10;
    expect(openLineLength(bytes(`${'x'.repeat(11)}\nshort`), open)).toBeGreaterThan(
      SSE_LINE_LIMIT_BYTES,
    );
    expect(openLineLength(bytes(`${'x'.repeat(10)}\nshort`), open)).toBe(5);
    const long = `a\n${'y'.repeat(SSE_LINE_LIMIT_BYTES + 1)}\nb`;
    expect(openLineLength(bytes(long), 0)).toBeGreaterThan(SSE_LINE_LIMIT_BYTES);
  });
});

// A day, as docs/security.md promises: written out, so a looser cap in the code fails here.
describe('parseRetryAfter bounds', () => {
  it.each([
    ['99999999999999999999', 86_400],
    ['86401', 86_400],
    ['86400', 86_400],
    [' 30 ', 30],
    ['0', 0],
    [new Date(Date.now() + 3 * 86_400_000).toUTCString(), 86_400],
  ])('%s gives %i seconds', (header, seconds) => {
    expect(parseRetryAfter(header)).toBe(seconds);
  });

  it.each(['-5', '1e400', 'Infinity', '0x10', '12 seconds', ''])('drops %j', (header) => {
    expect(parseRetryAfter(header)).toBeUndefined();
  });
});
