/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (or those named: npm run bench -- search).
 * Each starts what it measures, prints its table with ratios measured in the same run, and stops.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const wanted = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(import.meta.dirname, file)).href)) as { default: () => Promise<void> };
  await module.default();
}
