import { reviewListQuerySchema, type ReviewListQuery } from "../../../shared/schemas/moderation";

/**
 * The list query of an approval page's URL (status, search, page), read with the API's contract;
 * a hand-edited value it refuses gives the defaults rather than an error page.
 */
export function reviewQueryFrom(url: URL): ReviewListQuery {
  const values = Object.fromEntries(
    ["status", "search", "page"].flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key)]] : [])),
  );
  const parsed = reviewListQuerySchema.safeParse(values);
  return parsed.success ? parsed.data : reviewListQuerySchema.parse({});
}
