import { expect, it } from 'vitest';
import { normalizeFinishReason } from '../../src/server/providers/finish-reason.js';

it('normalizes the finish reasons providers use', () => {
  expect(normalizeFinishReason('stop')).toBe('stop');
  expect(normalizeFinishReason('eos_token')).toBe('stop');
  expect(normalizeFinishReason('length')).toBe('length');
  expect(normalizeFinishReason('max_tokens')).toBe('length');
  expect(normalizeFinishReason(null)).toBeNull();
  expect(normalizeFinishReason('content_filter')).toBeNull();
});
