/**
 * mdast-util-gfm-table and -strikethrough hold both halves of their markdown: reading it, and
 * writing a tree back as markdown (`mdast-util-to-markdown`, `markdown-table`). react-markdown
 * only reads, so the page's build puts this stub in place of the writing half (vite.config.ts),
 * which takes about 5 kB (brotli) off the markdown chunk. Anything that did try to write markdown fails loudly.
 */
function notInThePage(): never {
  throw new Error('Writing markdown is not part of the page bundle.');
}

export const defaultHandlers: Record<string, unknown> = new Proxy({}, { get: notInThePage });
export const markdownTable = notInThePage;
