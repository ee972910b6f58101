/**
 * Bounds the docs state that no fast test can wait out or fill: seconds to minutes of time,
 * hundreds of MB. Their behaviour is tested with shorter values passed in (local-model-fetch,
 * hostile-model-files, local-model-stop); here the numbers the docs give are written out
 * against what the code holds, so a bound changed in `src/` fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_HEAP_LIMIT_MB,
  TEMPLATE_OVERHEAD_LIMIT_CHARS,
  TEMPLATE_TIME_LIMIT_MS,
} from '../../src/server/providers/local/chat-template-check.js';
import { RETRY_DELAYS_MS } from '../../src/server/providers/local/local-model-lifecycle.js';
import { DEFAULT_STALL_TIMEOUT_MS } from '../../src/server/providers/local/local-model-fetch.js';
import { PROMPT_PIECE_TOKENS } from '../../src/server/providers/local/local-model-runtime.js';
import { SAVED_STATES_BUDGET } from '../../src/server/providers/local/saved-states.js';

describe('the documented limits too long or too large to wait for', () => {
  it('fetches the local model again after 30 s, then 1, 2, 5 and every 10 minutes', () => {
    expect(RETRY_DELAYS_MS).toEqual([30_000, 60_000, 120_000, 300_000, 600_000]);
  });

  it('cuts a model transfer with no data for 30 s', () => {
    expect(DEFAULT_STALL_TIMEOUT_MS).toBe(30_000);
  });

  it('runs a chat template within 3 s, 128 MB and 16 kB more text than it is given', () => {
    expect([TEMPLATE_TIME_LIMIT_MS, TEMPLATE_HEAP_LIMIT_MB, TEMPLATE_OVERHEAD_LIMIT_CHARS]).toEqual(
      [3000, 128, 16 * 1024],
    );
  });

  it('keeps 8 saved recipe states, 512 MB at most, saving only with 64 MB to spare', () => {
    expect(SAVED_STATES_BUDGET).toEqual({
      states: 8,
      bytes: 512 * 1024 * 1024,
      spareBytes: 64 * 1024 * 1024,
    });
  });

  it('reads a prompt in pieces of 32 tokens', () => {
    expect(PROMPT_PIECE_TOKENS).toBe(32);
  });
});
