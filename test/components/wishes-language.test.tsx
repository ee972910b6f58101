/**
 * The page's wishes check in the recipe's language: the hint beside the list and the check of a
 * recipe opened from a link load that language's word list, and then read its words.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeSection } from '../../src/client/recipe-versions/RecipeSection';
import type { RecipeState } from '../../src/client/shared/recipe-state';
import { ListWishesHint } from '../../src/client/wishes/ListWishesHint';

/** The word list is a chunk of its own: it loads on a busy machine too. */
const LIST_LOADED = { timeout: 5000 };

function opened(markdown: string): RecipeState {
  return {
    status: 'done',
    markdown,
    finishReason: 'stop',
    error: null,
    conflicts: undefined,
  } as RecipeState;
}

describe('the wishes check in the page language', () => {
  it('points out a German compound on the list once the German words have arrived', async () => {
    render(
      <ListWishesHint
        ingredients={['Schlagsahne', 'Karotten', 'Reis']}
        options={{ diet: ['vegan'], language: 'de' }}
      />,
    );
    const note = await screen.findByText(/^Schlagsahne\b/, undefined, LIST_LOADED);
    expect(note).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('checks a French recipe opened from a link in French', async () => {
    const recipe = opened(
      "# Crêpes\n\n- 250 g de farine de blé\n- 3 œufs\n- 50 cl de lait d'avoine",
    );
    const { container } = render(
      <RecipeSection recipe={recipe} wishes={{ diet: ['vegan'], language: 'fr' }} />,
    );
    await screen.findByText(/lists œufs/, undefined, LIST_LOADED);
    const notice = container.querySelector('.wishes-notice')!.textContent;
    expect(notice).not.toMatch(/lait/);
  });
});
