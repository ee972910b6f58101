import { createElement, useMemo, type Ref } from 'react';
import type { RecipeOptions } from '../../recipe/recipe-request';
import type { Conflict } from '../../recipe/wishes/find-conflicts';
import { wordsOnly } from '../markdown/heal-markdown';
import type { RecipeState } from '../shared/recipe-state';
import { useRecipeMarkdown } from '../markdown/use-recipe-markdown';
import { useWishesUi } from '../wishes/use-wishes-ui';
import { retryAfterSentence } from './retry-after';

export const WRITING_TEXT = 'Writing your recipe…';

/** The recipe's place in the local model's line, in words: position 1 is next. */
export function waitingText({ position, etaSeconds }: { position: number; etaSeconds: number }) {
  const ahead = position - 1;
  const place =
    ahead === 0 ? 'yours is next' : `${ahead} recipe${ahead === 1 ? '' : 's'} ahead of yours`;
  const minutes = Math.round(etaSeconds / 60);
  const eta = minutes < 1 ? 'less than a minute' : `about ${minutes} min`;
  return `Waiting for the local model: ${place}, ${eta}.`;
}
export const STOPPED_TEXT = 'You stopped the recipe. What was written so far is kept.';
export const CUT_OFF_TEXT =
  'This recipe was cut off: it reached the length limit before it was finished.';

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
  // A recipe opened from a link or from My recipes was not checked as it was written: the page
  // checks it against the wishes it was written for, with the same checker as the server.
  const checkHere =
    status === 'done' &&
    recipe.conflicts === undefined &&
    Boolean(wishes?.diet?.length || wishes?.avoid?.length);
  const wishesUi = useWishesUi(Boolean(recipe.conflicts?.length) || checkHere);
  const conflicts = useMemo(() => {
    if (status !== 'done') return NONE;
    if (recipe.conflicts) return recipe.conflicts;
    return checkHere && wishesUi && wishes ? wishesUi.findConflicts(markdown, wishes) : NONE;
  }, [status, recipe.conflicts, checkHere, wishesUi, wishes, markdown]);
  const places = useMemo(
    () => reportedPlaces(conflicts, wishesUi, wishes, markdown),
    [conflicts, wishesUi, wishes, markdown],
  );
  return (
    <section
      className="recipe"
      aria-label="Suggested recipe"
      aria-live="polite"
      aria-busy={status === 'writing' ? true : undefined}
    >
      {status === 'writing' && !markdown && (
        <p className="recipe__writing">
          <span className="recipe__spinner" aria-hidden="true" />
          {queued ? waitingText(queued) : WRITING_TEXT}
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
      {status === 'stopped' && <p className="recipe__note">{STOPPED_TEXT}</p>}
      {status === 'done' && finishReason === 'length' && (
        <p className="recipe__note">{CUT_OFF_TEXT}</p>
      )}
      {wishesUi && conflicts.length > 0 && (
        <wishesUi.WishesNotice conflicts={conflicts} onRewrite={onRewrite} />
      )}
      {error && (
        <div className="recipe__error">
          <div role="alert">
            {error.message}
            {error.retryAfterSeconds !== undefined &&
              ` ${retryAfterSentence(error.code, error.retryAfterSeconds)}`}
          </div>
          {onRetry && (
            <button type="button" className="recipe__retry" onClick={onRetry} ref={retryRef}>
              Try again
            </button>
          )}
        </div>
      )}
    </section>
  );
}
