/**
 * The prerendered form works before the app has loaded: the field takes typing from the first
 * paint, and each submit (Enter, or the add button) is kept here, in order, until the app takes
 * over and adds them. Part of the tiny entry script, so it runs long before React.
 */
const pending: string[] = [];
let appHasTakenOver = false;

function recordSubmit(event: SubmitEvent): void {
  // No form on this page is ever submitted natively (that would reload the page).
  event.preventDefault();
  if (appHasTakenOver) return;
  // Until the app has taken over, a submit is this script's alone: React, hydrating meanwhile,
  // would otherwise add the same entry a second time.
  event.stopPropagation();
  const field = (event.target as HTMLFormElement).elements.namedItem('ingred');
  if (field instanceof HTMLInputElement) {
    pending.push(field.value);
    field.value = '';
  }
}

/** Called once by the entry script, as soon as the page has been parsed. */
export function keepEarlySubmits(): void {
  // Capture phase, on the document: before any listener React adds under it.
  document.addEventListener('submit', recordSubmit, true);
  // Outside what React renders, so hydration never sees it; tests wait for it.
  document.documentElement.dataset.earlyInput = '';
}

/** Called by the app once it runs the form: the entries submitted so far, oldest first. */
export function takeOverEarlySubmits(): string[] {
  appHasTakenOver = true;
  return pending.splice(0);
}
