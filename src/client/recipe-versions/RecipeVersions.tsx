import { useEffect, useRef } from 'react';
import { t } from '../i18n/text';

interface RecipeVersionsProps {
  /** 0-based index of the version shown. */
  shown: number;
  count: number;
  onShow: (index: number) => void;
}

/** "Previous version", "Version 2 of 3", "Next version". Outside the live region. */
export function RecipeVersions({ shown, count, onShow }: RecipeVersionsProps) {
  const labelRef = useRef<HTMLParagraphElement>(null);
  const focusLabel = useRef(false);

  // A version shown again: focus goes to its label, which says which one it is (the button
  // pressed may just have been disabled at either end).
  useEffect(() => {
    if (!focusLabel.current) return;
    focusLabel.current = false;
    labelRef.current?.focus();
  }, [shown]);

  function go(index: number) {
    focusLabel.current = true;
    onShow(index);
  }

  return (
    <div className="versions" role="group" aria-label={t('versions')}>
      <button
        type="button"
        className="button-quiet"
        disabled={shown === 0}
        onClick={() => go(shown - 1)}
      >
        {t('previousVersion')}
      </button>
      <p className="versions__label" ref={labelRef} tabIndex={-1}>
        {t('versionOf', { shown: shown + 1, count })}
      </p>
      <button
        type="button"
        className="button-quiet"
        disabled={shown === count - 1}
        onClick={() => go(shown + 1)}
      >
        {t('nextVersion')}
      </button>
    </div>
  );
}
