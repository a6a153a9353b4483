/**
 * Flags are SVG drawings from the Flag Icons set, served by the site at one cacheable URL each.
 * A flag is named by its code in that set: an ISO 3166-1 alpha-2 country code in lower case, or a
 * subdivision such as `gb-sct`.
 */
export const FLAG_CODE_PATTERN = /^[a-z]{2}(?:-[a-z]{2,3})?$/;

export function isFlagCode(value: unknown): value is string {
  return typeof value === "string" && FLAG_CODE_PATTERN.test(value);
}

/** Flags are drawn 4:3, the proportion the set's rectangular variant uses. */
export const FLAG_ASPECT = 4 / 3;

export function flagPath(code: string): string {
  return `/flags/${code}.svg`;
}
