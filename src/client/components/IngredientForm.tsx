import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
  type Ref,
} from 'react';
import {
  MAX_INGREDIENTS,
  canAddMoreIngredients,
  describeIngredientProblem,
  findIngredientProblem,
  normalizeIngredient,
} from '../../recipe/ingredient-rules';
import { takeOverEarlySubmits } from '../early-input';

interface IngredientFormProps {
  ingredients: readonly string[];
  onAdd: (ingredient: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export const FULL_LIST_HINT = `The list is full: a recipe can use at most ${MAX_INGREDIENTS} ingredients. Remove one to add another.`;

/** What submitting `raw` to `list` does: the entry to add, or the hint that says why not. */
function checkEntry(raw: string, list: readonly string[]): { add: string } | { hint: string } {
  // The full-list hint is shown for as long as the list is full.
  if (!canAddMoreIngredients(list)) return { hint: '' };
  const ingredient = normalizeIngredient(raw);
  const problem = findIngredientProblem(ingredient, list);
  return problem ? { hint: describeIngredientProblem(problem) } : { add: ingredient };
}

export function IngredientForm({ ingredients, onAdd, inputRef }: IngredientFormProps) {
  const [hint, setHint] = useState('');
  const [running, setRunning] = useState(false);
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const full = !canAddMoreIngredients(ingredients);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('ingred') as HTMLInputElement;
    const result = checkEntry(field.value, ingredients);
    if ('add' in result) {
      onAdd(result.add);
      field.value = '';
    }
    setHint('add' in result ? '' : result.hint);
    field.focus();
  }

  /** Adds, in order, what was submitted before the app ran; typing in the field stays as it is. */
  const addEarlySubmits = useEffectEvent(() => {
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
        const field = formRef.current?.elements.namedItem('ingred') as HTMLInputElement | null;
        if (field && field.value === '') field.value = raw;
      }
    }
    if (lastHint !== null) setHint(lastHint);
    setRunning(true);
  });
  // The early submits live outside React (the entry script kept them): read once, at mount.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => addEarlySubmits(), []);

  return (
    <form
      ref={formRef}
      className="add-ingredient"
      // Submitted natively (Enter before even the entry script has run), a form would reload the
      // page; a dialog-method form outside a dialog goes nowhere, so what was typed stays put.
      method="dialog"
      onSubmit={handleSubmit}
      // Marks that the app runs the form (tests wait for it); the prerendered form has no mark.
      data-running={running ? '' : undefined}
    >
      <input
        ref={inputRef}
        type="text"
        name="ingred"
        placeholder="e.g. milk (must add 3 or more ingredients)"
        aria-label="Add ingredient"
        aria-describedby={hintId}
        autoComplete="off"
      />
      <button type="submit">+ Add ingredient</button>
      <p id={hintId} className="add-ingredient__hint" aria-live="polite">
        {full ? FULL_LIST_HINT : hint}
      </p>
    </form>
  );
}
