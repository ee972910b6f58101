import { createElement, useMemo, type Ref } from 'react';
import type { RecipeOptions } from '../../recipe/recipe-request';
import type { Conflict } from '../../recipe/wishes/find-conflicts';
import { wordsOnly } from '../markdown/heal-markdown';
import type { RecipeState } from '../shared/recipe-state';
import { useRecipeMarkdown } from '../markdown/use-recipe-markdown';
import { useWishesUi } from '../wishes/use-wishes-ui';
import { useWordList } from '../wishes/use-word-list';
import { retryAfterSentence } from './retry-after';
import { plural, t } from '../i18n/text';
import { errorMessage } from '../i18n/error-text';

/** The recipe's place in the local model's line, in words: position 1 is next. */
export function waitingText({ position, etaSeconds }: { position: number; etaSeconds: number }) {
  const ahead = position - 1;
  const place = ahead === 0 ? t('yoursIsNext') : plural('ahead', ahead);
  const minutes = Math.round(etaSeconds / 60);
  const eta = minutes < 1 ? t('underAMinute') : t('aboutMinutes', { minutes });
  return t('waiting', { place, eta });
}

interface RecipeSectionProps {
  recipe: RecipeState;
  /** Offered beside a failure. */
  onRetry?: () => void;
  /** Offered under a finished recipe that breaks the wishes: a new version with this change. */
  onRewrite?: ((change: string) => void) | undefined;
  /** The recipe's text as rendered, for Copy and Print. */
  textRef?: Ref<HTMLElement>;
  /** The diet and things to avoid the recipe shown was written for. */
  wishes?: RecipeOptions | undefined;
  /** Try again, where focus can land when the recipe fails. */
  retryRef?: Ref<HTMLButtonElement>;
}

const NONE: readonly never[] = [];

/**
 * The places the check reports for the words listed, and only those, to be marked: "milk"
 * reported in a step does not mark the "milk" of "almond milk". Without the wishes at hand, none
 * (the words are then marked wherever they stand).
 */
function reportedPlaces(
  conflicts: readonly Conflict[],
  wishesUi: ReturnType<typeof useWishesUi>,
  wishes: RecipeOptions | undefined,
  markdown: string,
) {
  if (conflicts.length === 0 || !wishesUi || !wishes) return undefined;
  const listed = new Set(conflicts.map(({ found }) => found.toLowerCase()));
  return wishesUi
    .findPlacedConflicts(markdown, wishes)
    .filter(({ found }) => listed.has(found.toLowerCase()))
    .map(({ start, end }) => [start, end] as const);
}

/**
 * The conflicts under a finished recipe and their places to mark, with the wishes chunk that
 * shows them. A recipe opened from a link or from My recipes was not checked as it was written:
 * the page checks it against the wishes it was written for, with the same checker as the server.
 */
function useRecipeConflicts(recipe: RecipeState, wishes: RecipeOptions | undefined) {
  const { status, markdown } = recipe;
  const checkHere =
    status === 'done' &&
    recipe.conflicts === undefined &&
    Boolean(wishes?.diet?.length || wishes?.avoid?.length);
  const wishesUi = useWishesUi(Boolean(recipe.conflicts?.length) || checkHere);
  // The recipe language's words, for the check here and for the places marked.
  const wordsReady = useWordList(wishesUi?.loadWordList, wishes?.language);
  const conflicts = useMemo(() => {
    if (status !== 'done') return NONE;
    if (recipe.conflicts) return recipe.conflicts;
    if (!checkHere || !wishesUi || !wishes || !wordsReady) return NONE;
    return wishesUi.findConflicts(markdown, wishes);
  }, [status, recipe.conflicts, checkHere, wishesUi, wishes, markdown, wordsReady]);
  const places = useMemo(
    () => reportedPlaces(conflicts, wordsReady ? wishesUi : undefined, wishes, markdown),
    [conflicts, wordsReady, wishesUi, wishes, markdown],
  );
  return { wishesUi, conflicts, places };
}

export function RecipeSection({
  recipe,
  wishes,
  onRetry,
  onRewrite,
  textRef,
  retryRef,
}: RecipeSectionProps) {
  const { status, markdown, error, finishReason, queued } = recipe;
  const renderer = useRecipeMarkdown(markdown !== '', status === 'writing');
  const { wishesUi, conflicts, places } = useRecipeConflicts(recipe, wishes);
  return (
    <section
      className="recipe"
      aria-label={t('recipeLabel')}
      aria-live="polite"
      aria-busy={status === 'writing' ? true : undefined}
    >
      {status === 'writing' && !markdown && (
        <p className="recipe__writing">
          <span className="recipe__spinner" aria-hidden="true" />
          {queued ? waitingText(queued) : t('writing')}
        </p>
      )}
      {markdown && (
        <article className="recipe__text" ref={textRef}>
          {/* Until the renderer has loaded, the words show as plain text. */}
          {renderer ? (
            // The one component the chunk exports, the same on every render.
            createElement(renderer, {
              markdown,
              unfinished: status !== 'done' || finishReason === 'length',
              marks: conflicts.map((conflict) => conflict.found),
              places,
            })
          ) : (
            <p className="recipe__plain">{wordsOnly(markdown)}</p>
          )}
        </article>
      )}
      {status === 'stopped' && <p className="recipe__note">{t('stopped')}</p>}
      {status === 'done' && finishReason === 'length' && (
        <p className="recipe__note">{t('cutOff')}</p>
      )}
      {wishesUi && conflicts.length > 0 && (
        <wishesUi.WishesNotice conflicts={conflicts} onRewrite={onRewrite} />
      )}
      {error && (
        <div className="recipe__error">
          <div role="alert">
            {errorMessage(error)}
            {error.retryAfterSeconds !== undefined &&
              ` ${retryAfterSentence(error.code, error.retryAfterSeconds)}`}
          </div>
          {onRetry && (
            <button type="button" className="recipe__retry" onClick={onRetry} ref={retryRef}>
              {t('tryAgain')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
