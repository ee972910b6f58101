import { memo, useMemo } from 'react';
import Markdown, { type Options } from 'react-markdown';
import remend from 'remend';
import { limitMarkdownNesting } from '../../recipe/markdown-nesting';
import { holdBackUnfinishedTail } from '../heal-markdown';
import remarkTablesAndStrikethrough from '../remark-tables-and-strikethrough';
import { splitMarkdownBlocks } from '../markdown-blocks';
import { MarkdownBlockBoundary } from './MarkdownBlockBoundary';

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
 * react-markdown's defaults stay: raw HTML shows as text, unsafe link schemes are dropped. A block
 * the renderer fails on shows as plain words.
 */
const MarkdownBlock = memo(function MarkdownBlock({ markdown }: { markdown: string }) {
  return (
    <MarkdownBlockBoundary markdown={markdown}>
      <Markdown remarkPlugins={REMARK_PLUGINS}>{markdown}</Markdown>
    </MarkdownBlockBoundary>
  );
});

interface RecipeMarkdownProps {
  markdown: string;
  /** Still streaming, stopped or cut off: its tail is healed so no raw markup shows. */
  unfinished?: boolean;
}

/** Loaded on demand, when a recipe starts. */
export default function RecipeMarkdown({ markdown, unfinished = false }: RecipeMarkdownProps) {
  const blocks = useMemo(() => {
    // Before anything parses it: no line opens containers deeper than the renderer can walk.
    const bounded = limitMarkdownNesting(markdown);
    if (!unfinished) return splitMarkdownBlocks(bounded);
    const split = splitMarkdownBlocks(holdBackUnfinishedTail(bounded));
    // Only the last block can hold an unclosed marker: the others are finished.
    if (split.length > 0) split.push(healGrowingBlock(split.pop()!));
    return split;
  }, [markdown, unfinished]);
  // Keyed by position: a block keeps its place (and its DOM) as later blocks are added.
  return blocks.map((block, index) => <MarkdownBlock key={index} markdown={block} />);
}
