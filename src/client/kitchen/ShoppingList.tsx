import { useMemo, useState } from 'react';
import { KITCHEN_TEXT } from './kitchen-text';
import { stillNeeded } from './shopping-list';

interface ShoppingListProps {
  ingredients: readonly string[];
  onHand: readonly string[];
}

/** Inside "You may also need": the recipe's foods not on the visitor's list, to tick and copy. */
export function ShoppingList({ ingredients, onHand }: ShoppingListProps) {
  const needed = useMemo(() => stillNeeded(ingredients, onHand), [ingredients, onHand]);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState('');
  const chosen = needed.filter((line) => !left.has(line));

  async function copy() {
    const text = chosen.map((line) => `- ${line}`).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      setSaid(KITCHEN_TEXT.shoppingCopied);
    } catch (error) {
      console.warn('The shopping list was not copied:', error);
      setSaid(KITCHEN_TEXT.shoppingNotCopied);
    }
  }
  const toggle = (line: string) =>
    setLeft((set) => {
      const next = new Set(set);
      if (!next.delete(line)) next.add(line);
      return next;
    });

  return (
    <section className="kitchen__shopping" aria-label={KITCHEN_TEXT.mayNeed}>
      {needed.length === 0 ? (
        <p>{KITCHEN_TEXT.nothingToBuy}</p>
      ) : (
        <>
          <ul>
            {needed.map((line) => (
              <li key={line}>
                <label>
                  <input type="checkbox" checked={!left.has(line)} onChange={() => toggle(line)} />
                  {line}
                </label>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button-quiet"
            onClick={() => void copy()}
            disabled={!chosen.length}
          >
            {KITCHEN_TEXT.copyShopping}
          </button>
          <p role="status">{said}</p>
        </>
      )}
    </section>
  );
}
