import { useState, type SyntheticEvent } from 'react';
import type { KitchenOpening, KitchenPanelProps } from './KitchenPanel';
import { t } from '../i18n/text';
import { keptTimers } from './timers-key';
import { preloadKitchenUi, useKitchenUi } from './use-kitchen-ui';

/**
 * Under a finished recipe, the kitchen's three ways in, light, in a small chunk of their own
 * fetched as a recipe is asked for or opened (use-kitchen-starter.ts): the kitchen's own chunk (cook mode, timers, scaling) loads when the visitor first uses one of them,
 * or at once when timers kept from an earlier visit still have to be shown and rung.
 */
export function KitchenStarter(props: Omit<KitchenPanelProps, 'opening'>) {
  const [opening, setOpening] = useState<KitchenOpening | null>(null);
  const [kept] = useState(keptTimers);
  const kitchen = useKitchenUi(opening !== null || kept);
  if (kitchen) return <kitchen.KitchenPanel {...props} opening={opening} />;

  const openOn = (to: KitchenOpening) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) setOpening(to);
  };
  return (
    <div
      className="kitchen"
      aria-busy={opening !== null}
      onPointerOver={preloadKitchenUi}
      onPointerDown={preloadKitchenUi}
      onFocus={preloadKitchenUi}
    >
      <button type="button" className="kitchen__cook" onClick={() => setOpening('cook')}>
        {t('kitchenCookMode')}
      </button>
      <details className="kitchen__details" onToggle={openOn('scale')}>
        <summary>{t('kitchenScale')}</summary>
      </details>
      <details className="kitchen__details" onToggle={openOn('shop')}>
        <summary>{t('kitchenMayNeed')}</summary>
      </details>
    </div>
  );
}
