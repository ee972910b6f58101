import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** Only read by the table and strike-through markdown writers, which the page never uses: see the stub. */
const WRITER_STUB = fileURLToPath(
  new URL('src/client/markdown/renderer/stubs/markdown-writer-stub.ts', import.meta.url),
);
/** property-information's SVG attribute table: markdown without raw HTML never makes an <svg>. */
const SVG_SCHEMA_STUB = fileURLToPath(
  new URL('src/client/markdown/renderer/stubs/svg-schema-stub.ts', import.meta.url),
);
/** mdast-util-to-hast's footnote footer: the page's parser reads no footnotes. */
const FOOTER_STUB = fileURLToPath(
  new URL('src/client/markdown/renderer/stubs/footnote-footer-stub.ts', import.meta.url),
);
/** The native structuredClone, which @ungap/structured-clone calls anyway: see the stub. */
const STRUCTURED_CLONE_STUB = fileURLToPath(
  new URL('src/client/markdown/renderer/stubs/structured-clone-stub.ts', import.meta.url),
);
/** hast-util-to-jsx-runtime's parser of raw HTML `style` attributes: see the stub. */
const STYLE_PARSER_STUB = fileURLToPath(
  new URL('src/client/markdown/renderer/stubs/style-parser-stub.ts', import.meta.url),
);

/**
 * The markdown pipeline's modules (parser, mdast to hast, React renderer and the page's renderer,
 * everything in src/client/markdown/renderer/): one lazy chunk, which the recipe reader imports its
 * parser from. Left to itself, the bundler put what the two share in a chunk of its own: it
 * compressed worse (0.9 kB brotli more in all), and its module namespace needed the bundler's
 * runtime helpers in a chunk the entry script then had to preload. The renderer's folder is in it
 * whole, so a file renamed or added there cannot silently move out; only modules the page's first
 * chunks never import belong in that folder (the hooks that load it sit one folder up).
 */
const MARKDOWN_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](?:react-markdown|remark-[\w-]+|unified|bail|trough|is-plain-obj`,
    String.raw`|vfile(?:-message)?|unist-util-[\w-]+|mdast-util-[\w-]+|micromark(?:-[\w-]+)?`,
    String.raw`|decode-named-character-reference|character-(?:entities|reference)[\w-]*`,
    String.raw`|is-(?:alphabetical|alphanumerical|decimal|hexadecimal)|hast-util-[\w-]+`,
    String.raw`|property-information|(?:space|comma)-separated-tokens|html-url-attributes|devlop`,
    String.raw`|zwitch|ccount|estree-util-is-identifier-name|trim-lines|longest-streak|extend)[\\/]`,
    String.raw`|src[\\/]client[\\/]markdown[\\/]renderer[\\/]`,
  ].join(''),
);

/** src/client/i18n/<tag>.ts and src/client/i18n/later/<tag>.ts, each a chunk of its own. */
const CATALOG_MODULE = /[\\/]i18n[\\/](later[\\/])?([a-z]{2})\.ts$/;

/**
 * Replaces a module that one package imports by a relative name with a stub, for that package only:
 * another package's `./lib/svg.js` or `./footer.js` is its own file and resolves as usual.
 */
function stubInsidePackage(packageName: string, source: RegExp, stub: string): Plugin {
  const insidePackage = new RegExp(String.raw`node_modules[\\/]${packageName}[\\/]`);
  return {
    name: `stub-inside-${packageName}`,
    enforce: 'pre',
    resolveId(id, importer) {
      return source.test(id) && importer !== undefined && insidePackage.test(importer)
        ? stub
        : null;
    },
  };
}

/**
 * The app's chunk: every module the app (hydrate.tsx) imports statically that the entry script
 * does not, React and the modules the lazy chunks share with the app included. Left to itself,
 * the bundler put React and the small modules the app shares with the lazy chunks (the language
 * tags) in chunks of their own, which the entry then preloaded: more requests and module wrappers
 * before interaction, and React compressed apart from react-dom. The lazy chunks import them from
 * the app's chunk, which is always loaded before them. The set is read from the module graph once
 * it is built, so a module added to either side lands where it belongs.
 */
function appChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let modules = new Set<string>();
  const plugin: Plugin = {
    name: 'app-chunk',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (pattern: RegExp) => {
        const seen = new Set<string>();
        const queue = ids.filter((id) => pattern.test(id));
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = closure(/src[\\/]client[\\/]main\.tsx$/);
      modules = new Set(
        [...closure(/src[\\/]client[\\/]hydrate\.tsx$/)].filter((id) => !entry.has(id)),
      );
    },
  };
  return { plugin, test: (id) => modules.has(id) };
}
const APP_CHUNK = appChunk();

export default defineConfig({
  base: '/Recipe-generator/',
  plugins: [
    react(),
    APP_CHUNK.plugin,
    stubInsidePackage('property-information', /^\.\/lib\/svg\.js$/, SVG_SCHEMA_STUB),
    stubInsidePackage('mdast-util-to-hast', /^\.\/(?:lib\/)?footer\.js$/, FOOTER_STUB),
  ],
  resolve: {
    alias: [
      { find: /^mdast-util-to-markdown$/, replacement: WRITER_STUB },
      { find: /^markdown-table$/, replacement: WRITER_STUB },
      { find: /^@ungap\/structured-clone$/, replacement: STRUCTURED_CLONE_STUB },
      { find: /^style-to-object$/, replacement: STYLE_PARSER_STUB },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // A language's catalogs are named for it: each prerendered page preloads its own.
        chunkFileNames(chunk) {
          const catalog = CATALOG_MODULE.exec(chunk.facadeModuleId ?? '');
          if (catalog) return `assets/${catalog[1] ? 'later' : 'text'}-${catalog[2]}-[hash].js`;
          return 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            { name: 'hydrate', test: APP_CHUNK.test, includeDependenciesRecursively: false },
            {
              name: 'RecipeMarkdown',
              test: MARKDOWN_MODULES,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/Recipe-generator/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
});
