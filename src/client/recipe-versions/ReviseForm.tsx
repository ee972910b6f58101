import {
  describeChangeProblem,
  describeRecipeTextProblem,
  findChangeProblem,
  findRecipeTextProblem,
  normalizeChange,
} from '../../recipe/revision-rules';
import { EntryForm, type EntryOutcome } from '../entry-form/EntryForm';

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
    if (recipeProblem) return { problem: describeRecipeTextProblem(recipeProblem) };
    const changeProblem = findChangeProblem(change);
    if (changeProblem) return { problem: describeChangeProblem(changeProblem) };
    onRevise(change);
    return 'added';
  }

  return (
    <EntryForm
      className="entry-form revise"
      name="change"
      label="Change this recipe"
      placeholder="e.g. no oven, I only have a pan"
      buttonText="Change recipe"
      onEntry={revise}
      focusAfterAdd={false}
    />
  );
}
