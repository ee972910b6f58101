/**
 * The two parts of GitHub-flavoured markdown recipes use: tables and strike-through (`~~`, not a
 * single `~`, which recipes use for "about"). remark-gfm also brings autolinked bare addresses,
 * footnotes and task lists, about 5 kB (brotli) that a recipe does not need and the page's
 * budget cannot spare. Reading only: react-markdown never writes markdown back.
 */
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Processor } from 'unified';

/** What remark-parse reads from a processor's data (its declaration is not a dependency here). */
interface ParserData {
  micromarkExtensions?: ReturnType<typeof gfmTable>[];
  fromMarkdownExtensions?: ReturnType<typeof gfmTableFromMarkdown>[];
}

/** The parser's extensions, in mdast-util-from-markdown's option names. */
export function tablesAndStrikethrough() {
  return {
    extensions: [gfmTable(), gfmStrikethrough({ singleTilde: false })],
    mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown()],
  };
}

export default function remarkTablesAndStrikethrough(this: Processor): void {
  const data = this.data() as ParserData;
  const { extensions, mdastExtensions } = tablesAndStrikethrough();
  (data.micromarkExtensions ??= []).push(...extensions);
  (data.fromMarkdownExtensions ??= []).push(...mdastExtensions);
}
