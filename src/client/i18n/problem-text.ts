import { describeAvoidProblem, type AvoidProblem } from '../../recipe/avoid-rules';
import {
  MAX_INGREDIENT_LENGTH,
  MIN_INGREDIENT_LENGTH,
  describeIngredientProblem,
  type IngredientProblem,
} from '../../recipe/ingredient-rules';
import { MAX_RECIPE_LENGTH } from '../../recipe/recipe-length';
import {
  MAX_CHANGE_LENGTH,
  MIN_CHANGE_LENGTH,
  describeChangeProblem,
  describeRecipeTextProblem,
  type ChangeProblem,
  type RecipeTextProblem,
} from '../../recipe/revision-rules';
import type { ProblemKey } from './catalog';
import { problemText } from './text';

/** `too_short` -> `TooShort`, the end of a problem's key in a catalog. */
const suffix = (problem: string) =>
  problem
    .replace(/(?:^|_)([a-z])/g, (_, letter: string) => letter.toUpperCase())
    .replace('Characters', '');

const LENGTHS = { min: MIN_INGREDIENT_LENGTH, max: MAX_INGREDIENT_LENGTH };

/** The shared rules' problems in the page's language; the server's own words stay English. */
export const ingredientProblemText = (problem: IngredientProblem) =>
  problemText(
    problem === 'not_food' ? 'notFood' : (`ingredient${suffix(problem)}` as ProblemKey),
    () => describeIngredientProblem(problem),
    LENGTHS,
  );
export const avoidProblemText = (problem: AvoidProblem) =>
  problemText(
    `avoid${suffix(problem)}` as ProblemKey,
    () => describeAvoidProblem(problem),
    LENGTHS,
  );
export const changeProblemText = (problem: ChangeProblem) =>
  problemText(`change${suffix(problem)}` as ProblemKey, () => describeChangeProblem(problem), {
    min: MIN_CHANGE_LENGTH,
    max: MAX_CHANGE_LENGTH,
  });
export const recipeTextProblemText = (problem: RecipeTextProblem) =>
  problemText(
    problem === 'empty' ? 'noRecipeToChange' : (`recipe${suffix(problem)}` as ProblemKey),
    () => describeRecipeTextProblem(problem),
    { max: MAX_RECIPE_LENGTH },
  );
