/**
 * mdast-util-to-hast's footer lists a document's footnotes. Footnotes are a GitHub extension the
 * page's parser does not read (remark-tables-and-strikethrough.ts), so a recipe never has one:
 * the page's build puts this footer, which adds nothing, in place of that code (vite.config.ts).
 */
export function footer(): undefined {
  return undefined;
}
export function defaultFootnoteBackContent(): never[] {
  return [];
}
export function defaultFootnoteBackLabel(): string {
  return '';
}
