import { useMemo, useRef, useState } from 'react';
import type { Language } from '../../recipe/languages';
import { readRecipe } from '../../recipe/structured-recipe';
import { CookMode } from './CookMode';
import { KITCHEN_TEXT } from './kitchen-text';
import type { KitchenChange } from './scale-ingredient';
import { ScaleForm } from './ScaleForm';
import { scaleRecipe } from './scale-recipe';
import { ShoppingList } from './ShoppingList';
import { TimerList } from './TimerList';
import { useTimers } from './use-timers';

export interface KitchenPanelProps {
  markdown: string;
  /** The visitor's ingredient list: what the recipe lists beyond it is to buy. */
  onHand: readonly string[];
  /** 1-based number of the version shown, which a scaled version says it came from. */
  version: number;
  /** Shows the recipe changed in the page as a new version. */
  onScaled: (markdown: string) => void;
  /** The language the recipe was asked in; its headings tell it otherwise. */
  language?: Language | undefined;
}

const items = (groups: { items: string[] }[]) => groups.flatMap((group) => group.items);

/** Under a finished recipe: cook mode, the timers, servings and units, and what to buy. */
export function KitchenPanel({ markdown, onHand, version, onScaled, language }: KitchenPanelProps) {
  const recipe = useMemo(() => readRecipe(markdown, { language }), [markdown, language]);
  const ingredients = useMemo(() => items(recipe.ingredients), [recipe]);
  const steps = useMemo(() => items(recipe.instructions), [recipe]);
  const timers = useTimers();
  const [cooking, setCooking] = useState(false);
  const [scaling, setScaling] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const scrolledTo = useRef(0);

  function open() {
    scrolledTo.current = window.scrollY;
    setCooking(true);
  }
  function close() {
    setCooking(false);
    // Back where the visitor was in the recipe, on the button that opened cook mode.
    requestAnimationFrame(() => {
      window.scrollTo(0, scrolledTo.current);
      openerRef.current?.focus({ preventScroll: true });
    });
  }
  function scale(change: KitchenChange, how: string) {
    const scaled = scaleRecipe(markdown, { ...change, language: recipe.language });
    onScaled(`${scaled.trimEnd()}\n\n${KITCHEN_TEXT.scaledNote(how, version)}\n`);
  }

  return (
    <div className="kitchen">
      <button type="button" className="kitchen__cook" ref={openerRef} onClick={open}>
        {KITCHEN_TEXT.cookMode}
      </button>
      {!cooking && <TimerList timers={timers} />}
      {/* The form exists only while open: controls in a closed details have no size to touch. */}
      <details
        className="kitchen__details"
        onToggle={(event) => setScaling(event.currentTarget.open)}
      >
        <summary>{KITCHEN_TEXT.scale}</summary>
        {scaling && <ScaleForm servings={recipe.servings} onScale={scale} />}
      </details>
      {ingredients.length > 0 && <ShoppingList ingredients={ingredients} onHand={onHand} />}
      {cooking && (
        <CookMode
          title={recipe.name}
          ingredients={ingredients}
          steps={steps}
          timers={timers}
          onClose={close}
        />
      )}
    </div>
  );
}
