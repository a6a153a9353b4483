import type { z } from "zod";

/**
 * A list's query from the page's URL, read with the API's own contract; a hand-edited value it
 * refuses gives the defaults rather than an error page.
 */
export function listQueryFrom<S extends z.ZodType>(schema: S, url: URL, keys: string[]): z.infer<S> {
  const values = Object.fromEntries(keys.flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key)]] : [])));
  const parsed = schema.safeParse(values);
  return parsed.success ? parsed.data : schema.parse({});
}
