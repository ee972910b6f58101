import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** Only read by the table and strike-through markdown writers, which the page never uses: see the stub. */
const WRITER_STUB = fileURLToPath(new URL('src/client/markdown-writer-stub.ts', import.meta.url));
/** property-information's SVG attribute table: markdown without raw HTML never makes an <svg>. */
const SVG_SCHEMA_STUB = fileURLToPath(new URL('src/client/svg-schema-stub.ts', import.meta.url));
/** The native structuredClone, which @ungap/structured-clone calls anyway: see the stub. */
const STRUCTURED_CLONE_STUB = fileURLToPath(
  new URL('src/client/structured-clone-stub.ts', import.meta.url),
);
/** hast-util-to-jsx-runtime's parser of raw HTML `style` attributes: see the stub. */
const STYLE_PARSER_STUB = fileURLToPath(
  new URL('src/client/style-parser-stub.ts', import.meta.url),
);

/**
 * micromark gathers its default constructs as a module namespace (`import * as`). The markdown
 * parser is shared by the page's markdown and the recipe reader, so the bundler gives it a chunk
 * of its own, and a namespace object there needs the bundler's runtime helper, which then became
 * a chunk the first script had to preload. As a plain object it needs no helper.
 */
function micromarkConstructsAsObject(): Plugin {
  const namespaceImport = "import * as defaultConstructs from './constructs.js';";
  const names = [
    'attentionMarkers',
    'contentInitial',
    'disable',
    'document',
    'flow',
    'flowInitial',
    'insideSpan',
    'string',
    'text',
  ];
  // parse.js has its own `document`, `flow`, `string` and `text`: the constructs take other names.
  const imports = names.map((name) => `${name} as construct_${name}`).join(', ');
  const fields = names.map((name) => `${name}: construct_${name}`).join(', ');
  return {
    name: 'micromark-constructs-as-object',
    transform(code, id) {
      if (!/[\\/]micromark[\\/](?:dev[\\/])?lib[\\/]parse\.js$/.test(id)) return null;
      if (!code.includes(namespaceImport))
        throw new Error(
          `micromark's parse.js changed: ${id} no longer imports its constructs as before`,
        );
      return code.replace(
        namespaceImport,
        `import { ${imports} } from './constructs.js';\nconst defaultConstructs = { ${fields} };`,
      );
    },
  };
}

export default defineConfig({
  base: '/Recipe-generator/',
  plugins: [react(), micromarkConstructsAsObject()],
  resolve: {
    alias: [
      { find: /^mdast-util-to-markdown$/, replacement: WRITER_STUB },
      { find: /^markdown-table$/, replacement: WRITER_STUB },
      // Only property-information/index.js imports it by this relative name.
      { find: /^\.\/lib\/svg\.js$/, replacement: SVG_SCHEMA_STUB },
      { find: /^@ungap\/structured-clone$/, replacement: STRUCTURED_CLONE_STUB },
      { find: /^style-to-object$/, replacement: STYLE_PARSER_STUB },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/Recipe-generator/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
});
