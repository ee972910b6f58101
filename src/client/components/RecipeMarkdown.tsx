import { memo, useMemo } from 'react';
import Markdown from 'react-markdown';
import { splitMarkdownBlocks } from '../markdown-blocks';

/**
 * One top-level block. Memoized on its text: once a later block has started, this one's text no
 * longer changes, so it is not parsed or rendered again while the recipe streams.
 * react-markdown's defaults stay: raw HTML shows as text, unsafe link schemes are dropped.
 */
const MarkdownBlock = memo(function MarkdownBlock({ markdown }: { markdown: string }) {
  return <Markdown>{markdown}</Markdown>;
});

/** Loaded on demand, when a recipe starts. */
export default function RecipeMarkdown({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => splitMarkdownBlocks(markdown), [markdown]);
  // Keyed by position: a block keeps its place (and its DOM) as later blocks are added.
  return blocks.map((block, index) => <MarkdownBlock key={index} markdown={block} />);
}
