import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * What submitting an entry did: added (the field empties), refused with a problem to show (the
 * text stays to be corrected), or ignored (nothing changes).
 */
export type EntryOutcome = 'added' | 'ignored' | { problem: string };

interface EntryFormProps {
  className: string;
  /** The field's name in the form. */
  name: string;
  /** A visible label; without one, `ariaLabel` names the field. */
  label?: string;
  ariaLabel?: string;
  placeholder: string;
  buttonText: string;
  buttonClassName?: string;
  /** Checks the text submitted and acts on it. */
  onEntry: (raw: string) => EntryOutcome;
  /** Shown in place of the last problem while it applies (a full list). */
  standingHint?: string | undefined;
  /** Whether the field keeps focus once an entry is added; false when the form goes away. */
  focusAfterAdd?: boolean;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /**
   * Run once, when the app takes the form over from the prerendered page, with its field; returns
   * the hint to show (null for none). The form is then marked `data-running`.
   */
  onTakeOver?: (field: HTMLInputElement) => string | null;
  /** What the form holds below its hint (the entries added). */
  children?: ReactNode;
}

/** A text field with its button and the problem of the last entry: Enter or the button submit. */
export function EntryForm({
  className,
  name,
  label,
  ariaLabel,
  placeholder,
  buttonText,
  buttonClassName,
  onEntry,
  standingHint,
  focusAfterAdd = true,
  inputRef,
  onTakeOver,
  children,
}: EntryFormProps) {
  const [hint, setHint] = useState('');
  const [running, setRunning] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fieldOf = (form: HTMLFormElement | null) =>
    form?.elements.namedItem(name) as HTMLInputElement | null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = fieldOf(event.currentTarget)!;
    const outcome = onEntry(field.value);
    if (outcome === 'ignored') return;
    setHint(outcome === 'added' ? '' : outcome.problem);
    if (outcome === 'added') field.value = '';
    if (outcome !== 'added' || focusAfterAdd) field.focus();
  }

  const takeOver = useEffectEvent(() => {
    const field = fieldOf(formRef.current);
    if (!onTakeOver || !field) return;
    const shown = onTakeOver(field);
    if (shown !== null) setHint(shown);
    setRunning(true);
  });
  // The early submits live outside React (the entry script kept them): read once, at mount.
  useEffect(() => takeOver(), []);

  return (
    <form
      ref={formRef}
      className={className}
      // Submitted natively (Enter before even the entry script has run), a form would reload the
      // page; a dialog-method form outside a dialog goes nowhere, so what was typed stays put.
      method="dialog"
      onSubmit={handleSubmit}
      // Marks that the app runs the form (tests wait for it); the prerendered form has no mark.
      data-running={running ? '' : undefined}
    >
      {label && (
        <label htmlFor={fieldId} className="entry-form__label">
          {label}
        </label>
      )}
      <input
        ref={inputRef}
        id={label ? fieldId : undefined}
        type="text"
        name={name}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-describedby={hintId}
        autoComplete="off"
      />
      <button type="submit" className={buttonClassName}>
        {buttonText}
      </button>
      <p id={hintId} className="add-ingredient__hint" aria-live="polite">
        {standingHint ?? hint}
      </p>
      {children}
    </form>
  );
}
