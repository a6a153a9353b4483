/**
 * Copies the illustrations the site uses out of the 9 MB Fluent Emoji Flat set into a small
 * JSON the server ships with. Run after changing seed icons: `npm run icons`.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { UI_ARTWORK } from "../src/shared/ui-artwork.ts";
import { GENERATED_RECIPE_ICONS } from "../src/server/db/seed/recipe-generator.ts";

type IconSet = {
  width: number;
  height: number;
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
};

const root = path.resolve(import.meta.dirname, "..");
const seedDir = path.join(root, "src/server/db/seed");
const setFile = path.join(root, "node_modules/@iconify-json/fluent-emoji-flat/icons.json");
const outFile = path.join(root, "src/server/domains/media/icon-bodies.json");

const set = JSON.parse(readFileSync(setFile, "utf8")) as IconSet;
const wanted = new Set<string>([...Object.values(UI_ARTWORK).map((a) => a.icon), ...GENERATED_RECIPE_ICONS]);

function collect(value: unknown) {
  if (Array.isArray(value)) return value.forEach(collect);
  if (!value || typeof value !== "object") return;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === "icon" || key === "instructorIcon") && typeof inner === "string") wanted.add(inner);
    else collect(inner);
  }
}
for (const file of readdirSync(seedDir).filter((f) => f.endsWith(".json"))) {
  collect(JSON.parse(readFileSync(path.join(seedDir, file), "utf8")));
}

const icons: Record<string, string> = {};
const missing: string[] = [];
for (const name of [...wanted].sort()) {
  const target = set.icons[name] ? name : set.aliases?.[name]?.parent;
  if (!target || !set.icons[target]) missing.push(name);
  else icons[name] = set.icons[target].body;
}
if (missing.length) {
  console.error(`Unknown icons: ${missing.join(", ")}`);
  process.exit(1);
}
writeFileSync(outFile, `${JSON.stringify({ width: set.width, height: set.height, icons })}\n`);
console.log(`${Object.keys(icons).length} icons written to ${path.relative(root, outFile)}`);
