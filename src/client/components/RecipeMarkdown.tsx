import { memo, useMemo } from 'react';
import Markdown, { type Options } from 'react-markdown';
import remend from 'remend';
import { holdBackUnfinishedTail } from '../heal-markdown';
import remarkTablesAndStrikethrough from '../remark-tables-and-strikethrough';
import { splitMarkdownBlocks } from '../markdown-blocks';
import rehypeMarkWords from '../rehype-mark-words';
import './recipe-marks.css';

/** Kept in one array so that memoized blocks stay equal. */
const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkTablesAndStrikethrough];

/** The growing last block, healed: markers it opened are closed (`**Gar` shows as bold). */
export function healGrowingBlock(block: string): string {
  // KaTeX is not rendered here, so `$$` is plain text and must not be completed.
  return remend(block, { katex: false, inlineKatex: false });
}

/**
 * One top-level block. Memoized on its text: once a later block has started, this one's text no
 * longer changes, so it is not parsed or rendered again while the recipe streams.
 * react-markdown's defaults stay: raw HTML shows as text, unsafe link schemes are dropped.
 */
const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  marked,
}: {
  markdown: string;
  marked: string;
}) {
  const rehypePlugins = useMemo<Options['rehypePlugins']>(
    () => (marked ? [[rehypeMarkWords, { words: marked.split('\n') }]] : []),
    [marked],
  );
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} rehypePlugins={rehypePlugins}>
      {markdown}
    </Markdown>
  );
});

interface RecipeMarkdownProps {
  markdown: string;
  /** Still streaming, stopped or cut off: its tail is healed so no raw markup shows. */
  unfinished?: boolean;
  /** Words to mark where they stand (those the wishes check found). */
  marks?: readonly string[] | undefined;
}

/** Loaded on demand, when a recipe starts. */
export default function RecipeMarkdown({
  markdown,
  unfinished = false,
  marks,
}: RecipeMarkdownProps) {
  // One string, so memoized blocks stay equal while the words do.
  const marked = (marks ?? []).join('\n');
  const blocks = useMemo(() => {
    if (!unfinished) return splitMarkdownBlocks(markdown);
    const split = splitMarkdownBlocks(holdBackUnfinishedTail(markdown));
    // Only the last block can hold an unclosed marker: the others are finished.
    if (split.length > 0) split.push(healGrowingBlock(split.pop()!));
    return split;
  }, [markdown, unfinished]);
  // Keyed by position: a block keeps its place (and its DOM) as later blocks are added.
  return blocks.map((block, index) => (
    <MarkdownBlock key={index} markdown={block} marked={marked} />
  ));
}
