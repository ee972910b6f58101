/** A text as the check reads it, and a conflict found in it, shared by the English and language checks. */
import type { MentionContext } from './mention-context.js';
import type { ReaderView } from './reader-view.js';
import type { FoodMention } from './term-index.js';
import type { Token } from './tokens.js';

export interface ReadText {
  view: ReaderView;
  tokens: Token[];
  mentions: FoodMention[];
  context: MentionContext;
}

/** A conflict before its words are read out: tokens `first`..`last`. */
export interface Span {
  wish: string;
  first: number;
  last: number;
  because: string | null;
}
