import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../src/server/project-paths.js';
import { useTestServer } from '../support/server-per-test.js';

const clientDir = join(findProjectRoot(), 'dist', 'client');
const assets = readdirSync(join(clientDir, 'assets'));
const bundles = assets.filter((name) => /\.(js|css)$/.test(name)).map((name) => `assets/${name}`);

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain HTTP GET that leaves the body as sent (fetch would decompress it). */
function get(
  url: string,
  acceptEncoding: string | null,
  extraHeaders: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
      ...extraHeaders,
    };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('precompressed files', () => {
  const server = useTestServer();

  it('are built beside the page and every bundle, smaller than the original', () => {
    expect(bundles.some((name) => name.endsWith('.js'))).toBe(true);
    // The stylesheet is inlined into the page: one round trip fewer before the first paint. The
    // only stylesheets left are those of My recipes, of the kitchen and of the wishes notice, each
    // fetched with its lazy chunk when first needed.
    expect(bundles.filter((name) => name.endsWith('.css')).sort()).toEqual([
      expect.stringMatching(/^assets\/MyRecipes-[\w-]+\.css$/),
      expect.stringMatching(/^assets\/kitchen-ui-[\w-]+\.css$/),
      expect.stringMatching(/^assets\/wishes-ui-[\w-]+\.css$/),
    ]);
    expect(readFileSync(join(clientDir, 'index.html'), 'utf8')).not.toMatch(/rel="stylesheet"/);
    expect(readFileSync(join(clientDir, 'index.html'), 'utf8')).toMatch(/<style>[^<]*\.recipe\{/);
    for (const file of ['index.html', ...bundles]) {
      const size = readFileSync(join(clientDir, file)).length;
      for (const suffix of ['.br', '.gz']) {
        expect(existsSync(join(clientDir, file + suffix)), file + suffix).toBe(true);
        expect(readFileSync(join(clientDir, file + suffix)).length).toBeLessThan(size);
      }
    }
  });

  it('are sent as brotli when the request accepts br, as gzip when it accepts only gzip', async () => {
    for (const file of ['', ...bundles]) {
      const original = readFileSync(join(clientDir, file || 'index.html'));
      const url = `${server.pageUrl}${file}`;

      const brotli = await get(url, 'gzip, deflate, br');
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(original)).toBe(true);

      const plain = await get(url, null);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
  });

  it('honour q=0 and revalidate with the ETag of the encoding sent', async () => {
    const refused = await get(server.pageUrl, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const brotli = await get(server.pageUrl, 'br');
    const etag = String(brotli.headers.etag);
    expect(etag).not.toBe(String(refused.headers.etag));
    const again = await get(server.pageUrl, 'br', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await get(server.pageUrl, 'gzip', { 'if-none-match': etag });
    expect(otherEncoding.status).toBe(200);
  });

  it('keep the cache rules: bundles immutable for a year, the page no-cache', async () => {
    for (const encoding of ['br', 'gzip', null]) {
      const page = await get(server.pageUrl, encoding);
      expect(page.headers['cache-control']).toBe('no-cache');
      for (const bundle of bundles) {
        const response = await get(`${server.pageUrl}${bundle}`, encoding);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('include the prerendered first screen in index.html, with no inline script', async () => {
    const html = (await get(server.pageUrl, null)).body.toString('utf8');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain('<h1 class="header__title">Recipe Generator</h1>');
    expect(root).toMatch(/<input[^>]*name="ingred"/);
    expect(root).toContain('+ Add ingredient');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/type="module"[^>]*src="\/Recipe-generator\/assets\/[^"]+\.js"/);
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
  });
});
