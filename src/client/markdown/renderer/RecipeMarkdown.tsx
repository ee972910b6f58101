import { memo, useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkTablesAndStrikethrough from './remark-tables-and-strikethrough';
import { recipeBlocks } from './markdown-blocks';
import rehypeMarkWords from './rehype-mark-words';
import rehypeMarkPlaces, { blockPlaces, type Place } from './rehype-mark-places';
import { recipeUrlTransform } from './recipe-urls';
import { MarkdownBlockBoundary } from './MarkdownBlockBoundary';

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
 * none (recipe-urls.ts); a block the renderer fails on shows as plain words.
 */
const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  marked,
  placed,
}: {
  markdown: string;
  marked: string;
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
    return marked ? [[rehypeMarkWords, { words: marked.split('\n') }]] : [];
  }, [marked, placed]);
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

/** Loaded on demand, when a recipe starts. */
export default function RecipeMarkdown({
  markdown,
  unfinished = false,
  marks,
  places,
}: RecipeMarkdownProps) {
  // One string, so memoized blocks stay equal while the words do.
  const marked = (marks ?? []).join('\n');
  const blocks = useMemo(() => recipeBlocks(markdown, unfinished), [markdown, unfinished]);
  const placed = useMemo(
    () =>
      places
        ? blockPlaces(markdown, blocks, places).map((list) =>
            list.map(([start, end]) => `${start}-${end}`).join(' '),
          )
        : null,
    [markdown, blocks, places],
  );
  // Keyed by position: a block keeps its place (and its DOM) as later blocks are added.
  return blocks.map((block, index) => (
    <MarkdownBlock
      key={index}
      markdown={block}
      marked={placed ? '' : marked}
      placed={placed?.[index] ?? ''}
    />
  ));
}
