/**
 * Turns of the event loop, taken one at a time. A burst of requests arrives in one poll of the
 * event loop, and every callback of that poll (with the promises it settles) runs before the loop
 * looks at its sockets again: 500 recipe requests handled there keep `api/health` waiting for all
 * of them. A request that awaits `nextTurn()` does its work in a turn of its own instead, one
 * request a turn, with the loop polling its sockets (health among them) between two turns.
 */

const waiting: (() => void)[] = [];
let scheduled = false;

/** Lets one waiter go on, and the next one a turn later: `setImmediate` from within an immediate. */
function releaseOne(): void {
  const next = waiting.shift();
  if (waiting.length > 0) setImmediate(releaseOne);
  else scheduled = false;
  next?.();
}

/** Resolves in a turn of the event loop of its own, after those asked for before it. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(releaseOne);
    }
  });
}
