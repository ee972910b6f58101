/**
 * The build swaps a few modules of the markdown packages for stubs (see vite.config.ts). A stub
 * must export the names its real module exports, so that an update of a package which renames or
 * adds a name shows here rather than as a broken or silently different page. The names a stub
 * leaves out are the ones no module of the page's packages imports from it, listed by name.
 */
import { describe, expect, it } from 'vitest';

const STUBS = '../../src/client/markdown/renderer/stubs';

interface Swap {
  stub: string;
  real: readonly string[];
  /** Names of the real modules that nothing the page bundles imports. */
  unused: readonly string[];
}

const SWAPS: Record<string, Swap> = {
  'markdown writer': {
    stub: `${STUBS}/markdown-writer-stub.ts`,
    real: ['mdast-util-to-markdown', 'markdown-table'],
    unused: ['toMarkdown'],
  },
  'SVG schema': {
    stub: `${STUBS}/svg-schema-stub.ts`,
    real: ['../../node_modules/property-information/lib/svg.js'],
    unused: [],
  },
  'footnote footer': {
    stub: `${STUBS}/footnote-footer-stub.ts`,
    real: ['../../node_modules/mdast-util-to-hast/lib/footer.js'],
    unused: [],
  },
  'structured clone': {
    stub: `${STUBS}/structured-clone-stub.ts`,
    real: ['@ungap/structured-clone'],
    unused: ['deserialize', 'serialize'],
  },
  'style parser': {
    stub: `${STUBS}/style-parser-stub.ts`,
    real: ['style-to-object'],
    unused: [],
  },
};

async function exportNames(specifier: string): Promise<string[]> {
  return Object.keys((await import(/* @vite-ignore */ specifier)) as object);
}

describe('each build stub exports the names of the module it replaces', () => {
  for (const [name, swap] of Object.entries(SWAPS)) {
    it(name, async () => {
      const real = (await Promise.all(swap.real.map(exportNames))).flat();
      const expected = real.filter((exported) => !swap.unused.includes(exported));
      expect(swap.unused.every((unused) => real.includes(unused))).toBe(true);
      expect((await exportNames(swap.stub)).sort()).toEqual(expected.sort());
    });
  }
});
