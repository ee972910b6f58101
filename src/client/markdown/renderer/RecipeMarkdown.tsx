import { memo, useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkTablesAndStrikethrough from './remark-tables-and-strikethrough';
import { recipeBlocks } from './markdown-blocks';
import rehypeMarkWords, { MAX_MARKS, markBudgets, markPattern } from './rehype-mark-words';
import rehypeMarkPlaces, { blockPlaces, type Place } from './rehype-mark-places';
import { recipeUrlTransform } from './recipe-urls';
import { MarkdownBlockBoundary } from './MarkdownBlockBoundary';
import { tooOpenToParse } from './emphasis-nesting';

/** Kept in one array so that memoized blocks stay equal. */
const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkTablesAndStrikethrough];
/**
 * An image shows as its alt text: a recipe is a stranger's text, and an image, wherever it points,
 * would be fetched the moment it is shown.
 */
const COMPONENTS: Components = { img: ({ alt }) => alt ?? null };

/**
 * One top-level block. Memoized on its text: once a later block has started, this one's text no
 * longer changes, so it is not parsed or rendered again while the recipe streams.
 * Raw HTML shows as text; links keep react-markdown's schemes and stay on this site when they have
 * none (recipe-urls.ts); a block the renderer fails on shows as plain words, and a block with
 * more open emphasis or brackets than a recipe holds shows as its text, every character of it.
 */
const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  pattern,
  markLimit,
  placed,
}: {
  markdown: string;
  pattern: RegExp | null;
  /** The most places this block may mark by its words. */
  markLimit: number;
  /** Places to mark as "start-end" pairs joined by spaces, offsets into this block. */
  placed: string;
}) {
  const rehypePlugins = useMemo<Options['rehypePlugins']>(() => {
    if (placed) {
      const places = placed
        .split(' ')
        .map((pair) => pair.split('-').map(Number) as [number, number]);
      return [[rehypeMarkPlaces, { places }]];
    }
    return pattern && markLimit > 0 ? [[rehypeMarkWords, { pattern, limit: markLimit }]] : [];
  }, [pattern, markLimit, placed]);
  if (tooOpenToParse(markdown)) return <p className="recipe__plain">{markdown}</p>;
  return (
    <MarkdownBlockBoundary markdown={markdown}>
      <Markdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={rehypePlugins}
        components={COMPONENTS}
        urlTransform={recipeUrlTransform}
      >
        {markdown}
      </Markdown>
    </MarkdownBlockBoundary>
  );
});

interface RecipeMarkdownProps {
  markdown: string;
  /** Still streaming, stopped or cut off: its tail is healed so no raw markup shows. */
  unfinished?: boolean;
  /** Words to mark where they stand (those the wishes check found), when no places are given. */
  marks?: readonly string[] | undefined;
  /** The places the wishes check reported, offsets into `markdown`: only these are marked. */
  places?: readonly Place[] | undefined;
}

/** The first MAX_MARKS places in reading order: a hostile answer reports thousands. */
function firstPlaces(places: readonly Place[]): Place[] {
  return [...places].sort((a, b) => a[0] - b[0]).slice(0, MAX_MARKS);
}

/** Loaded on demand, when a recipe starts. */
export default function RecipeMarkdown({
  markdown,
  unfinished = false,
  marks,
  places,
}: RecipeMarkdownProps) {
  // One string, so the pattern is built once for all blocks and again only when the words change.
  const marked = (marks ?? []).join('\n');
  const pattern = useMemo(() => (marked ? markPattern(marked.split('\n')) : null), [marked]);
  const blocks = useMemo(() => recipeBlocks(markdown, unfinished), [markdown, unfinished]);
  const placed = useMemo(
    () =>
      places
        ? blockPlaces(markdown, blocks, firstPlaces(places)).map((list) =>
            list.map(([start, end]) => `${start}-${end}`).join(' '),
          )
        : null,
    [markdown, blocks, places],
  );
  const markLimits = useMemo(
    () => markBudgets(blocks, placed ? null : pattern),
    [blocks, placed, pattern],
  );
  // Keyed by position: a block keeps its place (and its DOM) as later blocks are added.
  return blocks.map((block, index) => (
    <MarkdownBlock
      key={index}
      markdown={block}
      pattern={placed ? null : pattern}
      markLimit={markLimits[index]!}
      placed={placed?.[index] ?? ''}
    />
  ));
}
