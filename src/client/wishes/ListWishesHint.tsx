import { useMemo } from 'react';
import type { RecipeOptions } from '../../recipe/recipe-request';
import { isDiet } from '../../recipe/recipe-request';
import { findConflicts } from '../../recipe/wishes/find-conflicts';
import { loadWordList } from '../../recipe/wishes/languages/registry';
import { useWordList } from './use-word-list';
import { foundWithBecause } from './WishesNotice';
import { dietName, lt } from '../i18n/later-text';

interface ListWishesHintProps {
  ingredients: readonly string[];
  options: RecipeOptions;
}

/**
 * Beside the ingredient list: the visitor's own ingredients that a chosen diet or a thing to
 * avoid excludes. It only points them out; the visitor decides.
 */
export function ListWishesHint({ ingredients, options }: ListWishesHintProps) {
  // Until the language's words arrive, the hint reads English ones; then it reads again.
  const language = useWordList(loadWordList, options.language) ? options.language : undefined;
  const excluded = useMemo(
    () =>
      ingredients.flatMap((ingredient) => {
        const conflict = findConflicts(ingredient, { ...options, language })[0];
        return conflict ? [{ ingredient, conflict }] : [];
      }),
    [ingredients, options, language],
  );
  return (
    <div className="wishes-hint" aria-live="polite">
      {excluded.length > 0 && (
        <>
          <p>{lt('hintHeading')}</p>
          <ul>
            {excluded.map(({ ingredient, conflict: { wish, because } }) => (
              <li key={ingredient}>
                {foundWithBecause(ingredient, because)}:{' '}
                {isDiet(wish)
                  ? lt('hintDiet', { wish: dietName(wish) })
                  : lt('hintAvoid', { wish })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
