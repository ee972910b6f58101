/**
 * A recipe in a link's fragment (`#r1.<base64url of deflate-raw JSON>`): what Share makes and what
 * the page opens. The fragment never reaches the server, so nothing is stored anywhere. A link is
 * a stranger's input: its length, its decompressed size and everything it holds are checked with
 * the rules the server applies to a request. Pure (web streams and atob/btoa only): no DOM, no I/O.
 */
import {
  MAX_EMPHASIS_NESTING,
  emphasisNestingDepth,
} from '../markdown/renderer/emphasis-nesting.js';
import {
  MAX_MARKDOWN_NESTING,
  markdownNestingDepth,
} from '../markdown/renderer/markdown-nesting.js';
import type { FinishReason } from '../../recipe/recipe-events.js';
import { parseRecipeRequest, type RefusedEntryNames } from '../../recipe/parse-recipe-request.js';
import { hasOptions, type RecipeOptions } from '../../recipe/recipe-request.js';
import { MAX_RECIPE_LENGTH } from '../../recipe/recipe-length.js';
import { findRecipeTextProblem } from '../../recipe/revision-rules.js';
import { lt } from '../i18n/later-text.js';
import { fromBase64Url, SHARE_FRAGMENT_PREFIX, toBase64Url } from './share-fragment.js';

export interface SharedRecipe {
  /** The markdown of the version shown. */
  markdown: string;
  /** The ingredients and options it was written with. */
  ingredients: string[];
  options: RecipeOptions;
  finishReason: FinishReason;
}

/**
 * Each field's key in a link's JSON, one letter to keep links short. Links already shared use
 * these keys: they never change.
 */
const WIRE_KEYS = {
  markdown: 'm',
  ingredients: 'i',
  options: 'o',
  finishReason: 'f',
} as const satisfies Record<keyof SharedRecipe, string>;
/** Any version's prefix: a link from a later version is recognised and refused by name. */
const ANY_VERSION_PREFIX = /^#r\d+\./;
/**
 * The longest fragment opened, `#` included. A typical recipe (about 2,000 characters of markdown)
 * makes about 1,600; 8,000 characters (the most the rules allow) of random text, which compresses
 * far worse than a recipe, about 6,500 in Latin letters and 9,700 in Chinese.
 */
export const MAX_SHARE_FRAGMENT_LENGTH = 16_000;
/**
 * The most bytes a link may inflate to: the longest recipe (8,000 UTF-16 units, at most 24,000
 * bytes of UTF-8) with its ingredients and options. Reading stops past it: a zip bomb is never
 * inflated whole.
 */
export const MAX_SHARED_BYTES = 32 * 1024;
/**
 * Compressed bytes fed to the decompressor at a time. Deflate expands at most about 1,032 times,
 * so one step can never make more than about 66 KB, whatever the link holds.
 */
const INFLATE_STEP = 64;

export type ShareLinkProblem = 'too_long' | 'newer_version' | 'damaged' | 'not_accepted';

export type OpenedShareLink =
  { ok: true; recipe: SharedRecipe } | { ok: false; problem: ShareLinkProblem; message: string };

export type MadeShareLink = { ok: true; fragment: string } | { ok: false; message: string };

/** A fragment meant as a shared recipe (of any version): the page tries to open it. */
export function isShareFragment(hash: string): boolean {
  return ANY_VERSION_PREFIX.test(hash);
}

/** The fragment for `recipe`, or why it cannot be shared as a link. */
export async function makeShareFragment(recipe: SharedRecipe): Promise<MadeShareLink> {
  const problem = findSharedRecipeProblem(recipe);
  if (problem) return { ok: false, message: lt('shareRefused', { detail: problem }) };
  const payload: Record<string, unknown> = {
    [WIRE_KEYS.markdown]: recipe.markdown,
    [WIRE_KEYS.ingredients]: recipe.ingredients,
    ...(hasOptions(recipe.options) ? { [WIRE_KEYS.options]: recipe.options } : {}),
    [WIRE_KEYS.finishReason]: recipe.finishReason,
  };
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const fragment = SHARE_FRAGMENT_PREFIX + toBase64Url(await deflate(bytes));
  if (bytes.length > MAX_SHARED_BYTES || fragment.length > MAX_SHARE_FRAGMENT_LENGTH) {
    return { ok: false, message: lt('shareTooLong') };
  }
  return { ok: true, fragment };
}

/** The words of each refusal, in the language shown (the caller awaits laterTextReady). */
const MESSAGES: Record<Exclude<ShareLinkProblem, 'not_accepted'>, () => string> = {
  too_long: () => lt('linkTooLong', { max: MAX_SHARE_FRAGMENT_LENGTH }),
  newer_version: () => lt('linkNewer'),
  damaged: () => lt('linkDamaged'),
};

function refuse(problem: ShareLinkProblem, message = ''): OpenedShareLink {
  return {
    ok: false,
    problem,
    message:
      problem === 'not_accepted' ? lt('linkNotAccepted', { detail: message }) : MESSAGES[problem](),
  };
}

/** Opens a fragment (`location.hash`, `#` included) as a shared recipe, or says why it cannot. */
export async function openShareFragment(hash: string): Promise<OpenedShareLink> {
  // Before anything else reads it.
  if (hash.length > MAX_SHARE_FRAGMENT_LENGTH) return refuse('too_long');
  if (!hash.startsWith(SHARE_FRAGMENT_PREFIX)) {
    return refuse(isShareFragment(hash) ? 'newer_version' : 'damaged');
  }
  const compressed = fromBase64Url(hash.slice(SHARE_FRAGMENT_PREFIX.length));
  if (!compressed) return refuse('damaged');
  const inflated = await inflateBounded(compressed, MAX_SHARED_BYTES);
  if (!inflated.ok) return refuse(inflated.problem === 'too_large' ? 'too_long' : 'damaged');
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes));
  } catch {
    return refuse('damaged');
  }
  const recipe = readPayload(payload);
  if (!recipe) return refuse('damaged');
  const problem = findSharedRecipeProblem(recipe);
  if (problem) return refuse('not_accepted', problem);
  return { ok: true, recipe };
}

const PAYLOAD_KEYS = new Set<string>(Object.values(WIRE_KEYS));

/** The payload's shape only; the rules come after. */
function readPayload(payload: unknown): SharedRecipe | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const fields = payload as Record<string, unknown>;
  if (Object.keys(fields).some((key) => !PAYLOAD_KEYS.has(key))) return null;
  const markdown = fields[WIRE_KEYS.markdown];
  const ingredients = fields[WIRE_KEYS.ingredients];
  const options = fields[WIRE_KEYS.options];
  const finishReason = fields[WIRE_KEYS.finishReason];
  if (typeof markdown !== 'string' || !Array.isArray(ingredients)) return null;
  if (!ingredients.every((entry): entry is string => typeof entry === 'string')) return null;
  if (
    options !== undefined &&
    (typeof options !== 'object' || options === null || Array.isArray(options))
  ) {
    return null;
  }
  if (
    finishReason !== undefined &&
    finishReason !== null &&
    finishReason !== 'stop' &&
    finishReason !== 'length'
  ) {
    return null;
  }
  return {
    markdown,
    ingredients,
    options: (options ?? {}) as RecipeOptions,
    finishReason: finishReason ?? null,
  };
}

/**
 * A refused entry is named by its place only: the page's message never repeats a stranger's words
 * (which could read as the page's own, "SECURITY NOTICE from Recipe Generator: …").
 */
const ENTRIES_BY_PLACE: RefusedEntryNames = {
  ingredient: (_entry, position) => `ingredient ${position}`,
  avoid: (_entry, position) => `thing to avoid ${position}`,
};

/**
 * What the server would refuse in a request made of this recipe (ingredients and options under the
 * request rules, the recipe under the revision rules), or a recipe nested deeper than the page
 * renders, in words that hold nothing of the recipe; null when all is well.
 */
function findSharedRecipeProblem(recipe: SharedRecipe): string | null {
  const parsed = parseRecipeRequest(
    { ingredients: recipe.ingredients, options: recipe.options },
    ENTRIES_BY_PLACE,
  );
  if (!parsed.ok) return parsed.message;
  switch (findRecipeTextProblem(recipe.markdown)) {
    case null:
      return findNestingProblem(recipe.markdown);
    case 'empty':
      return 'the recipe is empty.';
    case 'too_long':
      return `the recipe is longer than ${MAX_RECIPE_LENGTH.toLocaleString('en')} characters.`;
    case 'control_characters':
      return 'the recipe contains control characters.';
  }
}

function findNestingProblem(markdown: string): string | null {
  if (markdownNestingDepth(markdown) > MAX_MARKDOWN_NESTING) {
    return `the recipe nests lists or quotes more than ${MAX_MARKDOWN_NESTING} levels deep.`;
  }
  if (emphasisNestingDepth(markdown) > MAX_EMPHASIS_NESTING) {
    return `the recipe nests emphasis (* or _) more than ${MAX_EMPHASIS_NESTING} levels deep.`;
  }
  return null;
}

/** `bytes` fed through `transform` in slices of `step`, each only when the output asks for more. */
function throughInSteps(
  bytes: Uint8Array,
  step: number,
  transform: {
    writable: WritableStream<Uint8Array<ArrayBuffer>>;
    readable: ReadableStream<Uint8Array>;
  },
): ReadableStreamDefaultReader<Uint8Array> {
  let offset = 0;
  const input = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        if (offset >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.slice(offset, offset + step));
        offset += step;
      },
    },
    { highWaterMark: 0 },
  );
  return input.pipeThrough(transform).getReader();
}

type Read =
  { ok: true; bytes: Uint8Array } | { ok: false; problem: 'too_large' | 'damaged'; read: number };

/** Everything `reader` gives, unless it fails or gives more than `maxBytes`: then it is cancelled. */
async function readAtMost(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
): Promise<Read> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        reader.cancel().catch(() => undefined);
        return { ok: false, problem: 'too_large', read: total };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, problem: 'damaged', read: total };
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const read = await readAtMost(
    throughInSteps(bytes, bytes.length || 1, new CompressionStream('deflate-raw')),
    Infinity,
  );
  if (!read.ok) throw new Error('deflate-raw failed');
  return read.bytes;
}

/**
 * Inflates deflate-raw `compressed`, reading at most `maxBytes` (and one step) of its output: the
 * input goes in small slices, pulled only as the output is read, so a bomb stops early.
 */
export function inflateBounded(compressed: Uint8Array, maxBytes: number): Promise<Read> {
  return readAtMost(
    throughInSteps(compressed, INFLATE_STEP, new DecompressionStream('deflate-raw')),
    maxBytes,
  );
}
