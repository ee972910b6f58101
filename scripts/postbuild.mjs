// After `vite build` and `vite build --ssr src/client/prerender.tsx`: puts the prerendered first
// screen into one dist/client/index.<tag>.html per language (index.html is English), then writes .br and .gz beside every compressible file so
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

const BASE = '/Recipe-generator/';

/** The HTML-escaped text, for a title or an attribute. */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `index.html` with one language's head and first screen, and its catalog preloaded. */
function pageIn(template, language, markup, head, assets) {
  const replaced = (page, pattern, replacement) => {
    if (!pattern.test(page)) throw new Error(`index.html has no ${pattern}`);
    return page.replace(pattern, replacement);
  };
  let page = replaced(template, /<html lang="en">/, `<html lang="${language}">`);
  page = replaced(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  page = replaced(
    page,
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    (_, before, after) => `${before}${escapeHtml(head.description)}${after}`,
  );
  if (language !== 'en') {
    page = replaced(
      page,
      /href="\/Recipe-generator\/manifest\.webmanifest"/,
      `href="${BASE}manifest.${language}.webmanifest"`,
    );
    const catalog = assets.find((name) => new RegExp(`^text-${language}-[\\w-]+\\.js$`).test(name));
    if (!catalog) throw new Error(`no catalog chunk for ${language}`);
    const loader = assets.find((name) => /^catalog-loader-[\w-]+\.js$/.test(name));
    if (!loader) throw new Error('no catalog-loader chunk');
    // The page's words arrive with its script, not after it.
    page = replaced(
      page,
      /<\/head>/,
      [loader, catalog]
        .map((name) => `<link rel="modulepreload" crossorigin href="${BASE}assets/${name}">\n`)
        .join('') + '  </head>',
    );
  }
  return page.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
}

/** One web app manifest per language, its name and description in that language. */
async function writeManifests(languages, heads) {
  const manifest = JSON.parse(await readFile(join(clientDir, 'manifest.webmanifest'), 'utf8'));
  for (const language of languages) {
    if (language === 'en') continue;
    const { title, shortName, appDescription } = heads[language];
    const translated = {
      ...manifest,
      name: title,
      short_name: shortName,
      description: appDescription,
      lang: language,
    };
    await writeFile(
      join(clientDir, `manifest.${language}.webmanifest`),
      `${JSON.stringify(translated, null, 2)}\n`,
    );
  }
}

/**
 * A lazy chunk that borrows the entry's preload helper (the catalog loaders do) lists the entry's
 * stylesheet among what to load first; it is inlined in every page and its file is gone, so such
 * a chunk is pointed at the entry script instead, which every page has already loaded.
 */
async function repointInlinedStylesheet(cssPath, template) {
  const entry =
    /<script type="module" crossorigin src="\/Recipe-generator\/(assets\/[^"]+\.js)">/.exec(
      template,
    );
  if (!entry) throw new Error('dist/client/index.html has no entry script');
  for (const name of await readdir(join(clientDir, 'assets'))) {
    if (!name.endsWith('.js')) continue;
    const path = join(clientDir, 'assets', name);
    const code = await readFile(path, 'utf8');
    if (code.includes(`"${cssPath}"`)) {
      await writeFile(path, code.split(`"${cssPath}"`).join(`"${entry[1]}"`));
    }
  }
}

/** Prerenders the first screen into one page per language: index.<tag>.html, and index.html (English). */
async function prerender() {
  const entry = pathToFileURL(join(prerenderDir, 'prerender.js')).href;
  const { renderFirstScreen, LANGUAGES, PAGE_HEADS } = await import(entry);

  const pagePath = join(clientDir, 'index.html');
  const template = await readFile(pagePath, 'utf8');
  const at = template.indexOf(ROOT_ELEMENT);
  if (at === -1 || template.indexOf(ROOT_ELEMENT, at + 1) !== -1) {
    throw new Error(`dist/client/index.html must hold exactly one ${ROOT_ELEMENT}`);
  }
  // The stylesheet is small: inlined, it saves the round trip that blocks the first paint (the
  // CSP allows inline styles, not inline scripts).
  const link =
    /<link rel="stylesheet" crossorigin href="\/Recipe-generator\/(assets\/[^"]+\.css)">/.exec(
      template,
    );
  if (!link) throw new Error('dist/client/index.html links no stylesheet to inline');
  const css = await readFile(join(clientDir, link[1]), 'utf8');
  await rm(join(clientDir, link[1]));
  await repointInlinedStylesheet(link[1], template);
  const styled = template.replace(link[0], `<style>${css}</style>`);
  const assets = await readdir(join(clientDir, 'assets'));
  const sizes = [];
  for (const language of LANGUAGES) {
    const markup = renderFirstScreen(language);
    if (!markup) throw new Error(`the prerender rendered nothing in ${language}`);
    if (/<script/i.test(markup)) throw new Error('the prerender would add an inline <script>');
    const page = pageIn(styled, language, markup, PAGE_HEADS[language], assets);
    await writeFile(join(clientDir, `index.${language}.html`), page);
    if (language === 'en') await writeFile(pagePath, page);
    sizes.push(`${language} ${Buffer.byteLength(markup)}`);
  }
  await writeManifests(LANGUAGES, PAGE_HEADS);
  await rm(prerenderDir, { recursive: true, force: true });
  return sizes.join(', ');
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
    // The pages are kept from the network, in the visitor's language, not at install.
    if (name !== 'sw.js' && !/^index(\.\w+)?\.html$/.test(name)) assets.push(name);
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
console.log(`prerendered the first screen into index.<tag>.html (bytes of markup: ${markupBytes})`);
console.log(`service worker keeps ${await fillServiceWorker()} built files`);
for (const { path, size, brotli, gzip } of await precompress()) {
  const name = path.slice(clientDir.length + 1).padEnd(40);
  console.log(`${name} ${String(size).padStart(7)} B  br ${brotli} B  gz ${gzip} B`);
}
// A sanity check that the files the server needs are in place.
await stat(join(clientDir, 'index.html.br'));
