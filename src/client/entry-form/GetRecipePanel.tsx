import { t } from '../i18n/text';

interface GetRecipePanelProps {
  writing: boolean;
  onGetRecipe: () => void;
}

export function GetRecipePanel({ writing, onGetRecipe }: GetRecipePanelProps) {
  return (
    <div className="get-recipe">
      <div>
        <h3>{t('readyHeading')}</h3>
        <p>{t('readyText')}</p>
      </div>
      <button type="button" onClick={onGetRecipe} disabled={writing}>
        {t('getRecipe')}
      </button>
    </div>
  );
}
