/**
 * The page's part of the wishes check, loaded only once a diet or a thing to avoid is chosen, or
 * a recipe arrives that breaks one: the first chunk does not carry it or the checker's lists.
 */
import './wishes.css';

export { ListWishesHint } from './ListWishesHint';
export { WishesNotice } from './WishesNotice';
export { findConflicts, findPlacedConflicts } from '../../recipe/wishes/find-conflicts';
export { loadWordList } from './word-lists';
export { laterTextReady } from '../i18n/later-text';
