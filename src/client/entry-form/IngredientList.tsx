import type { RefObject } from 'react';
import { RemoveIcon } from './RemoveIcon';
import { t } from '../i18n/text';

interface IngredientListProps {
  ingredients: readonly string[];
  onRemove: (index: number) => void;
  onClear: () => void;
  /** Filled with the remove buttons in list order, for focus to land on after a removal. */
  removeButtons?: RefObject<(HTMLButtonElement | null)[]>;
}

export function IngredientList({
  ingredients,
  onRemove,
  onClear,
  removeButtons,
}: IngredientListProps) {
  if (ingredients.length === 0) return null;
  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">{t('ingredientsHeading')}</h2>
      <ul className="ingredients__list">
        {ingredients.map((ingredient, index) => (
          <li key={ingredient} className="ingredients__item">
            {ingredient}
            {/* An icon button: the entry's text stays just the ingredient. */}
            <button
              type="button"
              className="icon-button"
              aria-label={t('remove', { name: ingredient })}
              title={t('remove', { name: ingredient })}
              data-remove-index={index}
              ref={(button) => {
                if (removeButtons) removeButtons.current[index] = button;
              }}
              onClick={() => onRemove(index)}
            >
              <RemoveIcon />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button-quiet" onClick={onClear}>
        {t('clearList')}
      </button>
    </section>
  );
}
