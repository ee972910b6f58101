import { useState, type Ref, type RefObject } from 'react';
import type { RecipeState } from '../shared/recipe-state';
import { finishedAs, loadRecipeDocument } from './use-recipe-json-ld';
import type { AskedWith } from '../shared/recipe-state';
import { loadShareLink } from './use-shared-link';
import type { RecipeDocument } from './recipe-document';
import {
  copyRecipeShown,
  printRecipeShown,
  saveRecipeDocument,
  shareRecipeLink,
  type ActionNote,
} from './recipe-action-tasks';
import { t } from '../i18n/text';

export { LINK_COPIED } from './recipe-action-tasks';

interface RecipeActionsProps {
  recipe: RecipeState;
  /** What the recipe shown was written for: shared with it, its diet saved with it. */
  asked: AskedWith | null;
  onStop: () => void;
  onAnother: () => void;
  /** The rendered recipe, copied as HTML beside its markdown and printed. */
  renderedRecipe: RefObject<Element | null>;
  /** The recipe shown as the page's JSON-LD, what Save downloads; null until it is built. */
  recipeDocument?: RecipeDocument | null;
  /** The main action of the moment (Stop, or Get another recipe), where focus can land. */
  primaryActionRef?: Ref<HTMLButtonElement>;
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
  recipeDocument = null,
  primaryActionRef,
}: RecipeActionsProps) {
  // Remembered with the text it was about, so it disappears with the next recipe.
  const [note, setNote] = useState<ActionNote & { markdown: string }>({
    markdown: '',
    message: '',
  });
  const { status, markdown } = recipe;
  const finished = status === 'done' || status === 'stopped';
  const shown = status !== 'writing' && markdown !== '';

  /** Says what an action did, unless it has nothing to say. */
  function say(task: Promise<ActionNote | null>) {
    void task.then((said) => said && setNote({ markdown, ...said }));
  }
  const shownRecipe = () => renderedRecipe.current;

  /** Downloads the document the page built for the recipe shown, or builds it if not yet. */
  const save = () =>
    saveRecipeDocument(async () => {
      if (recipeDocument) return recipeDocument;
      const { recipeDocument: build } = await loadRecipeDocument();
      return build(markdown, finishedAs(recipe), asked?.options.diet);
    });

  const share = () =>
    shareRecipeLink({
      markdown,
      ingredients: [...(asked?.ingredients ?? [])],
      options: asked?.options ?? {},
      finishReason: finishedAs(recipe),
    });

  if (status === 'idle') return null;
  const noteShown = status !== 'writing' && note.markdown === markdown;
  return (
    <div className="recipe-actions">
      {status === 'writing' && <StopButton onStop={onStop} buttonRef={primaryActionRef} />}
      {finished && (
        <button type="button" onClick={onAnother} ref={primaryActionRef} data-primary-action>
          {t('getAnother')}
        </button>
      )}
      {shown && (
        <RecipeFileButtons
          onCopy={() => say(copyRecipeShown(markdown, shownRecipe))}
          onPrint={() => void printRecipeShown(shownRecipe)}
          onShare={() => say(share())}
          onSave={() => say(save())}
        />
      )}
      <p className="recipe-actions__status" role="status">
        {noteShown ? note.message : ''}
      </p>
      {noteShown && note.link && <LinkToCopy link={note.link} />}
      {shown && <ImportHelp />}
    </div>
  );
}

/** A link that could not be copied, shown to be copied by hand. */
function LinkToCopy({ link }: { link: string }) {
  return (
    <input
      className="recipe-actions__link"
      type="url"
      readOnly
      value={link}
      aria-label={t('linkToRecipe')}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}

function ImportHelp() {
  return (
    <details className="recipe-actions__import">
      <summary>{t('importSummary')}</summary>
      <p>
        {t('importHelpStart')}
        <em>{t('importHelpMealie')}</em>
        {t('importHelpEnd')}
        <code>recipe.json</code>.
      </p>
    </details>
  );
}

function StopButton({
  onStop,
  buttonRef,
}: {
  onStop: () => void;
  buttonRef?: Ref<HTMLButtonElement> | undefined;
}) {
  return (
    <button type="button" onClick={onStop} ref={buttonRef} data-primary-action>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <rect x="3" y="3" width="10" height="10" rx="1.5" fill="currentColor" />
      </svg>
      {t('stop')}
    </button>
  );
}

interface RecipeFileButtonsProps {
  onCopy: () => void;
  onPrint: () => void;
  onShare: () => void;
  onSave: () => void;
}

/** Copy, print, share and save the recipe shown. */
function RecipeFileButtons({ onCopy, onPrint, onShare, onSave }: RecipeFileButtonsProps) {
  return (
    <>
      <button type="button" className="button-quiet" onClick={onCopy}>
        {t('copy')}
      </button>
      <button type="button" className="button-quiet" onClick={onPrint}>
        {t('print')}
      </button>
      <button
        type="button"
        className="button-quiet"
        // A share sheet needs the click's activation, which a slow download of the share
        // code could outlast: it is fetched as the pointer or focus reaches the button.
        onPointerEnter={() => void loadShareLink()}
        onPointerDown={() => void loadShareLink()}
        onFocus={() => void loadShareLink()}
        onClick={onShare}
      >
        {t('share')}
      </button>
      <button type="button" className="button-quiet" onClick={onSave}>
        {t('save')}
      </button>
    </>
  );
}
