/**
 * The streamed successes among the recorded real provider answers, all the way to the page in
 * Chromium: the page shows exactly the concatenated content, rendered as markdown.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { askForRecipe } from '../support/recipe-page.js';
import { readEvents, recipeText } from '../support/sse.js';
import { expectedRecipe, isStreamedSuccess, loadTapes } from '../support/tapes.js';

const streamed = loadTapes().filter(isStreamedSuccess);

const e2e = useChromiumHarness({ env: { RATE_LIMIT_PER_MINUTE: '100000' }, server: 'per-file' });

/**
 * Runs in the page: the words a reader sees (whitespace runs count as one space; text nodes are
 * joined with a space, since the page renders markdown block by block without the newline text
 * nodes a whole render puts between blocks) and the markdown elements in order, whatever elements
 * merely wrap them.
 */
function readRendered(html: string): { words: string; tags: string[] } {
  const template = document.createElement('template');
  template.innerHTML = html;
  const texts: string[] = [];
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
  return {
    words: texts.join(' ').replace(/\s+/g, ' ').trim(),
    tags: [...template.content.querySelectorAll('*')]
      .map((element) => element.localName)
      .filter((tag) => !['div', 'span', 'section'].includes(tag)),
  };
}

describe('recorded provider answers in the page', () => {
  it.each(streamed.map((tape) => [tape.index, tape] as const))(
    'shows streamed success #%i exactly',
    async (_index, tape) => {
      const { page, server } = e2e;
      server.provider.use({
        kind: 'reply',
        status: 200,
        contentType: tape.contentType,
        body: tape.body,
      });
      // The same text rendered by the same markdown library, read as the browser reads the page.
      const { text } = expectedRecipe(tape);
      const html = renderToStaticMarkup(createElement(Markdown, null, text));
      const expected = await page.evaluate(readRendered, html);

      const answer = page.waitForResponse((response) => response.url().endsWith('/api/recipe'));
      await askForRecipe(page, server.pageUrl);
      // What the page was sent is the whole recorded text, then done: what it shows is then
      // compared with the rendering of a real answer.
      const events = await readEvents(new Response(await (await answer).text()));
      expect(recipeText(events)).toBe(text);
      expect(events.at(-1)?.event).toBe('done');
      const region = page.getByRole('region', { name: 'Suggested recipe' });
      const article = region.locator('article');
      await article.waitFor();
      await expect.poll(() => region.getAttribute('aria-busy')).toBeNull();
      await expect
        .poll(async () => page.evaluate(readRendered, await article.innerHTML()))
        .toEqual(expected);
      expect(await page.getByRole('alert').count()).toBe(0);
    },
  );
});
