/** What Copy, Share and Save tell the visitor; no imports, so the lazy share code shares them. */

/** What an action tells the visitor: a sentence, and a link to copy by hand when copying failed. */
export interface ActionNote {
  message: string;
  link?: string;
}

/** Why a recipe cannot be shared as a link, in words for the visitor. */
export class ShareRefusal extends Error {}
