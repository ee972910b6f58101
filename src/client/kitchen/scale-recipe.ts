/**
 * A whole recipe's markdown with its change made: the ingredient lines scaled and converted, the
 * servings line following the factor, and the steps' temperatures converted. What Copy, Save,
 * Share, My recipes and cook mode take once the visitor changed servings or units.
 */
import { readRecipe } from '../../recipe/structured-recipe.js';
import { FOR_GROUP, kindOfLabel } from '../../recipe/structured-recipe/section-labels.js';
import { alternation } from '../../recipe/structured-recipe/words/index.js';
import { type KitchenChange, scaleIngredient } from './scale-ingredient.js';
import { convertTemperatures } from './step-temperatures.js';

const HEADING =
  /^\s{0,3}(?:#{1,6}\s+(.*?)\s*#*\s*$|\*\*([^*]+?):?\*\*:?\s*$|([^\s|*#-][^|:]{0,46}):\s*$)/;
const LIST_ITEM = /^(\s*(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?)(.*)$/;
const SERVINGS = new RegExp(
  `^([*_]*(?:serv\\w*|porti\\w*|porci\\w*|yields?|makes|für|${alternation('yieldLabels')})[*_:]*\\s*:?[*_]*\\s*(?:makes\\s)?(?:about\\s)?)(\\d{1,3})(?!\\d|[.,]\\d)`,
  'iu',
);
/** "Pour 4 personnes", "Para 2 personas": only with a word of servings after the count. */
const FOR_SERVINGS = new RegExp(
  `^([*_]*(?:${alternation('forGroup')})\\s)(\\d{1,3})(?=\\s(?:${alternation('servings')}))`,
  'iu',
);

/** The kind of section a label line opens; undefined when the line is no label. */
function labelKind(line: string): 'ingredients' | 'other' | undefined {
  const match = HEADING.exec(line);
  if (!match) return undefined;
  const label = (match[1] ?? match[2] ?? match[3] ?? '').replace(/[*_`]/g, '').trim();
  if (FOR_GROUP.test(label)) return undefined;
  const kind = kindOfLabel(label);
  if (kind === null) return match[1] !== undefined ? 'other' : undefined;
  return kind === 'ingredients' ? 'ingredients' : 'other';
}

function scaledServings(line: string, factor: number): string {
  const scaled = (_whole: string, lead: string, count: string) =>
    lead + String(Math.max(1, Math.round(Number(count) * factor)));
  return line.replace(SERVINGS, scaled).replace(FOR_SERVINGS, scaled);
}

const isServingsLine = (line: string) => SERVINGS.test(line) || FOR_SERVINGS.test(line);

/**
 * The markdown after the change; the same text when nothing changes. Without `change.language`
 * the recipe's headings tell it, so that a German "1 Ei" never becomes English "2 Eis".
 */
export function scaleRecipe(markdown: string, given: KitchenChange): string {
  if (given.factor === 1 && !given.units) return markdown;
  const change = { ...given, language: given.language ?? readRecipe(markdown).language };
  let inIngredients = false;
  return markdown
    .split('\n')
    .map((line) => {
      const kind = labelKind(line);
      if (kind) inIngredients = kind === 'ingredients';
      if (kind) return line;
      const item = LIST_ITEM.exec(line);
      if (inIngredients && item) return item[1]! + scaleIngredient(item[2]!, change);
      if (!inIngredients && isServingsLine(line.trimStart()))
        return scaledServings(line, change.factor);
      return convertTemperatures(line, change.units);
    })
    .join('\n');
}
