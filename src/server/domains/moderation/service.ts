import type { Database } from "../../db/client.ts";
import { createChefReview } from "./chef-review.ts";
import { createImageUpload } from "./image-upload.ts";
import { createProductReview } from "./product-review.ts";
import { createRecipePublishing } from "./recipe-publishing.ts";
import { createRecipeReview } from "./recipe-review.ts";

/**
 * The team's review: recipes visitors shared (approved, rejected, then published into the
 * library), guest chef applications, products proposed for the shop, and the image manager's
 * upload. Every decision writes its audit row in its own transaction.
 */
export function createModerationService(db: Database) {
  return {
    ...createRecipeReview(db),
    ...createRecipePublishing(db),
    ...createChefReview(db),
    ...createProductReview(db),
    ...createImageUpload(db),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
