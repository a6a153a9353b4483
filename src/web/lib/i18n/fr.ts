import type { Catalogue } from "./en";

/** French UI catalogue. */
export const fr: Partial<Catalogue> = {};
