import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RecipeMarkdown from '../../src/client/markdown/renderer/RecipeMarkdown';
import { holdBackUnfinishedTail, wordsOnly } from '../../src/client/markdown/heal-markdown';
import { MARKED_UP_RECIPE, withoutWhitespace } from '../support/streaming-recipe';

function shownText(markdown: string, unfinished: boolean): string {
  const { container, unmount } = render(
    <RecipeMarkdown markdown={markdown} unfinished={unfinished} />,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('healing the unfinished tail of a streaming recipe', () => {
  it('holds back a line with no words yet, an unfinished table head, and a trailing escape', () => {
    expect(holdBackUnfinishedTail('Intro\n\n1.')).toBe('Intro\n');
    expect(holdBackUnfinishedTail('Intro\n\n--')).toBe('Intro\n');
    expect(holdBackUnfinishedTail('Intro\n\n| Step | Ti')).toBe('Intro\n');
    expect(holdBackUnfinishedTail('Intro\n\n| Step | Time |\n| --- | -')).toBe('Intro\n');
    expect(holdBackUnfinishedTail('Intro\n\n| Step | Time |\n| --- | --- |\n')).toBe(
      'Intro\n\n| Step | Time |\n| --- | --- |',
    );
    expect(holdBackUnfinishedTail('| A | B |\n| --- | --- |\n| To')).toBe(
      '| A | B |\n| --- | --- |\n| To',
    );
    expect(holdBackUnfinishedTail('salt &am')).toBe('salt ');
    expect(holdBackUnfinishedTail('a \\')).toBe('a ');
    expect(holdBackUnfinishedTail('Crispy **')).toBe('Crispy ');
    expect(holdBackUnfinishedTail('**Garlic*')).toBe('**Garlic');
    expect(holdBackUnfinishedTail('and [fresh herbs]')).toBe('and [fresh herbs');
    expect(holdBackUnfinishedTail('See the photo !')).toBe('See the photo');
    expect(holdBackUnfinishedTail('Enjoy!')).toBe('Enjoy!');
    expect(holdBackUnfinishedTail('a \\*')).toBe('a ');
    expect(holdBackUnfinishedTail('Whisk the milk')).toBe('Whisk the milk');
  });

  it('shows no frame with text the finished recipe does not show, at any length of the stream', () => {
    const finished = withoutWhitespace(shownText(MARKED_UP_RECIPE, false));
    expect(finished).not.toMatch(/[*`|[\]#]/);
    const wrong: string[] = [];
    const { container, rerender } = render(<RecipeMarkdown markdown="" unfinished />);
    for (let length = 1; length <= MARKED_UP_RECIPE.length; length += 1) {
      rerender(<RecipeMarkdown markdown={MARKED_UP_RECIPE.slice(0, length)} unfinished />);
      const frame = withoutWhitespace(container.textContent ?? '');
      if (!finished.startsWith(frame)) wrong.push(`${length}: …${frame.slice(-30)}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('renders the finished recipe as written: GFM tables and strike-through', () => {
    const { container } = render(<RecipeMarkdown markdown={MARKED_UP_RECIPE} />);
    expect(container.querySelector('table th')?.textContent).toBe('Step');
    expect(container.querySelectorAll('table tbody tr')).toHaveLength(2);
    expect(container.querySelector('del')?.textContent).toBe('No oven');
    // A single ~ means "about", not strike-through.
    expect(container.textContent).toContain('~20 minutes');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com/herbs');
  });
});

describe('the words shown before the markdown renderer has loaded', () => {
  it('show no raw marker at any length of the stream', () => {
    const finished = withoutWhitespace(shownText(MARKED_UP_RECIPE, false));
    const wrong: string[] = [];
    for (let length = 1; length <= MARKED_UP_RECIPE.length; length += 1) {
      const frame = withoutWhitespace(wordsOnly(MARKED_UP_RECIPE.slice(0, length)));
      if (/[*_`|#[\]]|~~/.test(frame)) wrong.push(`${length}: …${frame.slice(-30)}`);
      // The words only: what the renderer will show, give or take an entity or a list number.
      if (!finished.startsWith(frame.replace(/&amp;?|&a?m?/g, '&'))) {
        wrong.push(`${length}: …${frame.slice(-30)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
