import { useMemo } from 'react';
import type { RecipeOptions } from '../../recipe/recipe-request';
import { isDiet } from '../../recipe/recipe-request';
import { findConflicts } from '../../recipe/wishes/find-conflicts';
import { loadWordList } from './word-lists';
import { useWordList } from './use-word-list';
import { foundWithBecause } from './WishesNotice';
import { isLanguage } from '../../recipe/languages';
import { dietName, laterLanguage, lt } from '../i18n/later-text';

interface ListWishesHintProps {
  ingredients: readonly string[];
  options: RecipeOptions;
}

/**
 * Beside the ingredient list: the visitor's own ingredients that a chosen diet or a thing to
 * avoid excludes. It only points them out; the visitor decides.
 */
export function ListWishesHint({ ingredients, options }: ListWishesHintProps) {
  // The list is read in the page's language (the recipe will be asked in it). Until that
  // language's words arrive, the hint reads English ones; then it reads again.
  const page = laterLanguage();
  const wanted = options.language ?? (isLanguage(page) && page !== 'en' ? page : undefined);
  const language = useWordList(loadWordList, wanted) ? wanted : undefined;
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
