import type { Conflict } from '../../recipe/wishes/find-conflicts';
import { isDiet } from '../../recipe/recipe-request';
import { rewriteChange } from './rewrite-change';

/** Said once under the notice: the check proves presence, never absence. */
export const LIMITS_SENTENCE =
  'This check only finds the words it knows, so still read the label of everything you use.';
export const REWRITE_LABEL = 'Rewrite without these';

/** "butter (milk)"; the words alone when there is no "because" or it says the same. */
export function foundWithBecause(found: string, because: string | null): string {
  const same =
    because === null || because.toLocaleLowerCase('en') === found.toLocaleLowerCase('en');
  return same ? found : `${found} (${because})`;
}

/** "This recipe lists butter (milk), but you asked for dairy-free." */
export function conflictSentence({ wish, found, because }: Conflict): string {
  const what = foundWithBecause(found, because);
  const asked = isDiet(wish) ? `asked for ${wish}` : `asked to avoid ${wish}`;
  return `This recipe lists ${what}, but you ${asked}.`;
}

interface WishesNoticeProps {
  conflicts: readonly Conflict[];
  /** Asks for a new version without the words found; absent when no revision can be sent. */
  onRewrite?: ((change: string) => void) | undefined;
}

/** Under a finished recipe that names what the visitor's wishes exclude. */
export function WishesNotice({ conflicts, onRewrite }: WishesNoticeProps) {
  return (
    <div className="wishes-notice">
      <ul className="wishes-notice__list">
        {conflicts.map((conflict) => (
          <li key={`${conflict.wish}\u0000${conflict.found}`}>{conflictSentence(conflict)}</li>
        ))}
      </ul>
      <p className="wishes-notice__limits">{LIMITS_SENTENCE}</p>
      {onRewrite && (
        <button type="button" onClick={() => onRewrite(rewriteChange(conflicts))}>
          {REWRITE_LABEL}
        </button>
      )}
    </div>
  );
}
