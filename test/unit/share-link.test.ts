import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  MAX_SHARED_BYTES,
  MAX_SHARE_FRAGMENT_LENGTH,
  inflateBounded,
  isShareFragment,
  makeShareFragment,
  openShareFragment,
  type SharedRecipe,
} from '../../src/client/take-along/share-link.js';
import {
  SHARE_FRAGMENT_PREFIX,
  fromBase64Url,
  toBase64Url,
} from '../../src/client/take-along/share-fragment.js';
import { DEEP_RECIPES } from '../support/deep-markdown.js';
import { TYPICAL_INGREDIENTS, TYPICAL_RECIPE } from '../support/typical-recipe.js';

const SHARED: SharedRecipe = {
  markdown: TYPICAL_RECIPE,
  ingredients: TYPICAL_INGREDIENTS,
  options: { servings: 4, diet: ['vegetarian'], avoid: ['peanuts'], units: 'metric' },
  finishReason: 'stop',
};

async function fragmentOf(recipe: SharedRecipe): Promise<string> {
  const made = await makeShareFragment(recipe);
  if (!made.ok) throw new Error(made.message);
  return made.fragment;
}

/** A fragment holding any JSON text, as a hostile link could. */
function fragmentOfText(text: string): string {
  return SHARE_FRAGMENT_PREFIX + toBase64Url(deflateRawSync(Buffer.from(text)));
}

describe('a share link', () => {
  it('opens as the same recipe, ingredients, options and finish reason', async () => {
    const fragment = await fragmentOf(SHARED);
    expect(fragment.startsWith('#r1.')).toBe(true);
    expect(fragment).toMatch(/^#r1\.[A-Za-z0-9_-]+$/);
    expect(await openShareFragment(fragment)).toEqual({ ok: true, recipe: SHARED });
  });

  it('keeps no options when none were chosen, and any finish reason', async () => {
    for (const finishReason of ['stop', 'length', null] as const) {
      const recipe = { ...SHARED, options: {}, finishReason };
      expect(await openShareFragment(await fragmentOf(recipe))).toEqual({ ok: true, recipe });
    }
  });

  it('fits a typical 2,000-character recipe in a link well under 2,500 characters', async () => {
    const fragment = await fragmentOf(SHARED);
    const link = `https://recipes.example.org/Recipe-generator/${fragment}`;
    // Measured: 1,613 characters for this 2,089-character recipe with all four options.
    expect(TYPICAL_RECIPE.length).toBeGreaterThan(2000);
    expect(link.length).toBeLessThanOrEqual(2500);
    console.log(`typical recipe ${TYPICAL_RECIPE.length} characters -> link ${link.length}`);
  });

  it('fits the longest recipe the rules allow, in any script, under its bound', async () => {
    // Non-repeating text compresses least: words drawn from a fixed pseudo-random sequence.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const words = (alphabet: string) =>
      Array.from({ length: 8000 }, () => alphabet[next() % alphabet.length]).join('');
    for (const alphabet of [
      'abcdefghijklmnopqrstuvwxyz      \n',
      '的一是不了人我在有他这为之大来以个中上们',
    ]) {
      const recipe = { ...SHARED, markdown: `# Soup\n${words(alphabet)}`.slice(0, 8000) };
      const fragment = await fragmentOf(recipe);
      expect(fragment.length).toBeLessThanOrEqual(16_000);
      expect(await openShareFragment(fragment)).toEqual({ ok: true, recipe });
    }
  });

  it('refuses to make a link of a recipe the rules would refuse', async () => {
    const made = await makeShareFragment({ ...SHARED, markdown: 'x'.repeat(8001) });
    expect(made).toEqual({ ok: false, message: expect.stringContaining('8,000') });
    expect((await makeShareFragment({ ...SHARED, ingredients: ['milk'] })).ok).toBe(false);
  });

  it('knows its own prefix and those of other versions', () => {
    expect(isShareFragment('#r1.abc')).toBe(true);
    expect(isShareFragment('#r2.abc')).toBe(true);
    expect(isShareFragment('#recipe')).toBe(false);
    expect(isShareFragment('')).toBe(false);
  });
});

describe('a hostile or damaged link', () => {
  it('is refused by length before anything reads it (a 1 MB fragment)', async () => {
    const huge = SHARE_FRAGMENT_PREFIX + 'A'.repeat(1024 * 1024);
    expect(await openShareFragment(huge)).toMatchObject({ ok: false, problem: 'too_long' });
    // Read, the same characters are damaged: `too_long` came from the length, before any reading.
    const readable = SHARE_FRAGMENT_PREFIX + 'A'.repeat(1000);
    expect(await openShareFragment(readable)).toMatchObject({ ok: false, problem: 'damaged' });
    const justOver = SHARE_FRAGMENT_PREFIX + 'A'.repeat(MAX_SHARE_FRAGMENT_LENGTH);
    expect(await openShareFragment(justOver)).toMatchObject({ ok: false, problem: 'too_long' });
  });

  it('is refused when truncated anywhere', async () => {
    const fragment = await fragmentOf(SHARED);
    for (const keep of [0.1, 0.5, 0.9, 0.99]) {
      const cut = fragment.slice(0, Math.floor(fragment.length * keep));
      expect(await openShareFragment(cut)).toMatchObject({ ok: false, problem: 'damaged' });
    }
    expect(await openShareFragment(fragment.slice(0, -1))).toMatchObject({ ok: false });
  });

  it('is refused when tampered with: bad characters, flipped bytes, JSON of the wrong shape', async () => {
    const fragment = await fragmentOf(SHARED);
    for (const bad of [
      `${fragment}!`,
      `${fragment}==`,
      fragment.replace(/.$/, '%'),
      `${SHARE_FRAGMENT_PREFIX}`,
      '#r1',
      `${SHARE_FRAGMENT_PREFIX}${'/'.repeat(8)}`,
    ]) {
      expect(await openShareFragment(bad)).toMatchObject({ ok: false, problem: 'damaged' });
    }
    const bytes = fromBase64Url(fragment.slice(SHARE_FRAGMENT_PREFIX.length))!;
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    const flipped = await openShareFragment(SHARE_FRAGMENT_PREFIX + toBase64Url(bytes));
    expect(flipped.ok).toBe(false);
    for (const text of [
      'not json',
      '[]',
      'null',
      '"text"',
      '{"m":"# Soup","i":["milk","eggs","flour"],"x":1}',
      '{"m":1,"i":["milk","eggs","flour"]}',
      '{"m":"# Soup","i":"milk"}',
      '{"m":"# Soup","i":["milk","eggs",3]}',
      '{"m":"# Soup","i":["milk","eggs","flour"],"o":[]}',
      '{"m":"# Soup","i":["milk","eggs","flour"],"f":"done"}',
    ]) {
      expect(await openShareFragment(fragmentOfText(text))).toMatchObject({
        ok: false,
        problem: 'damaged',
      });
    }
    const notUtf8 = SHARE_FRAGMENT_PREFIX + toBase64Url(deflateRawSync(Buffer.from([0xff, 0xfe])));
    expect(await openShareFragment(notUtf8)).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('is refused, saying why, when what it holds breaks the rules the server applies', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ m: '# Soup', i: ['milk', 'eggs'] }, /at least 3 ingredients/],
      [{ m: '# Soup', i: ['milk', 'eggs', 'bleach'] }, /not food/],
      [{ m: '# Soup', i: ['milk', 'eggs', 'Milk'] }, /already on the list/],
      [{ m: '# Soup', i: ['milk', 'eggs', 'fl\u200bour'] }, /invisible/],
      [{ m: '# Soup', i: ['milk', 'eggs', 'x'.repeat(81)] }, /at most 80/],
      [{ m: '# Soup', i: Array.from({ length: 31 }, (_, n) => `food ${n}`) }, /at most 30/],
      [{ m: '', i: ['milk', 'eggs', 'flour'] }, /empty/],
      [{ m: `# Soup\u0007`, i: ['milk', 'eggs', 'flour'] }, /control/],
      [{ m: 'x'.repeat(8001), i: ['milk', 'eggs', 'flour'] }, /8,000/],
      [{ m: '# Soup', i: ['milk', 'eggs', 'flour'], o: { servings: 99 } }, /servings/],
      [{ m: '# Soup', i: ['milk', 'eggs', 'flour'], o: { diet: ['keto'] } }, /diet/],
      [{ m: '# Soup', i: ['milk', 'eggs', 'flour'], o: { steal: true } }, /nothing else/],
    ];
    for (const [payload, message] of cases) {
      const opened = await openShareFragment(fragmentOfText(JSON.stringify(payload)));
      expect(opened).toMatchObject({ ok: false, problem: 'not_accepted' });
      expect(!opened.ok && opened.message).toMatch(message);
    }
  });

  it('quotes nothing of the link in its refusal: a refused entry is named by its place', async () => {
    const notice = 'SECURITY NOTICE from Recipe Generator: session expired, call 555-0100';
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ m: '# Soup', i: ['milk', 'eggs', `${notice} bleach`] }, /ingredient 3: .*not food/],
      [
        { m: '# Soup', i: ['milk', `${notice}${'!'.repeat(20)}`, 'eggs'] },
        /ingredient 2: .*at most 80/,
      ],
      [
        { m: '# Soup', i: [notice.slice(0, 60), 'eggs', notice.slice(0, 60)] },
        /ingredient 3: .*already/,
      ],
      [
        { m: '# Soup', i: ['milk', 'eggs', `${notice.slice(0, 50)}\u200b`] },
        /ingredient 3: .*invisible/,
      ],
      [
        {
          m: '# Soup',
          i: ['milk', 'eggs', 'flour'],
          o: { avoid: ['nuts', `${notice}${'!'.repeat(20)}`] },
        },
        /thing to avoid 2: .*at most 80/,
      ],
    ];
    for (const [payload, message] of cases) {
      const opened = await openShareFragment(fragmentOfText(JSON.stringify(payload)));
      expect(opened).toMatchObject({ ok: false, problem: 'not_accepted' });
      const text = opened.ok ? '' : opened.message;
      expect(text).toMatch(message);
      expect(text).not.toMatch(/SECURITY|NOTICE|session|555/);
    }
  });

  it('refuses a recipe nested deeper than the page renders, and Share never makes one', async () => {
    for (const [name, markdown] of Object.entries(DEEP_RECIPES)) {
      const opened = await openShareFragment(
        fragmentOfText(JSON.stringify({ m: markdown, i: TYPICAL_INGREDIENTS })),
      );
      expect(opened, name).toEqual({
        ok: false,
        problem: 'not_accepted',
        message:
          'This recipe link holds something this page does not accept: the recipe nests lists or quotes more than 8 levels deep.',
      });
      expect(await makeShareFragment({ ...SHARED, markdown }), name).toMatchObject({ ok: false });
    }
    // Eight levels, as deep as the page renders, still open.
    const eight = { ...SHARED, markdown: `# Soup\n\n${'> '.repeat(8)}Stir.` };
    expect(await openShareFragment(await fragmentOf(eight))).toEqual({ ok: true, recipe: eight });
  });

  it('refuses a recipe whose emphasis nests deeper than the page renders in time', async () => {
    const hostile = {
      // Within the 8,000 characters a recipe may hold.
      runs: `# Soup\n\n${'*'.repeat(3990)}a${'*'.repeat(3989)}`,
      words: `# Soup\n\n${'*a '.repeat(1300)}${'a* '.repeat(1300)}`,
    };
    for (const [name, markdown] of Object.entries(hostile)) {
      const opened = await openShareFragment(
        fragmentOfText(JSON.stringify({ m: markdown, i: TYPICAL_INGREDIENTS })),
      );
      expect(opened, name).toEqual({
        ok: false,
        problem: 'not_accepted',
        message:
          'This recipe link holds something this page does not accept: the recipe nests emphasis (* or _) more than 16 levels deep.',
      });
    }
    // A recipe's own emphasis, a bullet list of stars, signs and footnote marks still open.
    const markdown = `# Soup\n\n***Very** hot*, __bold__ and _fine_.\n\n* a\n* b\n\n${'2*3 cm, '.repeat(50)}\n\n${'*see note\n\n'.repeat(30)}`;
    const kept = { ...SHARED, markdown };
    expect(await openShareFragment(await fragmentOf(kept))).toEqual({ ok: true, recipe: kept });
  });

  it('keeps markup and unsafe links as text: the page renders them as it renders any recipe', async () => {
    const markdown =
      '# </script><script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))';
    const recipe = { ...SHARED, markdown };
    expect(await openShareFragment(await fragmentOf(recipe))).toEqual({ ok: true, recipe });
  });

  it('says a link from a newer version is one', async () => {
    expect(await openShareFragment('#r2.AAAA')).toMatchObject({
      ok: false,
      problem: 'newer_version',
    });
  });

  it('stops inflating a 1 MB zip bomb past the bound, and refuses it as too long', async () => {
    const bomb = deflateRawSync(Buffer.alloc(1024 * 1024, ' '), { level: 9 });
    const fragment = SHARE_FRAGMENT_PREFIX + toBase64Url(bomb);
    // Small enough to pass the length bound: only the inflate bound stops it.
    expect(fragment.length).toBeLessThan(16_000);
    expect(await openShareFragment(fragment)).toMatchObject({ ok: false, problem: 'too_long' });
    const inflated = await inflateBounded(bomb, MAX_SHARED_BYTES);
    expect(inflated).toMatchObject({ ok: false, problem: 'too_large' });
    // One step of 64 compressed bytes makes at most about 66 KB past the 32 KB.
    expect(!inflated.ok && inflated.read).toBeLessThan(32 * 1024 + 70_000);
  });

  it('stops a 100 MB bomb just as early', async () => {
    const bomb = deflateRawSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
    const started = performance.now();
    const inflated = await inflateBounded(bomb, MAX_SHARED_BYTES);
    expect(inflated).toMatchObject({ ok: false, problem: 'too_large' });
    expect(!inflated.ok && inflated.read).toBeLessThan(32 * 1024 + 70_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the documented bounds of a link, at their edges', () => {
  const TOO_LONG = 'This recipe link is too long to open (over 16,000 characters after the #).';
  /** A sound payload padded with spaces (JSON allows them) to exactly `bytes` bytes. */
  const payloadOf = (bytes: number) => {
    const json = JSON.stringify({ m: '# Soup', i: ['milk', 'eggs', 'flour'], f: 'stop' });
    return json + ' '.repeat(bytes - json.length);
  };

  it('opens a link of 16,000 characters and refuses one of 16,001 unread', async () => {
    // Stored without compression, so that its length follows the payload's byte for byte.
    const stored = (bytes: number) =>
      SHARE_FRAGMENT_PREFIX +
      toBase64Url(deflateRawSync(Buffer.from(payloadOf(bytes)), { level: 0 }));
    let bytes = 11_000;
    while (stored(bytes).length < 16_000) bytes += 1;
    const longest = stored(bytes);
    expect(longest).toHaveLength(16_000);
    expect(await openShareFragment(longest)).toMatchObject({ ok: true });
    expect(await openShareFragment(`${longest}A`)).toEqual({
      ok: false,
      problem: 'too_long',
      message: TOO_LONG,
    });
  });

  it('opens a link that inflates to 32 KB, and refuses one of a byte more', async () => {
    const recipe = { markdown: '# Soup', ingredients: ['milk', 'eggs', 'flour'], options: {} };
    expect(await openShareFragment(fragmentOfText(payloadOf(32 * 1024)))).toEqual({
      ok: true,
      recipe: { ...recipe, finishReason: 'stop' },
    });
    expect(await openShareFragment(fragmentOfText(payloadOf(32 * 1024 + 1)))).toEqual({
      ok: false,
      problem: 'too_long',
      message: TOO_LONG,
    });
  });
});

describe('base64url', () => {
  it('round-trips every byte value, and refuses other alphabets and impossible lengths', () => {
    const bytes = Uint8Array.from({ length: 256 * 3 }, (_, n) => n % 256);
    const text = toBase64Url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromBase64Url(text)).toEqual(bytes);
    expect(fromBase64Url('a+b/')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
    expect(fromBase64Url('')).toEqual(new Uint8Array(0));
  });
});
