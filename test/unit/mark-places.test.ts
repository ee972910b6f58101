import { describe, expect, test } from 'vitest';
import { recipeBlocks } from '../../src/client/markdown/renderer/markdown-blocks';
import { blockPlaces } from '../../src/client/markdown/renderer/rehype-mark-places';

describe('the places to mark, as offsets into each block', () => {
  test('blank lines between and inside blocks, kept once or dropped', () => {
    const markdown = '# Toast\n\n\n\n- 1 cup almond milk\n\n\n- 2 tbsp milk\n\nStir the milk.\n';
    const places = [...markdown.matchAll(/(?<!almond )milk/g)].map(
      (match) => [match.index, match.index + 4] as const,
    );
    const blocks = recipeBlocks(markdown, false);
    const found = blockPlaces(markdown, blocks, places);
    expect(
      found.flatMap((list, at) => list.map(([start, end]) => blocks[at]!.slice(start, end))),
    ).toEqual(['milk', 'milk']);
    expect(found.map((list) => list.length)).toEqual([0, 1, 1]);
    expect(blocks[1]!.slice(0, found[1]![0]![0])).toBe('- 1 cup almond milk\n\n- 2 tbsp ');
  });
});
