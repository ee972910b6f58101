import type { Ref } from 'react';
import {
  MAX_INGREDIENTS,
  canAddMoreIngredients,
  findIngredientProblem,
  normalizeIngredient,
} from '../../recipe/ingredient-rules';
import { takeOverEarlySubmits } from './early-input';
import { EntryForm, type EntryOutcome } from './EntryForm';
import { t } from '../i18n/text';
import { ingredientProblemText } from '../i18n/problem-text';

interface IngredientFormProps {
  ingredients: readonly string[];
  onAdd: (ingredient: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** What submitting `raw` to `list` does: the entry to add, or the hint that says why not. */
function checkEntry(raw: string, list: readonly string[]): { add: string } | { hint: string } {
  // The full-list hint is shown for as long as the list is full.
  if (!canAddMoreIngredients(list)) return { hint: '' };
  const ingredient = normalizeIngredient(raw);
  const problem = findIngredientProblem(ingredient, list);
  return problem ? { hint: ingredientProblemText(problem) } : { add: ingredient };
}

export function IngredientForm({ ingredients, onAdd, inputRef }: IngredientFormProps) {
  function addEntry(raw: string): EntryOutcome {
    const result = checkEntry(raw, ingredients);
    if (!('add' in result)) return { problem: result.hint };
    onAdd(result.add);
    return 'added';
  }

  /** Adds, in order, what was submitted before the app ran; typing in the field stays as it is. */
  function addEarlySubmits(field: HTMLInputElement): string | null {
    const list = [...ingredients];
    let lastHint: string | null = null;
    for (const raw of takeOverEarlySubmits()) {
      const result = checkEntry(raw, list);
      if ('add' in result) {
        list.push(result.add);
        onAdd(result.add);
        lastHint = '';
      } else {
        lastHint = result.hint;
        // A refused entry goes back into the field to be corrected, unless more was typed since.
        if (field.value === '') field.value = raw;
      }
    }
    return lastHint;
  }

  return (
    <EntryForm
      className="add-ingredient"
      name="ingred"
      ariaLabel={t('addIngredient')}
      placeholder={t('ingredientPlaceholder')}
      buttonText={t('addIngredientButton')}
      inputRef={inputRef}
      onEntry={addEntry}
      onTakeOver={addEarlySubmits}
      standingHint={
        canAddMoreIngredients(ingredients) ? undefined : t('fullList', { max: MAX_INGREDIENTS })
      }
    />
  );
}
