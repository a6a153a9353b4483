/** The service-written parts of a recipe's search document (the database derives the rest). */
export function recipeSearchFields(recipe: { cuisine: string; tags: string[]; ingredients: { name: string }[] }) {
  return {
    searchKeywords: [recipe.cuisine.replace(/-/g, " "), ...recipe.tags].join(" "),
    searchIngredients: recipe.ingredients.map((i) => i.name).join(" "),
  };
}
