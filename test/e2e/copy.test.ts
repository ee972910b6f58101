/**
 * Copy in Chromium puts both the markdown (`text/plain`) and the rendered recipe (`text/html`) on
 * the clipboard; both are read back. The HTML keeps headings, lists and tables, and holds no
 * script and no event attribute, even when the model wrote some.
 */
import { describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { addIngredients } from '../support/recipe-page.js';

const MARKDOWN = [
  '# Garlic Bread',
  '',
  'Crispy and **quick**. <img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>',
  '',
  '## Ingredients',
  '',
  '- 1 baguette',
  '- 3 cloves garlic',
  '',
  '| Step | Time |',
  '| --- | --- |',
  '| Toast | 5 min |',
  '',
  '[Herbs](https://example.com/herbs) and [a trap](javascript:window.__xss=1)',
].join('\n');

const e2e = useChromiumHarness({
  server: 'per-file',
  page: { permissions: ['clipboard-read', 'clipboard-write'] },
});

interface ClipboardContents {
  types: string[];
  plain: string;
  html: string;
}

describe('Copy in Chromium', () => {
  it('puts the markdown as text/plain and the rendered recipe as safe text/html', async () => {
    const { page, server } = e2e;
    server.provider.use(streamOf(MARKDOWN.match(/[\s\S]{1,7}/g)!, { tokenDelayMs: 2 }));
    await page.goto(server.pageUrl);
    await addIngredients(page, 'garlic', 'bread', 'butter');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Recipe copied.').waitFor();

    const clipboard = await page.evaluate(async (): Promise<ClipboardContents> => {
      const [item] = await navigator.clipboard.read();
      if (!item) throw new Error('the clipboard is empty');
      return {
        types: [...item.types],
        plain: await (await item.getType('text/plain')).text(),
        html: await (await item.getType('text/html')).text(),
      };
    });
    expect(clipboard.types.sort()).toEqual(['text/html', 'text/plain']);
    expect(clipboard.plain).toBe(MARKDOWN);

    // The HTML, parsed as a document it would be pasted into.
    const html = await page.evaluate((markup) => {
      const doc = new DOMParser().parseFromString(markup, 'text/html');
      const all = [...doc.body.querySelectorAll('*')];
      return {
        headings: [...doc.querySelectorAll('h1, h2')].map((h) => `${h.localName} ${h.textContent}`),
        items: [...doc.querySelectorAll('ul > li')].map((li) => li.textContent),
        cells: [...doc.querySelectorAll('table td')].map((td) => td.textContent),
        bold: doc.querySelector('strong')?.textContent,
        links: [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        scripts: doc.querySelectorAll('script, iframe, object, embed').length,
        images: doc.querySelectorAll('img').length,
        eventAttributes: all.flatMap((element) =>
          element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
        ),
      };
    }, clipboard.html);
    expect(html).toEqual({
      headings: ['h1 Garlic Bread', 'h2 Ingredients'],
      items: ['1 baguette', '3 cloves garlic'],
      cells: ['Toast', '5 min'],
      bold: 'quick',
      links: ['https://example.com/herbs', null],
      scripts: 0,
      images: 0,
      eventAttributes: [],
    });
    // The model's raw HTML stays text, as on the page.
    expect(clipboard.html).toContain('&lt;script&gt;');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });
});
