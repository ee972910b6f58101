import { useState } from 'react';
import type { SharedRecipe } from '../../recipe/share-link';
import { copyRecipe, copyText, recipeHtml } from '../copy-recipe';
import type { RecipeState } from '../hooks/use-recipe';
import { finishedAs, loadRecipeDocument } from '../hooks/use-recipe-json-ld';
import type { AskedWith } from '../hooks/use-recipe-versions';
import { loadShareLink } from '../hooks/use-shared-link';
import { whenRendered } from '../rendered-recipe';

interface RecipeActionsProps {
  recipe: RecipeState;
  /** What the recipe shown was written for: shared with it, its diet saved with it. */
  asked: AskedWith | null;
  onStop: () => void;
  onAnother: () => void;
  /** The rendered recipe, copied as HTML beside its markdown and printed. */
  renderedRecipe: () => Element | null;
}

export const LINK_COPIED = 'Link copied: anyone with it sees this recipe.';

/** Why a recipe cannot be shared as a link, in words for the visitor. */
class ShareRefusal extends Error {}

/** A phone (or any browser) with a system share sheet that takes links. */
function hasShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' && navigator.canShare?.({ url: location.href }) === true
  );
}

/**
 * Stop while writing; afterwards another recipe, copy, print, share and save. Outside the live
 * region.
 */
export function RecipeActions({
  recipe,
  asked,
  onStop,
  onAnother,
  renderedRecipe,
}: RecipeActionsProps) {
  // Remembered with the text it was about, so it disappears with the next recipe.
  const [note, setNote] = useState<{ markdown: string; message: string; link?: string }>({
    markdown: '',
    message: '',
  });
  const { status, markdown } = recipe;
  const finished = status === 'done' || status === 'stopped';
  const shown = status !== 'writing' && markdown !== '';

  function say(message: string, link?: string) {
    setNote({ markdown, message, ...(link === undefined ? {} : { link }) });
  }

  async function copy() {
    try {
      const html = whenRendered(renderedRecipe).then(
        (rendered) => rendered && recipeHtml(rendered),
      );
      await copyRecipe(markdown, html);
      say('Recipe copied.');
    } catch (error) {
      console.error('Copying the recipe failed:', error);
      say('Could not copy the recipe. Select the text and copy it instead.');
    }
  }

  /** Prints once the recipe is rendered from markdown, not its plain-text stand-in. */
  async function print() {
    await whenRendered(renderedRecipe);
    window.print();
  }

  /** Downloads the recipe shown as one schema.org Recipe object, the page's JSON-LD. */
  async function save() {
    try {
      const { recipeDocument } = await loadRecipeDocument();
      const { jsonLd, fileName } = recipeDocument(
        markdown,
        finishedAs(recipe),
        asked?.options.diet,
      );
      const file = new Blob([`${JSON.stringify(jsonLd, null, 2)}\n`], { type: 'application/json' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later, not at once: some engines read the file after the click returns.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      say(`Saved as ${fileName}.`);
    } catch (error) {
      console.error('Saving the recipe failed:', error);
      say('Could not save the recipe. Try again, or use Copy.');
    }
  }

  async function share() {
    const shared: SharedRecipe = {
      markdown,
      ingredients: [...(asked?.ingredients ?? [])],
      options: asked?.options ?? {},
      finishReason: finishedAs(recipe),
    };
    const link = loadShareLink()
      .then(({ makeShareFragment }) => makeShareFragment(shared))
      .then((made) => {
        if (!made.ok) throw new ShareRefusal(made.message);
        return `${location.origin}${location.pathname}${location.search}${made.fragment}`;
      });
    try {
      if (hasShareSheet()) {
        try {
          await navigator.share({ url: await link });
          say('');
          return;
        } catch (error) {
          // Closed by the visitor: nothing to say. Refused by the system: copying may still work.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          if (error instanceof ShareRefusal) throw error;
        }
      }
      await copyText(link);
      say(LINK_COPIED);
    } catch (error) {
      if (error instanceof ShareRefusal) {
        say(error.message);
        return;
      }
      console.error('Sharing the recipe failed:', error);
      const url = await link.catch(() => undefined);
      say('Could not copy the link. Copy it from here: anyone with it sees this recipe.', url);
    }
  }

  if (status === 'idle') return null;
  const noteShown = status !== 'writing' && note.markdown === markdown;
  return (
    <div className="recipe-actions">
      {status === 'writing' && (
        <button type="button" onClick={onStop} data-primary-action>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <rect x="3" y="3" width="10" height="10" rx="1.5" fill="currentColor" />
          </svg>
          Stop
        </button>
      )}
      {finished && (
        <button type="button" onClick={onAnother} data-primary-action>
          Get another recipe
        </button>
      )}
      {shown && (
        <>
          <button type="button" className="button-quiet" onClick={() => void copy()}>
            Copy
          </button>
          <button type="button" className="button-quiet" onClick={() => void print()}>
            Print
          </button>
          <button
            type="button"
            className="button-quiet"
            // A share sheet needs the click's activation, which a slow download of the share
            // code could outlast: it is fetched as the pointer or focus reaches the button.
            onPointerEnter={() => void loadShareLink()}
            onPointerDown={() => void loadShareLink()}
            onFocus={() => void loadShareLink()}
            onClick={() => void share()}
          >
            Share
          </button>
          <button type="button" className="button-quiet" onClick={() => void save()}>
            Save
          </button>
        </>
      )}
      <p className="recipe-actions__status" role="status">
        {noteShown ? note.message : ''}
      </p>
      {noteShown && note.link && (
        <input
          className="recipe-actions__link"
          type="url"
          readOnly
          value={note.link}
          aria-label="Link to this recipe"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      {shown && (
        <details className="recipe-actions__import">
          <summary>Importing a saved recipe</summary>
          <p>
            Save makes a schema.org Recipe file. Mealie: <em>Import from HTML or JSON</em>, paste
            the file&rsquo;s text. Tandoor: import it as a source. Nextcloud Cookbook: put it in a
            recipe folder as <code>recipe.json</code>.
          </p>
        </details>
      )}
    </div>
  );
}
