import { useEffect, useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { KITCHEN_TEXT } from './kitchen-text';
import { StepText } from './StepText';
import { TimerList } from './TimerList';
import type { Timers } from './use-timers';
import { useWakeLock } from './use-wake-lock';

interface CookModeProps {
  title: string;
  ingredients: readonly string[];
  steps: readonly string[];
  timers: Timers;
  onClose: () => void;
}

/** A swipe is a horizontal move of at least this many pixels. */
const SWIPE = 50;

function trapFocus(event: KeyboardEvent, dialog: HTMLElement | null) {
  const focusable = dialog?.querySelectorAll<HTMLElement>('button:not([disabled]), input');
  if (!focusable?.length) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Cooking from the recipe: the ingredients to tick, then one step at a time in large type, moved
 * by buttons, arrow keys or a swipe; the screen kept on while it is open. A modal dialog: focus
 * starts on its heading, stays inside, and Escape or "Back to the recipe" leaves it.
 */
export function CookMode({ title, ingredients, steps, timers, onClose }: CookModeProps) {
  const [page, setPage] = useState(0);
  const [ticked, tick] = useTicked();
  const wakeLock = useWakeLock(true);
  const dialogRef = useRef<HTMLDivElement>(null);
  const placeRef = useRef<HTMLHeadingElement>(null);
  const touchX = useRef<number | null>(null);
  const headingId = useId();
  const last = steps.length;
  const go = (to: number) => setPage(Math.min(Math.max(to, 0), last));

  // Focus starts on the place ("Ingredients", "Step 2 of 5"); a button that a move disabled
  // hands it back there.
  useEffect(() => {
    const focused = document.activeElement;
    if (!dialogRef.current?.contains(focused) || (focused as HTMLButtonElement).disabled)
      placeRef.current?.focus();
  }, [page]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'Tab') trapFocus(event, dialogRef.current);
    else if (event.key === 'ArrowRight' && !(event.target instanceof HTMLInputElement))
      go(page + 1);
    else if (event.key === 'ArrowLeft' && !(event.target instanceof HTMLInputElement)) go(page - 1);
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE) return;
    go(end < start ? page + 1 : page - 1);
  }
  return (
    <div
      className="cook"
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      ref={dialogRef}
      data-wake-lock={wakeLock}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
    >
      <div className="cook__top">
        <h2 id={headingId} className="cook__title">
          {title || KITCHEN_TEXT.cookModeTitle}
        </h2>
        <button type="button" className="button-quiet" onClick={onClose}>
          {KITCHEN_TEXT.leaveCookMode}
        </button>
      </div>
      <p className="cook__screen">
        {wakeLock === 'unavailable' ? KITCHEN_TEXT.noWakeLock : KITCHEN_TEXT.screenOn}
      </p>
      <h3 className="cook__place" ref={placeRef} tabIndex={-1} aria-live="polite">
        {page === 0 ? KITCHEN_TEXT.ingredients : KITCHEN_TEXT.stepOf(page, last)}
      </h3>
      <CookPage
        page={page}
        ingredients={ingredients}
        steps={steps}
        ticked={ticked}
        onTick={tick}
        onTimer={(seconds) => timers.start(KITCHEN_TEXT.timerFor(page), seconds)}
      />
      {last === 0 && <p>{KITCHEN_TEXT.noSteps}</p>}
      <TimerList timers={timers} />
      <CookNav page={page} last={last} onGo={go} />
    </div>
  );
}

interface CookPageProps {
  page: number;
  ingredients: readonly string[];
  steps: readonly string[];
  ticked: ReadonlySet<number>;
  onTick: (index: number) => void;
  onTimer: (seconds: number) => void;
}

/** Page 0: the ingredients with check boxes; page N: step N, its durations timer buttons. */
function CookPage({ page, ingredients, steps, ticked, onTick, onTimer }: CookPageProps) {
  if (page > 0)
    return (
      <p className="cook__step">
        <StepText text={steps[page - 1]!} onTimer={onTimer} />
      </p>
    );
  return (
    <ul className="cook__ingredients">
      {ingredients.map((line, index) => (
        <li key={index}>
          <label>
            <input type="checkbox" checked={ticked.has(index)} onChange={() => onTick(index)} />
            {line}
          </label>
        </li>
      ))}
    </ul>
  );
}

function useTicked() {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const tick = (index: number) =>
    setTicked((set) => {
      const next = new Set(set);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return [ticked, tick] as const;
}

function CookNav({ page, last, onGo }: { page: number; last: number; onGo: (to: number) => void }) {
  return (
    <div className="cook__nav">
      <button type="button" disabled={page === 0} onClick={() => onGo(page - 1)}>
        {KITCHEN_TEXT.previousStep}
      </button>
      <button type="button" disabled={page === last} onClick={() => onGo(page + 1)}>
        {KITCHEN_TEXT.nextStep}
      </button>
    </div>
  );
}
