/**
 * Recipe content arrives in several shapes: lists, objects, one long text, or any of
 * these as a JSON string. These readers turn each into one shape for the page, the print view and
 * the structured data, and never throw on odd input.
 */
import { parseQuantity } from "./servings-scaler.ts";
import type { AyurvedicProperties } from "../schemas/recipe.ts";

export type IngredientLine = { amount: string; unit: string; name: string };

const MAX_JSON_DEPTH = 3;

/** A string that looks like JSON is parsed (a few levels deep); anything else is returned as is. */
function unwrapJson(input: unknown, depth = 0): unknown {
  if (typeof input !== "string" || depth >= MAX_JSON_DEPTH) return input;
  const text = input.trim();
  if (!/^[[{"]/.test(text)) return input;
  try {
    return unwrapJson(JSON.parse(text), depth + 1);
  } catch {
    return input;
  }
}

function asText(value: unknown): string {
  if (typeof value === "string") return value.replace(/\s+/g, " ").trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** Splits on commas that are not inside parentheses: "ghee (melted, warm), salt" is two items. */
function splitOutsideParentheses(text: string, separators: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(" || char === "[") depth += 1;
    if ((char === ")" || char === "]") && depth > 0) depth -= 1;
    if (depth === 0 && separators.test(char)) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Units recognised at the start of a text line ("2 cups rice" -> amount 2, unit cups). */
const UNIT_WORDS = [
  "cups?",
  "tablespoons?",
  "tbsps?",
  "tbs",
  "teaspoons?",
  "tsps?",
  "grams?",
  "g",
  "kilograms?",
  "kg",
  "milligrams?",
  "mg",
  "millilitres?",
  "milliliters?",
  "ml",
  "litres?",
  "liters?",
  "l",
  "dl",
  "cl",
  "ounces?",
  "oz",
  "fl oz",
  "pounds?",
  "lbs?",
  "pinch(?:es)?",
  "dash(?:es)?",
  "cloves?",
  "cans?",
  "slices?",
  "sprigs?",
  "stalks?",
  "sticks?",
  "bunch(?:es)?",
  "handfuls?",
  "pieces?",
  "leaves",
  "leaf",
  "heads?",
  "pods?",
  "sheets?",
  "fillets?",
  "quarts?",
  "pints?",
  "qt",
  "pt",
  "inch(?:es)?",
  "cm",
  "drops?",
  "strands?",
  "packets?",
  "small",
  "medium",
  "large",
];
const UNIT_PATTERN = new RegExp(`^(${UNIT_WORDS.join("|")})\\.?(?=\\s|$)\\s*(?:of\\s+)?`, "i");

/** "1 1/2 cups basmati rice" -> { amount: "1 1/2", unit: "cups", name: "basmati rice" }. */
export function parseIngredientText(text: string): IngredientLine {
  const line = asText(text).replace(/^[-•*·]\s*/, "");
  const parsed = parseQuantity(line);
  if (!parsed) return { amount: "", unit: "", name: line };
  const amount = line.slice(0, line.length - parsed.rest.length).trim();
  const rest = parsed.rest.trim();
  const unit = UNIT_PATTERN.exec(rest);
  if (unit) {
    const name = rest.slice(unit[0].length).trim();
    // "2 large" alone is a count of something unnamed: keep the word as the name.
    if (name) return { amount, unit: unit[1], name };
  }
  // A bare number has nothing to measure: keep it whole as the name.
  return rest ? { amount, unit: "", name: rest } : { amount: "", unit: "", name: line };
}

function ingredientFromObject(item: Record<string, unknown>): IngredientLine | null {
  const name = asText(item.name ?? item.ingredient ?? item.item ?? item.text);
  if (!name) return null;
  return {
    amount: asText(item.amount ?? item.quantity ?? item.qty),
    unit: asText(item.unit ?? item.units ?? item.measure),
    name,
  };
}

/**
 * Ingredients from a list of text, a list of {amount, unit, name}, one comma-separated (or
 * line-separated) text, or a JSON string of any of these.
 */
export function parseIngredients(input: unknown): IngredientLine[] {
  const value = unwrapJson(input);
  if (typeof value === "string") {
    return splitOutsideParentheses(value, /[,\n;]/)
      .map(parseIngredientText)
      .filter((i) => i.name.length > 0);
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): IngredientLine[] => {
    const item = unwrapJson(raw);
    if (typeof item === "string" || typeof item === "number") {
      const line = parseIngredientText(String(item));
      return line.name ? [line] : [];
    }
    if (item && typeof item === "object" && !Array.isArray(item)) {
      const line = ingredientFromObject(item as Record<string, unknown>);
      return line ? [line] : [];
    }
    return [];
  });
}

/** "1/2 cup split moong dal"; the unit is left out when there is none. */
export function ingredientText(ingredient: IngredientLine): string {
  return [ingredient.amount, ingredient.unit, ingredient.name].filter((part) => part.trim().length > 0).join(" ");
}

/** Leading step numbers ("1.", "2)", "Step 3:") are layout, not text. */
function stripStepNumber(text: string): string {
  return text.replace(/^(?:step\s*)?\d+\s*[.):-]\s*/i, "").trim();
}

/** One text split into steps: by line when it has several lines, else after each full stop. */
function splitInstructionText(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const pieces =
    lines.length > 1
      ? lines
      : text
          .replace(/\s+/g, " ")
          .trim()
          // A full stop followed by a space ends a step; "1.5 cups" does not.
          .split(/(?<=[.!?])\s+(?=\S)/);
  return pieces.map(stripStepNumber).filter((step) => step.length > 0 && !/^[.!?]+$/.test(step));
}

function instructionsFrom(value: unknown, depth: number): string[] {
  if (depth > 4) return [];
  const item = unwrapJson(value);
  if (typeof item === "string") return splitInstructionText(item);
  if (Array.isArray(item)) {
    return item.flatMap((entry) => {
      const unwrapped = unwrapJson(entry);
      // Inside a list, each text is one step even when it holds several sentences.
      if (typeof unwrapped === "string") {
        const step = stripStepNumber(asText(unwrapped));
        return step ? [step] : [];
      }
      return instructionsFrom(unwrapped, depth + 1);
    });
  }
  if (item && typeof item === "object") {
    const record = item as Record<string, unknown>;
    if (record.steps !== undefined) return instructionsFrom(record.steps, depth + 1);
    if (record.itemListElement !== undefined) return instructionsFrom(record.itemListElement, depth + 1);
    const text = asText(record.step ?? record.text ?? record.name ?? record.instruction ?? record.description);
    const step = stripStepNumber(text);
    return step ? [step] : [];
  }
  return [];
}

/**
 * Steps from a list of text, objects with `step` or `name`, objects holding a `steps` list, one
 * text split on full stops, or a JSON string of any of these.
 */
export function parseInstructions(input: unknown): string[] {
  return instructionsFrom(input, 0);
}

const MAIN_NUTRIENTS = ["calories", "protein", "carbs", "fat", "fiber", "sugar", "sodium"] as const;
type MainNutrient = (typeof MAIN_NUTRIENTS)[number];

const NUTRIENT_ALIASES: Record<string, MainNutrient> = {
  calories: "calories",
  protein: "protein",
  carbs: "carbs",
  carbohydrates: "carbs",
  carbohydrate: "carbs",
  fat: "fat",
  fiber: "fiber",
  fibre: "fiber",
  sugar: "sugar",
  sugars: "sugar",
  sodium: "sodium",
};

/** The usual unit of each main nutrient, used when a value is a bare number. */
export const NUTRIENT_UNITS: Record<MainNutrient, string> = {
  calories: "kcal",
  protein: "g",
  carbs: "g",
  fat: "g",
  fiber: "g",
  sugar: "g",
  sodium: "mg",
};

export type NutritionValue = number | string;
export type Nutrition = {
  main: { key: MainNutrient; value: NutritionValue }[];
  additional: { key: string; label: string; value: NutritionValue }[];
};

/** "saturatedFat" or "saturated_fat" -> "Saturated fat". */
function nutrientLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function nutrientValue(raw: unknown): NutritionValue | null {
  if (typeof raw === "number") return Number.isFinite(raw) && raw >= 0 ? raw : null;
  if (typeof raw === "string") {
    const text = raw.trim();
    if (!text) return null;
    return /^\d+(\.\d+)?$/.test(text) ? Number(text) : text.slice(0, 60);
  }
  return null;
}

/**
 * Nutrition from an object or a JSON string: calories, protein, carbs (or carbohydrates), fat,
 * fiber, sugar and sodium as main tiles in that order; every other key as additional info.
 */
export function parseNutrition(input: unknown): Nutrition {
  const value = unwrapJson(input);
  const result: Nutrition = { main: [], additional: [] };
  if (!value || typeof value !== "object" || Array.isArray(value)) return result;
  const found = new Map<MainNutrient, NutritionValue>();
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    const parsed = nutrientValue(raw);
    if (parsed === null) continue;
    const main = NUTRIENT_ALIASES[key.toLowerCase()];
    if (main) {
      if (!found.has(main)) found.set(main, parsed);
    } else {
      result.additional.push({ key, label: nutrientLabel(key), value: parsed });
    }
  }
  result.main = MAIN_NUTRIENTS.filter((key) => found.has(key)).map((key) => ({ key, value: found.get(key)! }));
  return result;
}

/** "320" -> 320, "320 kcal" -> 320; null when there is no number. */
export function nutrientNumber(value: NutritionValue | undefined): number | null {
  if (value === undefined) return null;
  if (typeof value === "number") return value;
  const match = /\d+(?:\.\d+)?/.exec(value);
  return match ? Number(match[0]) : null;
}

/**
 * A list from a list, or from text holding one: '["sweet","sour"]', '{sweet,sour}' (a database
 * array), 'sweet, sour and bitter' or 'sweet; sour'.
 */
export function parseTextList(input: unknown): string[] {
  const value = unwrapJson(input);
  if (Array.isArray(value)) {
    return value.flatMap((item) => (typeof item === "string" || typeof item === "number" ? parseTextList(String(item)) : []));
  }
  if (typeof value !== "string") return [];
  const inner = value.trim().replace(/^[[{(]|[\]})]$/g, "");
  return inner
    .split(/\s*(?:[,;/|]|\band\b|&)\s*/i)
    .map((part) =>
      part
        .trim()
        .replace(/^["']|["']$/g, "")
        .trim(),
    )
    .filter((part) => part.length > 0);
}

/** The Ayurveda tab shows exactly the recipe's Ayurvedic properties. */
export type AyurvedaInfo = AyurvedicProperties;

/** The Ayurveda tab's content from an object or JSON string; null when there is nothing to show. */
export function parseAyurveda(input: unknown): AyurvedaInfo | null {
  const value = unwrapJson(input);
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const info: AyurvedaInfo = {
    vata: asText(record.vata),
    pitta: asText(record.pitta),
    kapha: asText(record.kapha),
    dosha: asText(record.dosha),
    season: parseTextList(record.season),
    taste: parseTextList(record.taste),
  };
  const empty = !info.vata && !info.pitta && !info.kapha && !info.dosha && info.season.length === 0 && info.taste.length === 0;
  return empty ? null : info;
}

/** Health benefits and tags: a list, a JSON list, or lines of text. */
export function parseTextLines(input: unknown): string[] {
  const value = unwrapJson(input);
  if (Array.isArray(value)) return value.map(asText).filter(Boolean);
  if (typeof value === "string")
    return value
      .split(/\r?\n/)
      .map((l) => asText(l.replace(/^[-•*]\s*/, "")))
      .filter(Boolean);
  return [];
}
