import { useEffect, useMemo, useRef, useState } from 'react';
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

/** What the visitor first used, before this chunk had arrived: it opens as it loads. */
export type KitchenOpening = 'cook' | 'scale' | 'shop';

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
  opening: KitchenOpening | null;
}

const items = (groups: { items: string[] }[]) => groups.flatMap((group) => group.items);

/** Under a finished recipe: cook mode, the timers, servings and units, and what to buy. */
export function KitchenPanel(props: KitchenPanelProps) {
  const { markdown, onHand, version, onScaled, language, opening } = props;
  const recipe = useMemo(() => readRecipe(markdown, { language }), [markdown, language]);
  const ingredients = useMemo(() => items(recipe.ingredients), [recipe]);
  const steps = useMemo(() => items(recipe.instructions), [recipe]);
  const timers = useTimers();
  const [cooking, setCooking] = useState(opening === 'cook');
  const [scaling, setScaling] = useState(opening === 'scale');
  const [shopping, setShopping] = useState(opening === 'shop');
  const openerRef = useRef<HTMLButtonElement>(null);
  const openedRef = useRef<HTMLElement>(null);
  const scrolledTo = useRef(opening === 'cook' ? window.scrollY : 0);

  // The disclosure opened before this chunk came was the light one's: focus goes to its twin.
  useEffect(() => openedRef.current?.focus(), []);

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
      {/* Each form exists only while open: controls in a closed details have no size to touch. */}
      <details
        className="kitchen__details"
        open={scaling}
        onToggle={(event) => setScaling(event.currentTarget.open)}
      >
        <summary ref={opening === 'scale' ? openedRef : undefined}>{KITCHEN_TEXT.scale}</summary>
        {scaling && <ScaleForm servings={recipe.servings} onScale={scale} />}
      </details>
      <details
        className="kitchen__details"
        open={shopping}
        onToggle={(event) => setShopping(event.currentTarget.open)}
      >
        <summary ref={opening === 'shop' ? openedRef : undefined}>{KITCHEN_TEXT.mayNeed}</summary>
        {shopping && <ShoppingList ingredients={ingredients} onHand={onHand} />}
      </details>
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
