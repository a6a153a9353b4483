import type { Catalogue } from "./en";

/** Spanish UI catalogue. */
export const es: Partial<Catalogue> = {};
