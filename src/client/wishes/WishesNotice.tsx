import type { Conflict } from '../../recipe/wishes/find-conflicts';
import { isDiet } from '../../recipe/recipe-request';
import { plainPhrase, rewriteChange } from './rewrite-change';
import { dietName, groupName, laterLanguage, lt } from '../i18n/later-text';
import en from '../i18n/later/en';

/** Said once under the notice: the check proves presence, never absence. */
export const LIMITS_SENTENCE = en.limits;
export const REWRITE_LABEL = en.rewrite;

/**
 * "butter (milk)", the group named in the language shown; the words alone when there is no
 * "because" or it says the same.
 */
export function foundWithBecause(found: string, because: string | null): string {
  const named = because === null ? null : plainPhrase(groupName(because));
  const same =
    named === null ||
    named.toLocaleLowerCase(laterLanguage()) === found.toLocaleLowerCase(laterLanguage());
  return same ? found : `${found} (${named})`;
}

/** "This recipe lists butter (milk), but you asked for dairy-free." */
export function conflictSentence(conflict: Conflict): string {
  const [wish, found] = [plainPhrase(conflict.wish), plainPhrase(conflict.found)];
  const what = foundWithBecause(found, conflict.because);
  return isDiet(wish)
    ? lt('conflictDiet', { what, wish: dietName(wish) })
    : lt('conflictAvoid', { what, wish });
}

/** The notice lists this many; a hostile answer may hold thousands, and the rest are counted. */
export const MAX_LISTED_CONFLICTS = 20;

interface WishesNoticeProps {
  conflicts: readonly Conflict[];
  /** Asks for a new version without the words found; absent when no revision can be sent. */
  onRewrite?: ((change: string) => void) | undefined;
}

/** Under a finished recipe that names what the visitor's wishes exclude. */
export function WishesNotice({ conflicts, onRewrite }: WishesNoticeProps) {
  const more = conflicts.length - MAX_LISTED_CONFLICTS;
  return (
    <div className="wishes-notice">
      <ul className="wishes-notice__list">
        {conflicts.slice(0, MAX_LISTED_CONFLICTS).map((conflict) => (
          <li key={`${conflict.wish}\u0000${conflict.found}`}>{conflictSentence(conflict)}</li>
        ))}
        {more > 0 && <li>{lt('moreConflicts', { count: more })}</li>}
      </ul>
      <p className="wishes-notice__limits">{lt('limits')}</p>
      {onRewrite && (
        <button type="button" onClick={() => onRewrite(rewriteChange(conflicts))}>
          {lt('rewrite')}
        </button>
      )}
    </div>
  );
}
