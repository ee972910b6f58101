import { describe, expect, it } from 'vitest';
import { MAX_TOKENS, SYSTEM_MESSAGE, buildMessages } from '../../src/server/prompt/prompt.js';

describe('prompt', () => {
  it('asks for a markdown recipe from a list of ingredients, 512 tokens at most', () => {
    expect(MAX_TOKENS).toBe(512);
    expect(SYSTEM_MESSAGE).toMatch(/list of ingredients/);
    expect(SYSTEM_MESSAGE).toMatch(/markdown/);
    expect(buildMessages(['milk', 'eggs', 'flour'])).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: 'I have milk, eggs, flour. Please give me a recipe!' },
    ]);
  });
});
