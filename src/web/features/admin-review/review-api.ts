import type { ReviewStatus } from "../../../shared/rules/moderation";
import type {
  ChefApplication,
  ProductBulkResult,
  ProductSubmission,
  RecipePublishInput,
  RecipePublishResult,
  RecipeSubmission,
  ReviewDecisionResult,
} from "../../../shared/schemas/moderation";
import type { ApiError } from "../../../shared/schemas/common";
import type { ImageUpdateResult } from "../../../shared/schemas/admin";
import { apiRequest, ApiRequestError } from "~/lib/api";

type Decision = { status: "approved" | "rejected"; adminNotes?: string };

/** The review screens' calls (the moderation API and the product and image routes beside it). */
export const reviewApi = {
  decideRecipe: (id: number, decision: Decision) =>
    apiRequest<ReviewDecisionResult<RecipeSubmission>>("PATCH", `/api/admin/recipe-submissions/${id}`, decision),
  publishRecipe: (id: number, input: RecipePublishInput) =>
    apiRequest<RecipePublishResult>("POST", `/api/admin/recipe-submissions/${id}/publish`, input),
  decideChef: (id: number, decision: Decision) =>
    apiRequest<ReviewDecisionResult<ChefApplication>>("PATCH", `/api/admin/guest-chef-applications/${id}`, decision),
  decideProduct: (id: number, decision: Decision & { stock?: number; shopCategory?: string }) =>
    apiRequest<ReviewDecisionResult<ProductSubmission>>("PATCH", `/api/admin/product-submissions/${id}`, decision),
  bulkProducts: (input: { action: "approve" | "reject"; status: ReviewStatus; search?: string; adminNotes?: string; stock?: number }) =>
    apiRequest<ProductBulkResult>("POST", "/api/admin/product-submissions/bulk", input),
  changeImage: (kind: "recipe" | "product", id: number, image: string) =>
    apiRequest<ImageUpdateResult>("PATCH", kind === "recipe" ? `/api/recipes/${id}` : `/api/products/${id}`, { image }),
};

/** A multipart form to one of the admin routes; non-OK answers throw ApiRequestError like apiRequest. */
export async function sendForm<T>(url: string, body: FormData): Promise<T> {
  const response = await fetch(url, { method: "POST", body, credentials: "include", headers: { accept: "application/json" } });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok)
    throw new ApiRequestError(response.status, `${response.status}: ${text || response.statusText}`, parsed as ApiError | null);
  return parsed as T;
}

/** An admin call refused for want of a session sends the admin to sign in, back to this page after. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
