import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RecipeMarkdown from '../../src/client/markdown/renderer/RecipeMarkdown';
import { copyRecipe, recipeHtml } from '../../src/client/take-along/copy-recipe';

function element(html: string): Element {
  const root = document.createElement('article');
  root.innerHTML = html;
  return root;
}

describe('the HTML Copy puts on the clipboard', () => {
  it('keeps headings, lists, tables, emphasis and safe links', () => {
    const html =
      '<h1>Bread</h1><ul><li><strong>flour</strong></li></ul><table><tbody><tr><td>5 min</td></tr></tbody></table><a href="https://example.com/">site</a>';
    expect(recipeHtml(element(html))).toBe(html);
  });

  it('drops scripts, event attributes and unsafe links, whatever the DOM held', () => {
    const html = recipeHtml(
      element(
        '<h2 onclick="steal()" style="color:red">Steps</h2><script>steal()</script><p>Mix <img src="x" onerror="steal()"><span onmouseover="steal()">well</span></p><a href="javascript:steal()">go</a><iframe src="https://evil.example"></iframe>',
      ),
    );
    expect(html).toBe('<h2>Steps</h2><p>Mix well</p><a>go</a>');
  });
});

describe('the HTML Copy makes of a hostile recipe', () => {
  it('points at no other host: images as their alt text, protocol-relative links dropped', () => {
    const { container } = render(
      <RecipeMarkdown
        markdown={[
          '# Soup',
          '![Pancakes](//evil.example/a.png) and ![Syrup](https://evil.example/b.png)',
          '[![Berries](//evil.example/c.png)](//evil.example/page)',
          '[Jam](//evil.example/jam) or [the source](https://example.com/soup)',
        ].join('\n\n')}
      />,
    );
    const html = recipeHtml(container);
    expect(html).toBe(
      '<h1>Soup</h1><p>Pancakes and Syrup</p><p><a>Berries</a></p>' +
        '<p><a>Jam</a> or <a href="https://example.com/soup">the source</a></p>',
    );
  });
});

describe('copying when an engine cannot put HTML on the clipboard', () => {
  const calls: string[] = [];
  afterEach(() => {
    calls.length = 0;
    vi.unstubAllGlobals();
  });

  function stubClipboard(write: () => Promise<void>) {
    vi.stubGlobal('navigator', {
      clipboard: {
        write: () => (calls.push('write'), write()),
        writeText: (text: string) => (calls.push(`writeText ${text}`), Promise.resolve()),
      },
    });
  }

  it('writes the markdown as plain text where ClipboardItem is missing', async () => {
    stubClipboard(() => Promise.resolve());
    vi.stubGlobal('ClipboardItem', undefined);
    await copyRecipe('# Bread', '<h1>Bread</h1>');
    expect(calls).toEqual(['writeText # Bread']);
  });

  it('falls back to plain text where rich items are refused', async () => {
    stubClipboard(() => Promise.reject(new DOMException('refused', 'NotAllowedError')));
    vi.stubGlobal('ClipboardItem', class {});
    await copyRecipe('# Bread', '<h1>Bread</h1>');
    expect(calls).toEqual(['write', 'writeText # Bread']);
  });

  it('writes both types where text/html is supported', async () => {
    stubClipboard(() => Promise.resolve());
    vi.stubGlobal('ClipboardItem', Object.assign(class {}, { supports: () => true }));
    await copyRecipe('# Bread', '<h1>Bread</h1>');
    expect(calls).toEqual(['write']);
  });
});
