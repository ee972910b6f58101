import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../recipe/languages';
import { chooseLanguage } from './language-choice';
import { t } from './text';
import { useLanguage } from './use-language';

/** The page's language, each named in itself. */
export function LanguageSelect() {
  const language = useLanguage();
  const id = useId();
  return (
    <div className="language">
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) {
            chooseLanguage(chosen).catch((error: unknown) =>
              console.error('The language could not be loaded:', error),
            );
          }
        }}
      >
        {LANGUAGES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {LANGUAGE_NAMES[tag]}
          </option>
        ))}
      </select>
    </div>
  );
}
