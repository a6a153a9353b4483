import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../client.ts";
import { SEED_DIR } from "../data-files.ts";
import * as t from "../schema/index.ts";
import { artworkPath } from "../../domains/media/artwork.ts";
import { recipeSearchFields } from "../../domains/recipes/search-index.ts";
import { blogPostRow } from "../../domains/blog/service.ts";
import { zonedTimeToInstant } from "../../../shared/rules/zoned-time.ts";
import {
  seedBlogPostSchema,
  seedBuffetMenuSchema,
  seedClassSchema,
  seedCommunityRecipeSchema,
  seedDealSchema,
  seedGuestChefSchema,
  seedIndustrialMenuSchema,
  seedLookupsSchema,
  seedRecipeSchema,
  seedShopSchema,
} from "./seed-schemas.ts";

const seedDir = SEED_DIR;

function readSeed<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const raw: unknown = JSON.parse(readFileSync(path.join(seedDir, file), "utf8"));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new Error(`Seed file ${file} is invalid at ${first?.path.join(".")}: ${first?.message}`);
  }
  return result.data;
}

/** All demo content, read and validated; throws naming the file and field that is wrong. */
export function readDemoContent() {
  const recipeFiles = readdirSync(seedDir)
    .filter((f) => /^recipes-.*\.json$/.test(f))
    .sort();
  return {
    lookups: readSeed("lookups.json", seedLookupsSchema),
    recipes: recipeFiles.flatMap((f) => readSeed(f, z.array(seedRecipeSchema))),
    classes: readSeed("classes.json", z.array(seedClassSchema)),
    blogPosts: readSeed("blog-posts.json", z.array(seedBlogPostSchema)),
    shop: readSeed("shop.json", seedShopSchema),
    deals: readSeed("deals.json", z.array(seedDealSchema)),
    buffetMenus: readSeed("buffet-menus.json", z.array(seedBuffetMenuSchema)),
    industrialMenus: readSeed("industrial-catering.json", z.array(seedIndustrialMenuSchema)),
    guestChefs: readSeed("guest-chefs.json", z.array(seedGuestChefSchema)),
    communityRecipes: readSeed("community-recipes.json", z.array(seedCommunityRecipeSchema)),
  };
}

const DAY_MS = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Loads the demo content into an empty database, in one transaction: a restart, or a database
 * that already holds content, is left exactly as it is.
 */
export async function seedIfEmpty(db: Database, now = new Date(), timeZone = "America/Los_Angeles"): Promise<boolean> {
  const [{ value }] = await db.select({ value: count() }).from(t.categories);
  if (value > 0) return false;
  const content = readDemoContent();
  const image = (item: { icon: string; color: string }) => artworkPath(item.icon, item.color);
  const strip = <T extends { icon: string; color: string }>(item: T) => {
    const { icon: _icon, color: _color, ...rest } = item;
    return rest;
  };

  await db.transaction(async (tx) => {
    await tx.insert(t.categories).values(content.lookups.categories);
    await tx.insert(t.cuisines).values(content.lookups.cuisines);
    await tx.insert(t.dietTypes).values(content.lookups.dietTypes);

    const recipeCreatedAt = (i: number) => new Date(now.getTime() - (content.recipes.length - i) * DAY_MS);
    await tx.insert(t.recipes).values(
      content.recipes.map((r, i) => ({
        ...strip(r),
        ...recipeSearchFields(r),
        image: image(r),
        createdAt: recipeCreatedAt(i),
      })),
    );

    for (const c of content.classes) {
      const { schedule, instructorIcon, ...rest } = strip(c);
      const [row] = await tx
        .insert(t.cookingClasses)
        .values({ ...rest, image: image(c), instructorImage: artworkPath(instructorIcon, c.color) })
        .returning({ id: t.cookingClasses.id });
      await tx.insert(t.classSessions).values(
        schedule.map((s) => {
          const date = isoDate(new Date(now.getTime() + s.daysFromNow * DAY_MS));
          return {
            classId: row.id,
            date,
            time: s.time,
            startsAt: zonedTimeToInstant(date, s.time, timeZone),
            capacity: c.maxParticipants,
            booked: Math.max(0, c.maxParticipants - Math.min(s.availableSpots, c.maxParticipants)),
          };
        }),
      );
    }

    await tx.insert(t.blogPosts).values(
      // Through the blog's writer: the seed's HTML is sanitised like any other post's.
      content.blogPosts.map(({ publishedDaysAgo, ...p }) =>
        blogPostRow({
          ...strip(p as typeof p & { icon: string; color: string }),
          image: image(p),
          publishedAt: new Date(now.getTime() - publishedDaysAgo * DAY_MS),
        }),
      ),
    );

    await tx.insert(t.shopCategories).values(content.shop.categories.map((c) => ({ ...strip(c), image: image(c) })));
    await tx
      .insert(t.products)
      .values(content.shop.products.map((p) => ({ ...strip(p), image: image(p), weight: p.weight ?? null, sku: p.sku ?? null })));

    await tx.insert(t.deals).values(
      content.deals.map(({ validDaysFromNow, ...d }) => ({
        ...strip(d as typeof d & { icon: string; color: string }),
        image: image(d),
        perPerson: d.perPerson ?? false,
        validUntil: isoDate(new Date(now.getTime() + validDaysFromNow * DAY_MS)),
      })),
    );

    await tx.insert(t.buffetMenus).values(content.buffetMenus.map((m) => ({ ...strip(m), image: image(m) })));
    await tx.insert(t.industrialCateringMenus).values(content.industrialMenus.map((m) => ({ ...strip(m), image: image(m) })));
    await tx.insert(t.guestChefs).values(content.guestChefs.map((c) => ({ ...strip(c), image: image(c) })));
    await tx.insert(t.userRecipes).values(
      content.communityRecipes.map(({ createdDaysAgo, ...r }) => ({
        ...strip(r as typeof r & { icon: string; color: string }),
        image: image(r),
        createdAt: new Date(now.getTime() - createdDaysAgo * DAY_MS),
      })),
    );
  });
  return true;
}
