import {
  findChangeProblem,
  findRecipeTextProblem,
  normalizeChange,
} from '../../recipe/revision-rules';
import { EntryForm, type EntryOutcome } from '../entry-form/EntryForm';
import { changeProblemText, recipeTextProblemText } from '../i18n/problem-text';
import { t } from '../i18n/text';

interface ReviseFormProps {
  /** The version shown, sent back with the change. */
  recipe: string;
  onRevise: (change: string) => void;
}

/** "Change this recipe": under a finished or stopped recipe, asks for a new version in words. */
export function ReviseForm({ recipe, onRevise }: ReviseFormProps) {
  function revise(raw: string): EntryOutcome {
    const change = normalizeChange(raw);
    const recipeProblem = findRecipeTextProblem(recipe);
    if (recipeProblem) return { problem: recipeTextProblemText(recipeProblem) };
    const changeProblem = findChangeProblem(change);
    if (changeProblem) return { problem: changeProblemText(changeProblem) };
    onRevise(change);
    return 'added';
  }

  return (
    <EntryForm
      className="entry-form revise"
      name="change"
      label={t('changeLabel')}
      placeholder={t('changePlaceholder')}
      buttonText={t('changeButton')}
      onEntry={revise}
      focusAfterAdd={false}
    />
  );
}
