// Validates the demo content: every file against its contract, and every icon against the set.
import { hasIcon } from "../src/server/domains/media/artwork.ts";
import { readDemoContent } from "../src/server/db/seed/load-seed.ts";

const content = readDemoContent();
const icons: string[] = [];
const visit = (value: unknown) => {
  if (Array.isArray(value)) return value.forEach(visit);
  if (!value || typeof value !== "object") return;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === "icon" || key === "instructorIcon") && typeof inner === "string") icons.push(inner);
    else visit(inner);
  }
};
visit(content);
const missing = [...new Set(icons.filter((icon) => !hasIcon(icon)))];
if (missing.length) {
  console.error(`Icons without artwork (run npm run icons): ${missing.join(", ")}`);
  process.exit(1);
}
const lookups = content.lookups;
const names = (list: { name: string }[]) => new Set(list.map((x) => x.name));
const [cats, cuis, diets] = [names(lookups.categories), names(lookups.cuisines), names(lookups.dietTypes)];
const badRecipes = content.recipes.filter((r) => !cats.has(r.category) || !cuis.has(r.cuisine) || !diets.has(r.dietType));
if (badRecipes.length) {
  console.error(`Recipes with unknown lookups: ${badRecipes.map((r) => r.title).join(", ")}`);
  process.exit(1);
}
console.log(
  `seed ok: ${content.recipes.length} recipes over ${new Set(content.recipes.map((r) => r.cuisine)).size} cuisines, ` +
    `${content.classes.length} classes, ${content.blogPosts.length} posts, ${content.shop.products.length} products, ` +
    `${content.buffetMenus.length} buffet menus, ${content.industrialMenus.length} industrial menus, ` +
    `${content.guestChefs.length} chefs, ${content.communityRecipes.length} community recipes, ${content.deals.length} deals`,
);
