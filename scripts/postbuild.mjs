// After `vite build` and `vite build --ssr src/client/prerender.tsx`: puts the prerendered first
// screen into dist/client/index.html, then writes .br and .gz beside every compressible file so
// the server sends them as they are (@fastify/static `preCompressed`).
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const clientDir = join(root, 'dist', 'client');
const prerenderDir = join(root, 'dist', 'prerender');
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const ROOT_ELEMENT = '<div id="root"></div>';

async function prerender() {
  const entry = pathToFileURL(join(prerenderDir, 'prerender.js')).href;
  const { renderFirstScreen } = await import(entry);
  const markup = renderFirstScreen();
  if (!markup) throw new Error('the prerender rendered nothing');
  if (/<script/i.test(markup)) throw new Error('the prerender would add an inline <script>');

  const pagePath = join(clientDir, 'index.html');
  const page = await readFile(pagePath, 'utf8');
  const at = page.indexOf(ROOT_ELEMENT);
  if (at === -1 || page.indexOf(ROOT_ELEMENT, at + 1) !== -1) {
    throw new Error(`dist/client/index.html must hold exactly one ${ROOT_ELEMENT}`);
  }
  // The stylesheet is small: inlined, it saves the round trip that blocks the first paint (the
  // CSP allows inline styles, not inline scripts).
  const link =
    /<link rel="stylesheet" crossorigin href="\/Recipe-generator\/(assets\/[^"]+\.css)">/.exec(
      page,
    );
  if (!link) throw new Error('dist/client/index.html links no stylesheet to inline');
  const css = await readFile(join(clientDir, link[1]), 'utf8');
  await rm(join(clientDir, link[1]));
  const prerendered = page
    .replace(link[0], `<style>${css}</style>`)
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
  await writeFile(pagePath, prerendered);
  await rm(prerenderDir, { recursive: true, force: true });
  return Buffer.byteLength(markup);
}

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Brotli at its best quality and gzip at level 9: built once, served many times. */
async function precompress() {
  const written = [];
  for await (const path of filesUnder(clientDir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = await readFile(path);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    // A file that does not shrink is served as it is.
    if (brotli.length < content.length) await writeFile(`${path}.br`, brotli);
    if (gzip.length < content.length) await writeFile(`${path}.gz`, gzip);
    written.push({ path, size: content.length, brotli: brotli.length, gzip: gzip.length });
  }
  return written;
}

/**
 * Fills in the service worker's list of files to keep (every built file but the page, which it
 * keeps from the network) and a build id made of their names, so each deploy changes sw.js.
 */
async function fillServiceWorker() {
  const swPath = join(clientDir, 'sw.js');
  const assets = [];
  for await (const path of filesUnder(clientDir)) {
    const name = path
      .slice(clientDir.length + 1)
      .split('\\')
      .join('/');
    if (name !== 'sw.js' && name !== 'index.html') assets.push(name);
  }
  assets.sort();
  const page = await readFile(join(clientDir, 'index.html'));
  const build = createHash('sha256').update(page).update(assets.join('\n')).digest('hex');
  const template = await readFile(swPath, 'utf8');
  if (!template.includes("'__BUILD__'") || !template.includes("['__ASSETS__']")) {
    throw new Error('dist/client/sw.js has no __BUILD__ or __ASSETS__ to fill in');
  }
  await writeFile(
    swPath,
    template
      .replace("'__BUILD__'", JSON.stringify(build.slice(0, 16)))
      .replace("['__ASSETS__']", JSON.stringify(assets)),
  );
  return assets.length;
}

const markupBytes = await prerender();
console.log(`prerendered the first screen into index.html (${markupBytes} bytes of markup)`);
console.log(`service worker keeps ${await fillServiceWorker()} built files`);
for (const { path, size, brotli, gzip } of await precompress()) {
  const name = path.slice(clientDir.length + 1).padEnd(40);
  console.log(`${name} ${String(size).padStart(7)} B  br ${brotli} B  gz ${gzip} B`);
}
// A sanity check that the files the server needs are in place.
await stat(join(clientDir, 'index.html.br'));
