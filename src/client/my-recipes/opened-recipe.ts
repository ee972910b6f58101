import type { Version } from '../recipe-versions/use-recipe-versions';
import type { MyRecipe } from './my-recipe';

/** One of My recipes reopened: its id and its versions as the page holds them in memory. */
export interface OpenedRecipe {
  id: string;
  versions: Version[];
}

export function openedRecipe(recipe: MyRecipe): OpenedRecipe {
  const versions: Version[] = recipe.versions.map((version) => ({
    status: version.status,
    markdown: version.markdown,
    finishReason: version.finishReason,
    error: null,
    asked: { ingredients: version.ingredients, options: version.options },
    writtenAt: version.writtenAt,
  }));
  return { id: recipe.id, versions };
}
