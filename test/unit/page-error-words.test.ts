/**
 * The page ships no table of the server's English error messages: it keeps the few it reports
 * itself in its English catalog, which must say exactly what the server says.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import de from '../../src/client/i18n/de';
import en, { englishFailures } from '../../src/client/i18n/en';
import { errorMessage } from '../../src/client/i18n/error-text';
import { setCatalog } from '../../src/client/i18n/text';
import {
  RATE_LIMITED_TODAY_MESSAGE,
  RECIPE_ERRORS,
  SLOT_LOST_MESSAGE,
  UNREACHABLE_MESSAGE,
} from '../../src/recipe/recipe-errors';

const CLIENT = join(import.meta.dirname, '..', '..', 'src', 'client');

async function clientFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? clientFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat().filter((file) => /\.tsx?$/.test(file));
}

describe("the page's English failure words", () => {
  it('are the server’s words for the same codes', () => {
    const { network, ...codes } = englishFailures;
    expect(network).toBe(UNREACHABLE_MESSAGE);
    for (const [code, message] of Object.entries(codes)) {
      expect(message).toBe(RECIPE_ERRORS[code as keyof typeof codes].message);
    }
  });

  it("are the page's only copy: no page module imports the server's message table", async () => {
    const importers: string[] = [];
    for (const file of await clientFiles(CLIENT)) {
      if (/from '[./]*recipe\/recipe-errors(?:\.js)?'/.test(await readFile(file, 'utf8'))) {
        importers.push(file);
      }
    }
    expect(importers).toEqual([]);
  });
});

describe('a failure shown in another language', () => {
  afterEach(() => setCatalog('en', en));

  it("reads the code's own words, or those of the two codes' other messages", () => {
    setCatalog('de', de);
    const shown = (code: keyof typeof de.errors, message: string) =>
      errorMessage({ code: code as 'busy', message });
    expect(shown('rate_limited', RECIPE_ERRORS.rate_limited.message)).toBe(de.errors.rate_limited);
    expect(shown('rate_limited', RATE_LIMITED_TODAY_MESSAGE)).toBe(de.errors.rate_limited_today);
    expect(shown('busy', RECIPE_ERRORS.busy.message)).toBe(de.errors.busy);
    expect(shown('busy', SLOT_LOST_MESSAGE)).toBe(de.errors.slot_lost);
    expect(shown('network', UNREACHABLE_MESSAGE)).toBe(de.errors.network);
    expect(shown('provider_error', RECIPE_ERRORS.provider_error.message)).toBe(
      de.errors.provider_error,
    );
  });

  it('keeps the English words as they came on the English page', () => {
    expect(errorMessage({ code: 'busy', message: SLOT_LOST_MESSAGE })).toBe(SLOT_LOST_MESSAGE);
  });
});
