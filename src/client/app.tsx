import { useState } from 'react';
import { hasEnoughIngredients } from '../recipe/ingredient-rules';
import { GetRecipePanel } from './components/GetRecipePanel';
import { Header } from './components/Header';
import { IngredientForm } from './components/IngredientForm';
import { IngredientList } from './components/IngredientList';
import { loadRecipeMarkdown, RecipeSection } from './components/RecipeSection';
import { useRecipe } from './hooks/use-recipe';

export function App() {
  const [ingredients, setIngredients] = useState<string[]>([]);
  const { state: recipe, start } = useRecipe();

  function getRecipe() {
    void loadRecipeMarkdown();
    void start(ingredients);
  }

  return (
    <>
      <Header />
      <main className="main">
        <IngredientForm
          ingredients={ingredients}
          onAdd={(ingredient) => setIngredients((list) => [...list, ingredient])}
        />
        {ingredients.length > 0 && <IngredientList ingredients={ingredients} />}
        {hasEnoughIngredients(ingredients) && (
          <GetRecipePanel writing={recipe.status === 'writing'} onGetRecipe={getRecipe} />
        )}
        <RecipeSection recipe={recipe} />
      </main>
    </>
  );
}
