/** Runs `task` once the browser is idle (or after `timeoutMs`); returns the cancel. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  // WebKit has no requestIdleCallback.
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
