import { useEffect, useRef, useState } from 'react';
import { canAddMoreIngredients, findIngredientProblem } from '../../recipe/ingredient-rules';

/**
 * The ingredients on hand and what changes them. `onChange` runs on every change the visitor
 * makes; focus stays with the list: after a removal it lands on the next remove button (or the
 * field), after clearing on the field.
 */
export function useIngredientList(onChange: () => void) {
  const [ingredients, setIngredients] = useState<string[]>([]);
  const fieldRef = useRef<HTMLInputElement>(null);
  /** The remove buttons in list order, kept by IngredientList. */
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  /** Where focus goes after a removal, once the list has re-rendered. */
  const focusAfterRemove = useRef<number | null>(null);

  function change(update: (list: string[]) => string[]) {
    setIngredients(update);
    onChange();
  }

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = removeButtons.current.slice(0, ingredients.length);
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? fieldRef.current)?.focus();
  }, [ingredients]);

  return {
    ingredients,
    fieldRef,
    removeButtons,
    add: (ingredient: string) => change((list) => [...list, ingredient]),
    remove(index: number) {
      change((list) => list.filter((_, at) => at !== index));
      focusAfterRemove.current = index;
    },
    clear() {
      change(() => []);
      fieldRef.current?.focus();
    },
    /** Replaces the list, as a kept recipe is reopened with its own. */
    replace: (list: readonly string[]) => setIngredients([...list]),
    /**
     * Adds a shared recipe's ingredients after the visitor's, as far as the list has room, leaving
     * out any the list would refuse.
     */
    merge(entries: readonly string[]) {
      setIngredients((list) => {
        const merged = [...list];
        for (const entry of entries) {
          if (canAddMoreIngredients(merged) && !findIngredientProblem(entry, merged)) {
            merged.push(entry);
          }
        }
        return merged;
      });
    },
  };
}
