import type { CookingClass } from "../../../shared/schemas/catalogue";
import { readClassListParams, type ClassListState } from "./class-list-query";

export type ClassListSource = { list: (query: ClassListState) => Promise<CookingClass[]> };

export type ClassListData = { query: ClassListState; classes: CookingClass[] };

/** The data of /classes for a request URL: the classes matching the URL's filters, featured first. */
export async function loadClassList(source: ClassListSource, url: URL): Promise<ClassListData> {
  const query = readClassListParams(url.searchParams);
  return { query, classes: await source.list(query) };
}
