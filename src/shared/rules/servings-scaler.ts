/**
 * Rescaling ingredient amounts for another number of servings, written back the way cooks write
 * them: "1 1/2", "3/4", "2-3". Amounts that are not numbers ("a pinch", "to taste") stay as given.
 */

const UNICODE_FRACTIONS: Record<string, number> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};
const UNICODE_CLASS = Object.keys(UNICODE_FRACTIONS).join("");

/** One number as cooks write it: 2, 1.5, 1,5, 1/2, 1 1/2, ½, 1½. */
const NUMBER_SOURCE = `(?:\\d+\\s*[${UNICODE_CLASS}]|\\d+\\s+\\d+\\s*\\/\\s*\\d+|\\d+\\s*\\/\\s*\\d+|\\d+(?:[.,]\\d+)?|\\.\\d+|[${UNICODE_CLASS}])`;
/** A leading quantity: one number, or a range of two ("2-3", "2 – 3", "2 to 3"). */
const QUANTITY_PATTERN = new RegExp(`^\\s*(${NUMBER_SOURCE})(?:\\s*(?:-|–|—|to)\\s*(${NUMBER_SOURCE}))?(?=$|[^\\d/.,])`, "i");

export type Quantity = { low: number; high: number | null; style: "fraction" | "decimal" };

/** Reads one number; null when it is not one. */
export function parseNumber(text: string): number | null {
  const value = text.trim().replace(/\s+/g, " ");
  const unicode = new RegExp(`^(\\d+)?\\s*([${UNICODE_CLASS}])$`).exec(value);
  if (unicode) return Number(unicode[1] ?? 0) + UNICODE_FRACTIONS[unicode[2]];
  const mixed = /^(\d+) (\d+) ?\/ ?(\d+)$/.exec(value);
  if (mixed) {
    const denominator = Number(mixed[3]);
    return denominator === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / denominator;
  }
  const fraction = /^(\d+) ?\/ ?(\d+)$/.exec(value);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? null : Number(fraction[1]) / denominator;
  }
  if (/^(\d+([.,]\d+)?|\.\d+)$/.test(value)) return Number(value.replace(",", "."));
  return null;
}

/** The quantity at the start of an amount, and the text after it; null when it has none. */
export function parseQuantity(amount: string): { quantity: Quantity; rest: string } | null {
  const match = QUANTITY_PATTERN.exec(amount);
  if (!match) return null;
  const low = parseNumber(match[1]);
  const high = match[2] === undefined ? null : parseNumber(match[2]);
  if (low === null || (match[2] !== undefined && high === null)) return null;
  const style = /[.,]\d/.test(match[1]) ? "decimal" : "fraction";
  return { quantity: { low, high, style }, rest: amount.slice(match[0].length) };
}

/** The fractions a cook measures with; eighths only below 10, halves up to 100, wholes above. */
const FRACTIONS: [number, number][] = [
  [1, 8],
  [1, 4],
  [1, 3],
  [3, 8],
  [1, 2],
  [5, 8],
  [2, 3],
  [3, 4],
  [7, 8],
];

/** 1.5 -> "1 1/2", 0.333 -> "1/3", 2.74 -> "2 3/4", 12.4 -> "12 1/2", 237.6 -> "238". */
export function formatFraction(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return "0";
  if (value >= 100) return String(Math.round(value));
  if (value >= 10) {
    const halves = Math.round(value * 2) / 2;
    return Number.isInteger(halves) ? String(halves) : `${Math.floor(halves)} 1/2`;
  }
  let whole = Math.floor(value);
  const remainder = value - whole;
  let best: [number, number] | null = null;
  let bestDistance = remainder; // distance to rounding down to the whole number
  if (1 - remainder < bestDistance) {
    bestDistance = 1 - remainder;
    best = [1, 1];
  }
  for (const [n, d] of FRACTIONS) {
    const distance = Math.abs(remainder - n / d);
    // A simpler fraction wins a near tie: 0.3333 is 1/3, not 3/8.
    if (distance < bestDistance - 1e-9) {
      bestDistance = distance;
      best = [n, d];
    }
  }
  if (best && best[0] === best[1]) {
    whole += 1;
    best = null;
  }
  // Never show a positive amount as nothing: the smallest measure is 1/8.
  if (whole === 0 && !best) return "1/8";
  if (!best) return String(whole);
  return whole === 0 ? `${best[0]}/${best[1]}` : `${whole} ${best[0]}/${best[1]}`;
}

/** Decimals stay decimals (metric recipes): at most two places, no trailing zeros. */
function formatDecimal(value: number): string {
  if (value >= 100) return String(Math.round(value));
  return String(Math.round(value * 100) / 100);
}

function formatQuantity(value: number, style: Quantity["style"] = "fraction"): string {
  return style === "decimal" ? formatDecimal(value) : formatFraction(value);
}

/** Multiplies the amount's quantity (both ends of a range); text without a quantity is kept. */
export function scaleAmount(amount: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return amount;
  const parsed = parseQuantity(amount);
  if (!parsed) return amount;
  const { quantity, rest } = parsed;
  const low = formatQuantity(quantity.low * factor, quantity.style);
  if (quantity.high === null) return `${low}${rest}`;
  const high = formatQuantity(quantity.high * factor, quantity.style);
  return low === high ? `${low}${rest}` : `${low}-${high}${rest}`;
}

/** The amount's value for choosing singular or plural units; null when it has no quantity. */
function amountValue(amount: string): number | null {
  const parsed = parseQuantity(amount);
  if (!parsed) return null;
  return parsed.quantity.high ?? parsed.quantity.low;
}

const UNIT_PLURALS: Record<string, string> = {
  cup: "cups",
  clove: "cloves",
  can: "cans",
  slice: "slices",
  sprig: "sprigs",
  stalk: "stalks",
  stick: "sticks",
  pinch: "pinches",
  dash: "dashes",
  bunch: "bunches",
  handful: "handfuls",
  piece: "pieces",
  leaf: "leaves",
  head: "heads",
  tablespoon: "tablespoons",
  teaspoon: "teaspoons",
  pound: "pounds",
  ounce: "ounces",
  sheet: "sheets",
  fillet: "fillets",
  pod: "pods",
  strand: "strands",
  drop: "drops",
  packet: "packets",
  litre: "litres",
  liter: "liters",
};
const UNIT_SINGULARS = Object.fromEntries(Object.entries(UNIT_PLURALS).map(([one, many]) => [many, one]));

/** "cup" or "cups" to suit the amount; abbreviations (g, tbsp) and unknown units stay. */
export function unitFor(unit: string, value: number | null): string {
  if (value === null) return unit;
  const lower = unit.toLowerCase();
  const plural = value > 1;
  const swapped = plural ? UNIT_PLURALS[lower] : UNIT_SINGULARS[lower];
  if (!swapped) return unit;
  return unit[0] === unit[0]?.toUpperCase() && unit[0] !== unit[0]?.toLowerCase() ? swapped[0].toUpperCase() + swapped.slice(1) : swapped;
}

type ScalableIngredient = { amount: string; unit: string; name: string };

/** The ingredient for `target` servings of a recipe written for `base`. */
export function scaleIngredient<T extends ScalableIngredient>(ingredient: T, base: number, target: number): T {
  if (!(base > 0) || !(target > 0) || base === target) return ingredient;
  const amount = scaleAmount(ingredient.amount, target / base);
  if (amount === ingredient.amount) return ingredient;
  return { ...ingredient, amount, unit: unitFor(ingredient.unit, amountValue(amount)) };
}

// Kept in their own module so the page's buttons work without loading the scaler.
export { MAX_SERVINGS, MIN_SERVINGS, stepServings } from "./servings-steps.ts";
