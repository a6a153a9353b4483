/**
 * The cooking-wisdom cards under a recipe: ten tips, each with the recipes it suits. A page shows
 * The (at most) three that fit its recipe best, or all ten when asked.
 */

export type TipId =
  | "tempering"
  | "turmericPepper"
  | "soakLegumes"
  | "pittaCooling"
  | "vataWarmth"
  | "kaphaLightness"
  | "restMeat"
  | "pastaWater"
  | "stirFryBatches"
  | "finishFresh";

/** A cooking tip as the page shows it, in the visitor's language. */
export type TipText = { id: TipId; title: string; body: string };

type TipCriteria = {
  cuisines?: string[];
  doshas?: string[];
  /** Words looked for in the ingredient names. */
  ingredients?: string[];
  cookingMethods?: string[];
  categories?: string[];
  /** Fits every recipe, weakly: fills the cards when few others match. */
  general?: boolean;
};

type CookingTip = { id: TipId; criteria: TipCriteria };

export const COOKING_TIPS: readonly CookingTip[] = [
  { id: "tempering", criteria: { cuisines: ["indian"], ingredients: ["cumin", "mustard seed", "curry leaves", "asafoetida", "hing"] } },
  { id: "turmericPepper", criteria: { ingredients: ["turmeric", "haldi"], doshas: ["kapha"] } },
  { id: "soakLegumes", criteria: { ingredients: ["dal", "lentil", "chickpea", "bean", "moong", "fava", "split pea"], doshas: ["vata"] } },
  { id: "pittaCooling", criteria: { doshas: ["pitta"], ingredients: ["coconut", "coriander", "cilantro", "mint", "fennel", "cucumber"] } },
  {
    id: "vataWarmth",
    criteria: { doshas: ["vata"], cookingMethods: ["simmering", "slow-cooking", "pressure-cooking", "baking"], categories: ["soup"] },
  },
  {
    id: "kaphaLightness",
    criteria: { doshas: ["kapha"], cookingMethods: ["grilling", "roasting", "steaming", "no-cook"], categories: ["salad"] },
  },
  {
    id: "restMeat",
    criteria: { cookingMethods: ["grilling", "roasting"], ingredients: ["chicken", "lamb", "beef", "pork", "steak", "turkey"] },
  },
  { id: "pastaWater", criteria: { cuisines: ["italian"], ingredients: ["pasta", "spaghetti", "linguine", "penne", "noodle"] } },
  {
    id: "stirFryBatches",
    criteria: { cookingMethods: ["stir-frying", "sauteing"], cuisines: ["chinese", "thai", "korean", "vietnamese"] },
  },
  { id: "finishFresh", criteria: { general: true } },
];

const TIPS_SHOWN = 3;

type TipFacts = {
  cuisine?: string | null;
  category?: string | null;
  cookingMethod?: string | null;
  /** The Ayurveda dosha text ("vata", "pitta-kapha", "tridoshic"...). */
  dosha?: string | null;
  ingredientNames: string[];
};

const norm = (text: string | null | undefined) => (text ?? "").toLowerCase();

/** How well a tip fits: one point per kind of criterion met, a little for general tips. */
export function tipScore(tip: CookingTip, facts: TipFacts): number {
  const { criteria } = tip;
  const ingredients = facts.ingredientNames.map(norm).join(" | ");
  const dosha = norm(facts.dosha);
  let score = 0;
  if (criteria.cuisines?.includes(norm(facts.cuisine))) score += 1;
  if (criteria.categories?.includes(norm(facts.category))) score += 1;
  if (criteria.cookingMethods?.includes(norm(facts.cookingMethod))) score += 1;
  if (criteria.doshas?.some((d) => new RegExp(`\\b${d}\\b`).test(dosha))) score += 1;
  if (criteria.ingredients?.some((word) => new RegExp(`\\b${word}`).test(ingredients))) score += 1;
  if (criteria.general) score += 0.5;
  return score;
}

/** The best-fitting tips (at most three, best first), or all ten with showAll. */
export function selectTips(facts: TipFacts, showAll = false, tips: readonly CookingTip[] = COOKING_TIPS): CookingTip[] {
  if (showAll) return [...tips];
  return tips
    .map((tip, order) => ({ tip, order, score: tipScore(tip, facts) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, TIPS_SHOWN)
    .map((entry) => entry.tip);
}
