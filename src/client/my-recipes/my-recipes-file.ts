/**
 * The file "Export" writes and "Import" reads: one JSON-LD document whose `@graph` holds every
 * kept recipe as a schema.org `Recipe` (its newest version, as Save writes it), each with
 * `identifier`, `dateCreated`, `dateModified` and `recipeGeneratorVersions` (the versions with the
 * ingredients and options they were written for: what the page needs to reopen it). An imported
 * file is a stranger's input: its size, its shape and every version are checked under the rules
 * the server applies to a request, and any problem refuses the whole file.
 */
import { parseRecipeRequest } from '../../recipe/parse-recipe-request';
import { MAX_RECIPE_LENGTH } from '../../recipe/recipe-length';
import { findRecipeTextProblem } from '../../recipe/revision-rules';
import { lt } from '../i18n/later-text';
import {
  MY_RECIPE_SHAPE,
  MAX_MY_RECIPES,
  mergeMyRecipes,
  notAfter,
  readMyRecipe,
  withDates,
  type MyRecipe,
} from './my-recipe';
import { EXPORT_FORMAT, EXPORT_MARK } from './my-recipes-export';

/**
 * The largest file read. An export of 200 typical recipes with a few versions each is well under
 * 2 MB; the most that can be kept, about 3 MB of text, also fits.
 */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;

export type ImportedFile = { ok: true; recipes: MyRecipe[] } | { ok: false; message: string };

function refuse(message: string): ImportedFile {
  return { ok: false, message };
}

/** Why a version would be refused by the server, or null. */
function findVersionProblem(version: MyRecipe['versions'][number]): string | null {
  switch (findRecipeTextProblem(version.markdown)) {
    case 'empty':
      return lt('entryEmpty');
    case 'too_long':
      return lt('entryTooLong', { max: MAX_RECIPE_LENGTH });
    case 'control_characters':
      return lt('entryControl');
    case null:
      break;
  }
  const parsed = parseRecipeRequest({ ingredients: version.ingredients, options: version.options });
  // The rules' own words are English; another language says what kind of problem it is.
  return parsed.ok ? null : lt('entryNotAccepted', { detail: parsed.message.replace(/\.$/, '') });
}

/** One `@graph` entry as a kept recipe, or why not. */
function readEntry(entry: unknown, now: Date): MyRecipe | string {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return lt('entryNotRecipe');
  }
  const fields = entry as Record<string, unknown>;
  if (fields['@type'] !== 'Recipe') return lt('entryNotRecipe');
  const recipe = readMyRecipe({
    shape: MY_RECIPE_SHAPE,
    id: fields.identifier,
    createdAt: fields.dateCreated,
    updatedAt: fields.dateModified,
    versions: fields.recipeGeneratorVersions,
  });
  if (!recipe) return lt('entryNoVersions');
  for (const version of recipe.versions) {
    const problem = findVersionProblem(version);
    if (problem) return problem;
  }
  // Dated by its versions, whatever the file says, and none later than now.
  return withDates(
    recipe.id,
    recipe.versions.map((version) => notAfter(version, now)),
  );
}

/**
 * Reads a file's text in steps: it stops (yields) after each entry it checks, so that a caller may
 * give the page a turn between them; it returns the recipes, or why the file is refused.
 */
function* readSteps(text: string, now: Date): Generator<void, ImportedFile> {
  if (text.length > MAX_IMPORT_BYTES) return refuse(tooLargeMessage());
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return refuse(lt('fileDamaged'));
  }
  if (typeof file !== 'object' || file === null || Array.isArray(file))
    return refuse(lt('fileNotOurs'));
  const { '@graph': graph, [EXPORT_MARK]: mark } = file as Record<string, unknown>;
  if (typeof mark !== 'object' || mark === null || !Array.isArray(graph)) {
    return refuse(lt('fileNotOurs'));
  }
  if ((mark as Record<string, unknown>).format !== EXPORT_FORMAT) {
    return refuse(lt('fileNewer'));
  }
  if (graph.length === 0) return refuse(lt('fileEmpty'));
  if (graph.length > MAX_MY_RECIPES) {
    return refuse(lt('fileTooMany', { max: MAX_MY_RECIPES }));
  }
  yield;
  const byId = new Map<string, MyRecipe>();
  for (const [index, entry] of graph.entries()) {
    const read = readEntry(entry, now);
    if (typeof read === 'string') {
      return refuse(lt('fileEntry', { entry: index + 1, count: graph.length, why: read }));
    }
    byId.set(read.id, mergeMyRecipes(byId.get(read.id) ?? null, read));
    yield;
  }
  return { ok: true, recipes: [...byId.values()] };
}

/**
 * The recipes in an exported file's text, each checked, the same recipe given twice merged into
 * one; or why the file is refused (then nothing may be changed).
 */
export function readMyRecipesFile(text: string, now = new Date()): ImportedFile {
  const steps = readSteps(text, now);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How long a slice of reading may hold the page before it gives the page a turn. */
const SLICE_MS = 8;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * readMyRecipesFile in slices of about SLICE_MS, the page given a turn between them: 200 recipes
 * of 8,000 characters each are checked under the server's rules, which held the page for half a
 * second as one task. The JSON itself is parsed in one go (a few tens of ms for 4 MB).
 */
export async function readMyRecipesFileInSlices(
  text: string,
  now = new Date(),
  giveATurn: () => Promise<void> = nextTask,
): Promise<ImportedFile> {
  const steps = readSteps(text, now);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await giveATurn();
      sliceStart = performance.now();
    }
  }
}

export function tooLargeMessage(): string {
  return lt('fileTooLarge', { size: MAX_IMPORT_BYTES / 1024 / 1024 });
}
