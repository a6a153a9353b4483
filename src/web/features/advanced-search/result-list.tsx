import type { RecipeListResponse } from "../../../shared/schemas/recipe";
import { RecipeCard } from "~/features/recipes/recipe-card";
import { RecipePagination } from "~/features/recipes/recipe-pagination";
import { RESULT_GRID } from "./result-grid";

/** The found recipes and their pages: loaded with the first search, not with the page. */
export function ResultList({
  data,
  page,
  cuisineNames,
  target,
}: {
  data: RecipeListResponse;
  page: number;
  cuisineNames: Record<string, string>;
  /** Page links (addresses) or buttons that fetch the page in place. */
  target: { href: (page: number) => string } | { onPage: (page: number) => void };
}) {
  return (
    <>
      <ul className={RESULT_GRID}>
        {data.recipes.map((recipe) => (
          <li key={recipe.id}>
            <RecipeCard recipe={recipe} cuisineLabel={cuisineNames[recipe.cuisine]} />
          </li>
        ))}
      </ul>
      <RecipePagination page={page} totalPages={data.totalPages} {...target} className="mt-10" />
    </>
  );
}
