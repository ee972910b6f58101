import { LanguageSelect } from '../i18n/LanguageSelect';
import { t } from '../i18n/text';

export function Header({ demo = false }: { demo?: boolean }) {
  return (
    <header className="header">
      <img
        className="header__icon"
        src={`${import.meta.env.BASE_URL}assets/chef-icon.svg`}
        alt=""
        width={48}
        height={48}
        // Decorative: it must not compete with the title and the page's code for the first paint.
        fetchPriority="low"
      />
      <h1 className="header__title">{t('appTitle')}</h1>
      {demo && <span className="demo-badge">{t('demoBadge')}</span>}
      <LanguageSelect />
    </header>
  );
}
