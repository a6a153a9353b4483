import { isFlagCode } from "../../../shared/flags.ts";
import flagBodies from "./flag-bodies.json" with { type: "json" };

/**
 * Flags drawn as SVG: only the flags the site names (languages and cuisines), copied out of the
 * Flag Icons set (MIT) by `npm run icons`, so the server never loads the whole 2 MB set.
 */
type FlagSet = { width: number; height: number; flags: Record<string, string> };
const flagSet = flagBodies as FlagSet;

export function hasFlag(code: string): boolean {
  return isFlagCode(code) && Object.hasOwn(flagSet.flags, code);
}

export function flagCodes(): string[] {
  return Object.keys(flagSet.flags);
}

const svgCache = new Map<string, string>();

/** The flag as a standalone SVG document, or null when the site has no such flag. */
export function renderFlag(code: string): string | null {
  if (!hasFlag(code)) return null;
  const cached = svgCache.get(code);
  if (cached) return cached;
  const { width, height } = flagSet;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${flagSet.flags[code]}</svg>`;
  // Bounded by the number of flags in the file.
  svgCache.set(code, svg);
  return svg;
}
