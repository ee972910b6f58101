/**
 * Copy puts the recipe on the clipboard twice: its markdown as `text/plain`, and the rendered
 * recipe as `text/html`, so pasting into a document keeps the headings, lists and tables.
 */

/** What the rendered recipe may hold; anything else is unwrapped (its text kept) or dropped. */
const KEPT_ELEMENTS = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr ul ol li strong em del code pre blockquote a table thead tbody tr th td input'.split(
    ' ',
  ),
);
const DROPPED_ELEMENTS = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed']);
const KEPT_ATTRIBUTES = new Set(['href', 'title', 'start', 'type', 'checked', 'disabled']);
const SAFE_LINK = /^(?:https?|mailto):/i;

/**
 * The rendered recipe as HTML for the clipboard: only the elements and attributes markdown makes,
 * so no script, no event attribute and no unsafe link, whatever the page's DOM held.
 */
export function recipeHtml(rendered: Element): string {
  const copy = rendered.cloneNode(true) as Element;
  for (const element of [...copy.querySelectorAll('*')].reverse()) {
    const name = element.localName;
    if (DROPPED_ELEMENTS.has(name)) {
      element.remove();
      continue;
    }
    if (!KEPT_ELEMENTS.has(name)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    for (const { name: attribute, value } of [...element.attributes]) {
      const unsafeLink = attribute === 'href' && !SAFE_LINK.test(value);
      if (!KEPT_ATTRIBUTES.has(attribute) || unsafeLink) element.removeAttribute(attribute);
    }
  }
  return copy.innerHTML;
}

function supportsHtmlItems(): boolean {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard.write) return false;
  // Older engines have ClipboardItem without `supports`; they accept text/html.
  return typeof ClipboardItem.supports !== 'function' || ClipboardItem.supports('text/html');
}

/**
 * Resolves once the recipe is on the clipboard; rejects only when even plain text failed. `html`
 * may still be coming (the renderer loading): the write starts at once, inside the click that
 * allows it, and the clipboard takes the HTML when it is ready.
 */
export async function copyRecipe(
  markdown: string,
  html: string | null | Promise<string | null>,
): Promise<void> {
  if (html !== null && supportsHtmlItems()) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([markdown], { type: 'text/plain' }),
          'text/html': Promise.resolve(html).then((markup) => {
            if (markup === null) throw new Error('the recipe could not be rendered');
            return new Blob([markup], { type: 'text/html' });
          }),
        }),
      ]);
      return;
    } catch {
      // Some engines refuse rich items (WebKitGTK and Firefox under automation, some settings)
      // while plain text still works: the markdown alone is the copy then. If plain text fails
      // too, that error is the one reported.
    }
  }
  await navigator.clipboard.writeText(markdown);
}

/**
 * Puts text that may still be coming on the clipboard. As with the recipe, the write starts inside
 * the click and takes the text when it is ready; rejects with `text`'s own error when it fails.
 */
export async function copyText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': text.then((plain) => new Blob([plain], { type: 'text/plain' })),
        }),
      ]);
      return;
    } catch {
      // As in copyRecipe: plain text may work where items do not.
    }
  }
  await navigator.clipboard.writeText(await text);
}
