/**
 * Copies the illustrations the site uses out of the 9 MB Fluent Emoji Flat set, and the flags it
 * shows (languages and cuisines) out of the Flag Icons set, into small JSON files the server ships
 * with. Run after changing seed icons, a language's flag or a cuisine's flag: `npm run icons`.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { UI_ARTWORK } from "../src/shared/ui-artwork.ts";
import { SUPPORTED_LANGUAGES } from "../src/shared/languages.ts";
import { isFlagCode } from "../src/shared/flags.ts";
import { COUNTRIES } from "../src/shared/countries.ts";
import { GENERATED_RECIPE_ICONS } from "../src/server/db/seed/recipe-generator.ts";

type IconSet = {
  width: number;
  height: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
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

// Flags: the 4:3 drawing of each flag a language, a seed cuisine or a country of the list names (the whole set is 2 MB).
const flagSetFile = path.join(root, "node_modules/@iconify-json/flag/icons.json");
const flagOutFile = path.join(root, "src/server/domains/media/flag-bodies.json");
const flagSet = JSON.parse(readFileSync(flagSetFile, "utf8")) as IconSet;
const lookups = JSON.parse(readFileSync(path.join(seedDir, "lookups.json"), "utf8")) as { cuisines: { flag?: string }[] };
const wantedFlags = new Set<string>();
for (const flag of [
  ...SUPPORTED_LANGUAGES.map((l) => l.flag),
  ...lookups.cuisines.map((c) => c.flag),
  ...COUNTRIES.map(([code]) => code),
]) {
  if (flag == null) continue;
  if (!isFlagCode(flag)) {
    console.error(`Not a flag code: ${JSON.stringify(flag)}`);
    process.exit(1);
  }
  wantedFlags.add(flag);
}
const flags: Record<string, string> = {};
const missingFlags: string[] = [];
let flagWidth = 0;
let flagHeight = 0;
for (const code of [...wantedFlags].sort()) {
  const icon = flagSet.icons[`${code}-4x3`];
  if (!icon) {
    missingFlags.push(code);
    continue;
  }
  const [width, height] = [icon.width ?? flagSet.width, icon.height ?? flagSet.height];
  // One viewBox serves every flag, so every drawing must share it.
  if (flagWidth && (width !== flagWidth || height !== flagHeight)) {
    console.error(`Flag ${code} is ${width}x${height}, not ${flagWidth}x${flagHeight}`);
    process.exit(1);
  }
  [flagWidth, flagHeight] = [width, height];
  flags[code] = icon.body;
}
if (missingFlags.length) {
  console.error(`Unknown flags: ${missingFlags.join(", ")}`);
  process.exit(1);
}
writeFileSync(flagOutFile, `${JSON.stringify({ width: flagWidth, height: flagHeight, flags })}\n`);
console.log(`${Object.keys(flags).length} flags written to ${path.relative(root, flagOutFile)}`);
