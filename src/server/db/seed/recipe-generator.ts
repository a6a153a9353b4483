import type { IngredientLine } from "../schema/recipes.ts";
import { artworkPath } from "../../domains/media/artwork.ts";
import { recipeSearchFields } from "../../domains/recipes/search-index.ts";

/**
 * Generates plausible, varied recipes in bulk (for load tests and large demos): each is a dish
 * of a real cuisine built around a main ingredient, with amounts, steps, nutrition and Ayurvedic
 * notes derived from what goes into it. Deterministic for a given seed.
 */

type Main = {
  name: string;
  diet: "vegan" | "vegetarian" | "non-vegetarian";
  protein: number;
  carbs: number;
  fat: number;
  kcal: number;
  heavy: boolean;
  icon: string;
};

const MAINS: Main[] = [
  { name: "chickpea", diet: "vegan", protein: 12, carbs: 35, fat: 5, kcal: 260, heavy: true, icon: "beans" },
  { name: "red lentil", diet: "vegan", protein: 14, carbs: 32, fat: 3, kcal: 240, heavy: false, icon: "pot-of-food" },
  { name: "spinach", diet: "vegan", protein: 5, carbs: 8, fat: 4, kcal: 110, heavy: false, icon: "leafy-green" },
  { name: "cauliflower", diet: "vegan", protein: 5, carbs: 14, fat: 6, kcal: 140, heavy: false, icon: "broccoli" },
  { name: "sweet potato", diet: "vegan", protein: 4, carbs: 38, fat: 5, kcal: 220, heavy: true, icon: "roasted-sweet-potato" },
  { name: "mushroom", diet: "vegan", protein: 6, carbs: 10, fat: 7, kcal: 130, heavy: false, icon: "brown-mushroom" },
  { name: "tofu", diet: "vegan", protein: 18, carbs: 8, fat: 10, kcal: 200, heavy: false, icon: "steaming-bowl" },
  { name: "eggplant", diet: "vegan", protein: 3, carbs: 14, fat: 9, kcal: 150, heavy: false, icon: "eggplant" },
  { name: "paneer", diet: "vegetarian", protein: 20, carbs: 9, fat: 22, kcal: 330, heavy: true, icon: "cheese-wedge" },
  { name: "egg", diet: "vegetarian", protein: 14, carbs: 4, fat: 12, kcal: 190, heavy: false, icon: "egg" },
  { name: "chicken thigh", diet: "non-vegetarian", protein: 30, carbs: 6, fat: 14, kcal: 300, heavy: false, icon: "poultry-leg" },
  { name: "salmon", diet: "non-vegetarian", protein: 28, carbs: 4, fat: 18, kcal: 320, heavy: false, icon: "fish" },
  { name: "shrimp", diet: "non-vegetarian", protein: 24, carbs: 5, fat: 6, kcal: 190, heavy: false, icon: "shrimp" },
  { name: "lamb", diet: "non-vegetarian", protein: 26, carbs: 5, fat: 24, kcal: 380, heavy: true, icon: "meat-on-bone" },
];

/** Illustrations the generator uses; `npm run icons` bundles them. */
export const GENERATED_RECIPE_ICONS = MAINS.map((m) => m.icon);

type Cuisine = { name: string; dishes: [string, string, string][]; aromatics: string[]; spice: number };
// [dish word, category, cooking method]
const CUISINES: Cuisine[] = [
  {
    name: "indian",
    spice: 2,
    aromatics: ["cumin seeds", "ginger", "garlic", "turmeric", "garam masala", "green chilli", "curry leaves", "ghee"],
    dishes: [
      ["Curry", "main-course", "simmering"],
      ["Dal", "soup", "pressure-cooking"],
      ["Pulao", "main-course", "steaming"],
      ["Sabzi", "side-dish", "sauteing"],
      ["Tikka", "appetizer", "grilling"],
      ["Kheer", "dessert", "simmering"],
    ],
  },
  {
    name: "thai",
    spice: 2,
    aromatics: ["lemongrass", "galangal", "kaffir lime leaves", "fish sauce", "coconut milk", "bird's eye chilli", "palm sugar"],
    dishes: [
      ["Green Curry", "main-course", "simmering"],
      ["Stir-Fry", "main-course", "stir-frying"],
      ["Soup", "soup", "simmering"],
      ["Salad", "salad", "no-cook"],
    ],
  },
  {
    name: "italian",
    spice: 0,
    aromatics: ["olive oil", "garlic", "basil", "parmesan", "oregano", "tomato passata", "lemon zest"],
    dishes: [
      ["Risotto", "main-course", "simmering"],
      ["Pasta", "main-course", "simmering"],
      ["Frittata", "breakfast", "baking"],
      ["Bruschetta", "appetizer", "grilling"],
      ["Minestrone", "soup", "simmering"],
    ],
  },
  {
    name: "mexican",
    spice: 2,
    aromatics: ["cumin", "ancho chilli", "lime", "coriander leaves", "onion", "oregano", "corn tortillas"],
    dishes: [
      ["Tacos", "main-course", "grilling"],
      ["Enchiladas", "main-course", "baking"],
      ["Pozole", "soup", "slow-cooking"],
      ["Salsa Bowl", "salad", "no-cook"],
    ],
  },
  {
    name: "japanese",
    spice: 0,
    aromatics: ["soy sauce", "mirin", "ginger", "spring onion", "sesame oil", "dashi", "rice vinegar"],
    dishes: [
      ["Donburi", "main-course", "simmering"],
      ["Miso Soup", "soup", "simmering"],
      ["Teriyaki", "main-course", "grilling"],
      ["Onigiri", "snack", "steaming"],
    ],
  },
  {
    name: "chinese",
    spice: 1,
    aromatics: ["soy sauce", "Shaoxing wine", "ginger", "garlic", "spring onion", "Sichuan pepper", "sesame oil"],
    dishes: [
      ["Stir-Fry", "main-course", "stir-frying"],
      ["Congee", "breakfast", "simmering"],
      ["Dumplings", "appetizer", "steaming"],
      ["Hot and Sour Soup", "soup", "simmering"],
    ],
  },
  {
    name: "french",
    spice: 0,
    aromatics: ["butter", "shallot", "thyme", "Dijon mustard", "white wine", "parsley", "crème fraîche"],
    dishes: [
      ["Gratin", "side-dish", "baking"],
      ["Velouté", "soup", "simmering"],
      ["Tart", "main-course", "baking"],
      ["Ragoût", "main-course", "slow-cooking"],
    ],
  },
  {
    name: "greek",
    spice: 0,
    aromatics: ["olive oil", "lemon", "dill", "oregano", "feta", "red onion", "garlic"],
    dishes: [
      ["Souvlaki", "main-course", "grilling"],
      ["Salad", "salad", "no-cook"],
      ["Stew", "main-course", "slow-cooking"],
      ["Pie", "appetizer", "baking"],
    ],
  },
  {
    name: "moroccan",
    spice: 1,
    aromatics: ["ras el hanout", "cumin", "cinnamon", "preserved lemon", "coriander leaves", "harissa", "saffron"],
    dishes: [
      ["Tagine", "main-course", "slow-cooking"],
      ["Harira", "soup", "simmering"],
      ["Couscous", "main-course", "steaming"],
    ],
  },
  {
    name: "korean",
    spice: 2,
    aromatics: ["gochujang", "gochugaru", "sesame oil", "garlic", "spring onion", "soy sauce", "kimchi"],
    dishes: [
      ["Bibimbap", "main-course", "sauteing"],
      ["Jjigae", "soup", "simmering"],
      ["Pancake", "snack", "frying"],
    ],
  },
  {
    name: "vietnamese",
    spice: 1,
    aromatics: ["fish sauce", "lime", "mint", "Thai basil", "rice noodles", "star anise", "shallot"],
    dishes: [
      ["Noodle Bowl", "main-course", "simmering"],
      ["Summer Rolls", "appetizer", "no-cook"],
      ["Clay Pot", "main-course", "slow-cooking"],
    ],
  },
  {
    name: "middle-eastern",
    spice: 1,
    aromatics: ["tahini", "sumac", "za'atar", "lemon", "garlic", "flat-leaf parsley", "pomegranate molasses"],
    dishes: [
      ["Shawarma Plate", "main-course", "roasting"],
      ["Mezze Salad", "salad", "no-cook"],
      ["Pilaf", "side-dish", "simmering"],
    ],
  },
  {
    name: "spanish",
    spice: 1,
    aromatics: ["smoked paprika", "olive oil", "garlic", "saffron", "sherry vinegar", "piquillo peppers"],
    dishes: [
      ["Paella", "main-course", "simmering"],
      ["Tapas", "appetizer", "frying"],
      ["Stew", "main-course", "slow-cooking"],
    ],
  },
  {
    name: "american",
    spice: 0,
    aromatics: ["butter", "onion", "celery", "black pepper", "maple syrup", "cheddar", "apple cider vinegar"],
    dishes: [
      ["Skillet", "main-course", "sauteing"],
      ["Chowder", "soup", "simmering"],
      ["Bake", "main-course", "baking"],
      ["Hash", "breakfast", "frying"],
    ],
  },
];

const ADJECTIVES = [
  "Weeknight",
  "Smoky",
  "Golden",
  "Herbed",
  "Spiced",
  "Rustic",
  "Creamy",
  "Zesty",
  "Slow-Cooked",
  "Crispy",
  "Fragrant",
  "Homestyle",
  "Charred",
  "Bright",
  "Gingery",
  "Garden",
  "Sunday",
  "Peppery",
  "Citrus",
  "Toasted",
];
const PANTRY = [
  "sea salt",
  "black pepper",
  "water",
  "vegetable stock",
  "lemon juice",
  "fresh coriander",
  "onion",
  "tomato",
  "carrot",
  "bell pepper",
];
const AMOUNTS = ["1", "2", "1/2", "1 1/2", "3", "1/4", "2-3", "4"];
const UNITS = ["tbsp", "tsp", "cup", "", "g", "clove", "pinch"];
const SEASONS = ["spring", "summer", "monsoon", "autumn", "winter"];
const SPICE = ["mild", "medium", "spicy", "very-spicy"];
const COLORS = ["#f6e3b4", "#f3d9c6", "#e3eed9", "#f9e0cf", "#efe3f3", "#fbe8c8", "#dfeee9", "#f6d8d2", "#e8e3d3", "#fcefd8"];

/** Mulberry32: a small, fast, seedable generator. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const capitalize = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

export function generateRecipes(count: number, seed: number, now = new Date()) {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const recipes = [];
  for (let n = 0; n < count; n++) {
    const cuisine = pick(CUISINES);
    const [dish, category, method] = pick(cuisine.dishes);
    const main = pick(MAINS);
    const spiceLevel = SPICE[Math.min(3, Math.max(0, cuisine.spice + between(-1, 1)))];
    const servings = between(1, 8);
    const aromatics = [...cuisine.aromatics].sort(() => rand() - 0.5).slice(0, between(3, 5));
    const pantry = [...PANTRY].sort(() => rand() - 0.5).slice(0, between(2, 4));
    const ingredients: IngredientLine[] = [
      { amount: String(between(2, 8) * 50), unit: "g", name: `${main.name}${main.name.endsWith("egg") ? "s" : ""}` },
      ...aromatics.map((name) => ({ amount: pick(AMOUNTS), unit: pick(UNITS), name })),
      ...pantry.map((name) => ({ amount: pick(AMOUNTS), unit: pick(["", "tsp", "cup", "tbsp"]), name })),
    ];
    const prepTime = between(1, 6) * 5;
    const cookTime = method === "no-cook" ? 0 : method === "slow-cooking" ? between(6, 16) * 10 : between(2, 9) * 5;
    const first = aromatics[0];
    const instructions = [
      `Prepare the ${main.name}: rinse, trim and cut it into even, bite-sized pieces so it cooks at one pace.`,
      `Measure out the ${aromatics.join(", ")} and keep them within reach of the stove.`,
      method === "no-cook"
        ? `Toss the ${main.name} with the ${first} and a pinch of salt and leave it for 10 minutes to season.`
        : `Warm a heavy pan over medium heat and cook the ${first} until fragrant, about 1 minute.`,
      method === "baking" || method === "roasting"
        ? `Spread everything in a baking dish and cook in an oven heated to 200 °C for ${cookTime || 25} minutes, until browned at the edges.`
        : method === "grilling"
          ? `Grill the ${main.name} over high heat, turning once, until lightly charred and cooked through.`
          : `Add the ${main.name} with the remaining ingredients and cook gently for ${Math.max(cookTime - 5, 5)} minutes, stirring now and then.`,
      `Taste, adjust the salt and acidity, and finish with ${pantry.includes("fresh coriander") ? "fresh coriander" : "a little lemon juice"} before serving.`,
    ];
    const fatBoost = main.heavy ? 1.2 : 1;
    const calories = Math.round((main.kcal + between(40, 160)) * fatBoost);
    const pungent = spiceLevel === "spicy" || spiceLevel === "very-spicy";
    const dosha = pungent ? "kapha" : main.heavy ? "vata" : method === "no-cook" ? "pitta" : pick(["vata", "pitta", "kapha", "tridoshic"]);
    const diet =
      main.diet === "non-vegetarian"
        ? calories < 300 && main.carbs < 8
          ? pick(["non-vegetarian", "keto", "paleo", "low-carb"])
          : "non-vegetarian"
        : main.diet === "vegetarian"
          ? pick(["vegetarian", "vegetarian", "gluten-free", "low-carb"])
          : pick(["vegan", "vegan", "gluten-free", "vegetarian"]);
    const title = `${pick(ADJECTIVES)} ${capitalize(main.name)} ${dish}`;
    const color = pick(COLORS);
    recipes.push({
      title,
      description: `A ${spiceLevel.replace("-", " ")} ${cuisine.name.replace("-", " ")} ${dish.toLowerCase()} built around ${main.name}, with ${aromatics.slice(0, 3).join(", ")}. Ready in about ${prepTime + cookTime} minutes.`,
      image: artworkPath(main.icon, color),
      cuisine: cuisine.name,
      category,
      dietType: diet,
      difficulty: cookTime > 60 ? "hard" : cookTime > 25 ? "medium" : "easy",
      prepTime,
      cookTime,
      servings,
      rating: Math.round((3.6 + rand() * 1.4) * 10) / 10,
      reviewCount: between(0, 900),
      featured: false,
      mealType:
        category === "breakfast"
          ? "breakfast"
          : category === "dessert"
            ? "dessert"
            : category === "snack" || category === "appetizer"
              ? "snack"
              : pick(["lunch", "dinner"]),
      cookingMethod: method,
      spiceLevel,
      priceRange: main.diet === "non-vegetarian" ? pick(["moderate", "premium"]) : pick(["budget", "moderate"]),
      tags: [cuisine.name.replace("-", " "), dish.toLowerCase(), main.name, method.replace("-", " ")],
      ingredients,
      instructions,
      nutritionFacts: {
        calories,
        protein: main.protein + between(0, 6),
        carbs: main.carbs + between(0, 25),
        fat: Math.round(main.fat * fatBoost) + between(0, 8),
        fiber: between(1, 11),
        sugar: between(1, 12),
        sodium: between(180, 900),
      },
      ayurvedicProperties: {
        vata:
          main.heavy || method === "slow-cooking"
            ? "Warm, moist and grounding: settles vata."
            : method === "no-cook"
              ? "Raw and light: can unsettle vata; eat it at midday."
              : "Cooked and lightly oiled: generally agreeable for vata.",
        pitta: pungent ? "Heating spices can aggravate pitta; serve with a cooling side." : "Mild and balanced: suitable for pitta.",
        kapha: main.heavy
          ? "Heavy and nourishing: kapha types should keep portions small."
          : pungent
            ? "Pungent and light: helps balance kapha."
            : "Moderately light: fine for kapha in moderate portions.",
        dosha,
        season: [pick(SEASONS), pick(SEASONS)].filter((s, i, a) => a.indexOf(s) === i),
        taste: pungent ? ["pungent", "salty"] : main.heavy ? ["sweet", "salty"] : ["sweet", "astringent"],
      },
      healthBenefits: [
        main.protein >= 14 ? `Good source of protein from the ${main.name}.` : `Light on the stomach and easy to digest.`,
        aromatics.includes("ginger") || aromatics.includes("turmeric")
          ? "Ginger and turmeric support digestion."
          : "Aromatic herbs and spices add flavour without extra salt.",
      ],
      createdAt: new Date(now.getTime() - between(0, 3 * 365) * 86_400_000),
      ...recipeSearchFields({ cuisine: cuisine.name, tags: [dish.toLowerCase(), main.name], ingredients }),
    });
  }
  return recipes;
}
