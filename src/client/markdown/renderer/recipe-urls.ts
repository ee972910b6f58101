import { defaultUrlTransform } from 'react-markdown';

/** Stands for the page's own site when a relative URL is resolved; `.invalid` is never a host. */
const OWN_SITE = 'https://recipe-generator.invalid/Recipe-generator/';
/** `scheme:` before any `/`, `?` or `#`: what defaultUrlTransform checks against its list. */
const HAS_SCHEME = /^[^/?#]*:/;

/**
 * A recipe's link target, or '' to drop it. react-markdown's schemes stay (http, https, irc, ircs,
 * mailto, xmpp: the visitor follows such a link only by choice), and so do relative URLs that stay
 * on this site. A URL without a scheme that the browser would send to another host (`//host/x`,
 * `/\host/x`, `\\host`, or with tabs the URL parser removes) is dropped: the link filter's
 * "relative" is not the browser's.
 */
export function recipeUrlTransform(url: string): string {
  const kept = defaultUrlTransform(url);
  if (kept === '' || HAS_SCHEME.test(kept)) return kept;
  let resolved: URL;
  try {
    resolved = new URL(kept, OWN_SITE);
  } catch {
    return '';
  }
  return resolved.origin === new URL(OWN_SITE).origin ? kept : '';
}
