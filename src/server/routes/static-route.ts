import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguageFor } from './page-language.js';

const HASHED_ASSET = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/;
/** Files up to this size are kept in memory with their .br and .gz. */
const MEMORY_LIMIT_BYTES = 1024 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** The service worker and the manifest: revalidated on every visit, so a deploy takes over. */
const ALWAYS_REVALIDATED = /(?:^|[/\\])(?:sw\.js|manifest(?:\.\w+)?\.webmanifest)$/;

function cacheControlFor(path: string): string {
  if (HASHED_ASSET.test(path)) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html') || ALWAYS_REVALIDATED.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

interface MemoryFile {
  type: string;
  /** The scope a service worker script may control (its own folder, the page's base path). */
  serviceWorkerScope?: string;
  cacheControl: string;
  lastModified: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

function variantOf(body: Buffer, encoding: Encoding): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"` };
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** The build's files of known type and modest size, with the .br/.gz the build wrote beside them. */
function loadIntoMemory(clientDir: string): Map<string, MemoryFile> {
  const files = new Map<string, MemoryFile>();
  if (!existsSync(clientDir)) return files;
  for (const path of filesUnder(clientDir)) {
    const type = TYPES[extname(path)];
    const info = statSync(path);
    if (!type || info.size > MEMORY_LIMIT_BYTES) continue;
    const variants: MemoryFile['variants'] = {
      identity: variantOf(readFileSync(path), 'identity'),
    };
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (existsSync(path + suffix))
        variants[encoding] = variantOf(readFileSync(path + suffix), encoding);
    }
    const url = relative(clientDir, path).split(sep).join('/');
    files.set(url, {
      type,
      ...(url === 'sw.js' ? { serviceWorkerScope: '/Recipe-generator/' } : {}),
      cacheControl: cacheControlFor(path),
      lastModified: info.mtime.toUTCString(),
      variants,
    });
  }
  return files;
}

/** br, then gzip, then the file as it is, as far as Accept-Encoding allows (q=0 refuses). */
function chooseEncoding(header: string | undefined, file: MemoryFile): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.variants.br && allows('br')) return 'br';
  if (file.variants.gzip && allows('gzip')) return 'gzip';
  return 'identity';
}

function sendFromMemory(
  file: MemoryFile,
  request: FastifyRequest,
  reply: FastifyReply,
  vary = 'accept-encoding',
) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], file);
  const variant = file.variants[encoding] ?? file.variants.identity;
  if (file.serviceWorkerScope) reply.header('service-worker-allowed', file.serviceWorkerScope);
  reply
    .header('content-type', file.type)
    .header('cache-control', file.cacheControl)
    .header('vary', vary)
    .header('etag', variant.etag)
    .header('last-modified', file.lastModified);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)) {
    return reply.code(304).send();
  }
  return reply.header('content-length', variant.body.length).send(variant.body);
}

/**
 * The Vite build: hashed bundles cached for a year, the page revalidated on every visit, and the
 * .br/.gz files written by the build sent as they are to clients that accept them. The build's
 * small files are read once at start and answered from memory (a rebuild needs a restart);
 * anything else goes through @fastify/static, with the same rules.
 */
export async function staticRoute(app: FastifyInstance, clientDir: string): Promise<void> {
  const files = loadIntoMemory(clientDir);
  for (const [url, file] of files) {
    if (url === 'index.html') continue;
    app.get(`/${url}`, (request, reply) => sendFromMemory(file, request, reply));
  }
  const english = files.get('index.html');
  if (english) {
    /** The page in the visitor's language: the `lang` cookie, else Accept-Language, else English. */
    const page = (request: FastifyRequest, reply: FastifyReply) => {
      const language = pageLanguageFor(request.headers.cookie, request.headers['accept-language']);
      const file = files.get(`index.${language}.html`) ?? english;
      return sendFromMemory(file, request, reply, 'accept-encoding, accept-language, cookie');
    };
    app.get('/index.html', page);
    // Only /Recipe-generator/ itself: app.ts redirects the form without the slash.
    app.get('/', { prefixTrailingSlash: 'slash' }, page);
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, servedPath) {
      // With preCompressed, this is the path of the .br or .gz file actually sent.
      reply.header('cache-control', cacheControlFor(servedPath.replace(/\.(br|gz)$/, '')));
    },
  });
}
