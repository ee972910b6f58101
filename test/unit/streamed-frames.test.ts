/**
 * Every frame of every recorded or corpus recipe, as it streams one character at a time, shows
 * only text the finished recipe shows, in the same order: no marker flashes. Read with the page's
 * parser (CommonMark, tables and `~~`), block by block as the page renders them.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { recipeBlocks } from '../../src/client/markdown/renderer/markdown-blocks';
import { tablesAndStrikethrough } from '../../src/client/markdown/renderer/remark-tables-and-strikethrough';
import { RECIPE_CORPUS } from '../fixtures/recipe-corpus';
import { MARKED_UP_RECIPE, withoutWhitespace } from '../support/streaming-recipe';
import { expectedRecipe, isStreamedSuccess, loadTapes } from '../support/tapes';

/** Finished blocks come back in every later frame: each is read once. */
const shownBlocks = new Map<string, string>();

function shownText(blocks: string[]): string {
  return blocks
    .map((block) => {
      let text = shownBlocks.get(block);
      if (text === undefined) {
        text = withoutWhitespace(toString(fromMarkdown(block, tablesAndStrikethrough())));
        shownBlocks.set(block, text);
      }
      return text;
    })
    .join('');
}

/** What the corpus has little of: signs, escapes, HTML, addresses, nested emphasis. */
const ODD_MARKUP = [
  '# Tin *and* oven',
  '',
  '**Tip:** a 20*30 cm tin, snake_case names, \\*not bold\\*, <b>salt</b> and <https://example.com/tin>.',
  '',
  '- ***Very*** hot ~~oven~~ oven, about ~20 min, 2 * 3 eggs',
  '- ![Bread](https://example.com/b.png) and [*fresh* herbs](https://example.com/(herbs))',
  '- `a*b` and ``code ` tick`` and __strong__ _em_',
].join('\n');

const RECIPES = [
  { name: 'the marked-up recipe', markdown: MARKED_UP_RECIPE },
  { name: 'odd markup', markdown: ODD_MARKUP },
  ...RECIPE_CORPUS.map((recipe) => ({ name: recipe.id, markdown: recipe.markdown })),
  ...distinctTapeTexts(),
];

/** Several providers' tapes carry the same recipe: each text once. */
function distinctTapeTexts() {
  const byText = new Map<string, { name: string; markdown: string }>();
  for (const tape of loadTapes().filter(isStreamedSuccess)) {
    const markdown = expectedRecipe(tape).text;
    if (markdown !== '' && !byText.has(markdown))
      byText.set(markdown, { name: `tape ${tape.index}`, markdown });
  }
  return [...byText.values()];
}

describe('a streaming recipe, frame by frame', () => {
  it('reads more than 60 recipes with markup of every kind', () => {
    expect(RECIPES.length).toBeGreaterThan(60);
    const all = RECIPES.map((recipe) => recipe.markdown).join('\n');
    for (const marker of ['**', '`', '~~', '](', '![', '| ---', '<b>', '<https:', '\\*', '```'])
      expect(all).toContain(marker);
  });

  it.each(RECIPES)('$name shows nothing the finished recipe does not', ({ markdown }) => {
    const finished = shownText(recipeBlocks(markdown, false));
    const wrong: string[] = [];
    for (let length = 1; length <= markdown.length; length += 1) {
      const frame = shownText(recipeBlocks(markdown.slice(0, length), true));
      if (!finished.startsWith(frame)) wrong.push(`${length}: …${frame.slice(-30)}`);
    }
    expect(wrong).toEqual([]);
  });
});
