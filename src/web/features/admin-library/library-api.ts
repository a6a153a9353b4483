import type { DailyRecipePick, RecipeImportPreview, RecipeImportResult } from "../../../shared/schemas/admin-library";
import type { RecipeSummary } from "../../../shared/schemas/recipe";
import { apiRequest } from "~/lib/api";

/** The calls of the daily recipe calendar and the recipe importer. */
export const libraryApi = {
  searchRecipes: (q: string) =>
    apiRequest<{ recipes: RecipeSummary[]; total: number }>("GET", `/api/admin/daily-recipes/search?q=${encodeURIComponent(q)}`),
  pickDailyRecipe: (date: string, recipeId: number) =>
    apiRequest<{ pick: DailyRecipePick }>("PUT", `/api/admin/daily-recipes/${date}`, { recipeId }),
  clearDailyRecipe: (date: string) => apiRequest<{ message: string }>("DELETE", `/api/admin/daily-recipes/${date}`),
  previewImport: (jsonLd: string) => apiRequest<RecipeImportPreview>("POST", "/api/admin/recipe-import/preview", { jsonLd }),
  importRecipes: (jsonLd: string, mode: "published" | "draft", duplicates: "skip" | "import") =>
    apiRequest<RecipeImportResult>("POST", "/api/admin/recipe-import", { jsonLd, mode, duplicates }),
  publishDraft: (id: number) => apiRequest<{ recipeId: number; path: string }>("POST", `/api/admin/recipe-drafts/${id}/publish`),
  discardDraft: (id: number) => apiRequest<{ message: string }>("DELETE", `/api/admin/recipe-drafts/${id}`),
};
