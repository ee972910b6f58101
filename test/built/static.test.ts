import { describe, expect, it } from 'vitest';
import { startServerForThisTest, useTestServer } from '../support/server-per-test.js';

describe('the page and its files', () => {
  const server = useTestServer();

  it('redirects / and /Recipe-generator to /Recipe-generator/', async () => {
    for (const path of ['/', '/Recipe-generator']) {
      const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/Recipe-generator/');
    }
  });

  it('serves the page with no-cache and the icon from /Recipe-generator/assets/', async () => {
    const page = await fetch(server.pageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<title>Recipe Generator</title>');
    const icon = await fetch(`${server.pageUrl}assets/chef-icon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toContain('<svg');
  });

  it('serves hashed bundles as immutable for a year', async () => {
    const html = await (await fetch(server.pageUrl)).text();
    const script = /src="(\/Recipe-generator\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const bundle = await fetch(`${server.origin}${script}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bundle.text()).length).toBeGreaterThan(1000);
  });

  it('never puts the token in what the browser receives', async () => {
    const server = await startServerForThisTest({ HF_TOKEN: 'hf_secretTokenForTests123' });
    const html = await (await fetch(server.pageUrl)).text();
    const health = await (await fetch(`${server.origin}/Recipe-generator/api/health`)).text();
    expect(html + health).not.toContain('hf_secretTokenForTests123');
  });
});
