import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readMyRecipesFile,
  readMyRecipesFileInSlices,
} from '../../src/client/my-recipes/my-recipes-file.js';
import { hostileImportFiles } from '../support/hostile-imports.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading a hostile import in slices', () => {
  const files = hostileImportFiles();
  const now = new Date(Date.UTC(2026, 5, 1));

  it('gives the page a turn after each slice, and reads what the whole reading reads', async () => {
    // Every check of the clock finds a slice's time gone: a turn after each step.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 8));
    for (const [name, text] of Object.entries(files)) {
      let turns = 0;
      const read = await readMyRecipesFileInSlices(text, now, () => {
        turns += 1;
        return Promise.resolve();
      });
      expect(read, name).toEqual(readMyRecipesFile(text, now));
      if (read.ok) expect(turns, name).toBe(read.recipes.length + 1);
      else expect(turns, name).toBe(0);
    }
  });

  it('refuses 10,000 entries by their count and reads the others', async () => {
    const read = await Promise.all(
      Object.values(files).map((text) => readMyRecipesFileInSlices(text, now)),
    );
    expect(read.map((file) => (file.ok ? file.recipes.length : file.message))).toEqual([
      'This file holds more than 200 recipes, more than this page keeps, so nothing was imported.',
      1,
      200,
    ]);
  });
});
