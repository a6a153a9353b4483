import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import {
  admins,
  categories,
  cuisines,
  dietTypes,
  guestChefs,
  productSubmissions,
  products,
  recipes,
  shopCategories,
  userRecipes,
} from "../../db/schema/index.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { BRAND } from "../../../shared/brand.ts";
import { countryName } from "../../../shared/countries.ts";
import { paths } from "../../../shared/paths.ts";
import {
  creditedName,
  moderationMessages as M,
  REVIEW_STATUSES,
  submissionIngredients,
  submissionSteps,
  suggestedCategory,
  suggestedCuisine,
  suggestedDietType,
  suggestedDifficulty,
  type ReviewStatus,
} from "../../../shared/rules/moderation.ts";
import {
  centsToText,
  discountedCents,
  SHOP_CATEGORY_FOR,
  SHOP_TYPE_FOR,
  toCents,
  type ProductCategory,
  type ProductType,
} from "../../../shared/rules/product-submission.ts";
import { parseTextLines } from "../../../shared/rules/recipe-content.ts";
import type {
  ChefApplication,
  ProductBulkInput,
  ProductBulkResult,
  ProductDecisionInput,
  ProductSubmission,
  ProductSubmissionInput,
  RecipePublishInput,
  RecipeSubmission,
  ReviewDecisionInput,
  ReviewListQuery,
  ReviewPage,
} from "../../../shared/schemas/moderation.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { publicChefColumns } from "../guest-chefs/service.ts";
import { artworkPath } from "../media/artwork.ts";
import { saveUploadedImage, type PreparedImage } from "../media/uploads.ts";
import { recipeSearchFields } from "../recipes/search-index.ts";
import { adminPage } from "../../../shared/schemas/common.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The reviewer's username beside each row (an admin removed later leaves it empty). */
const reviewer = alias(admins, "reviewer");
const submitter = alias(admins, "submitter");

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each word of the search must appear in one of the columns. */
function searchCondition(search: string | undefined, columns: (PgColumn | SQL)[]): SQL[] {
  if (!search) return [];
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => or(...columns.map((column) => ilike(column, containing(word))))!);
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function pageOf<T>(rows: T[], total: number, query: ReviewListQuery, counts: Record<ReviewStatus, number>): ReviewPage<T> {
  return { ...adminPage(rows, total, query.page, query.limit), counts };
}

/** How many items wait in each status. */
async function countsByStatus(db: Database, status: PgColumn, table: typeof userRecipes | typeof guestChefs | typeof productSubmissions) {
  const rows = await db.select({ status, n: count() }).from(table).groupBy(status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  for (const row of rows)
    if ((REVIEW_STATUSES as readonly string[]).includes(row.status as string)) counts[row.status as ReviewStatus] = row.n;
  return counts;
}

const actorOf = (session: AdminSession) => ({ adminId: session.admin.id, actor: session.admin.username });

// ---------------------------------------------------------------------------------------------
// Row shapes

const recipeSubmissionColumns = {
  id: userRecipes.id,
  reference: userRecipes.reference,
  title: userRecipes.title,
  authorName: userRecipes.authorName,
  email: userRecipes.email,
  phone: userRecipes.phone,
  website: userRecipes.website,
  displayName: userRecipes.displayName,
  socialHandle: userRecipes.socialHandle,
  cuisineType: userRecipes.cuisineType,
  servingSize: userRecipes.servingSize,
  prepTime: userRecipes.prepTime,
  cookTime: userRecipes.cookTime,
  mealTypes: userRecipes.mealTypes,
  ingredients: userRecipes.ingredients,
  instructions: userRecipes.instructions,
  story: userRecipes.story,
  healthBenefits: userRecipes.healthBenefits,
  calories: userRecipes.calories,
  protein: userRecipes.protein,
  carbs: userRecipes.carbs,
  fat: userRecipes.fat,
  image: userRecipes.image,
  status: userRecipes.status,
  adminNotes: userRecipes.adminNotes,
  recipeId: userRecipes.recipeId,
  createdAt: userRecipes.createdAt,
  reviewedAt: userRecipes.reviewedAt,
  reviewedBy: reviewer.username,
};
type RecipeSubmissionRow = { [K in keyof typeof recipeSubmissionColumns]: unknown } & {
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
};

const toRecipeSubmission = (row: RecipeSubmissionRow): RecipeSubmission =>
  ({ ...row, status: row.status as ReviewStatus, createdAt: iso(row.createdAt)!, reviewedAt: iso(row.reviewedAt) }) as RecipeSubmission;

const chefApplicationColumns = {
  ...publicChefColumns,
  reference: guestChefs.reference,
  email: guestChefs.email,
  phone: guestChefs.phone,
  status: guestChefs.status,
  adminNotes: guestChefs.adminNotes,
  reviewedAt: guestChefs.reviewedAt,
  reviewedBy: reviewer.username,
};
type ChefApplicationRow = { [K in keyof typeof chefApplicationColumns]: unknown } & {
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
};

const toChefApplication = (row: ChefApplicationRow): ChefApplication =>
  ({ ...row, status: row.status as ReviewStatus, createdAt: iso(row.createdAt)!, reviewedAt: iso(row.reviewedAt) }) as ChefApplication;

const productSubmissionColumns = {
  row: productSubmissions,
  submittedBy: submitter.username,
  reviewedBy: reviewer.username,
};
type ProductSubmissionRecord = typeof productSubmissions.$inferSelect;

function toProductSubmission({
  row,
  submittedBy,
  reviewedBy,
}: {
  row: ProductSubmissionRecord;
  submittedBy: string | null;
  reviewedBy: string | null;
}): ProductSubmission {
  const category = row.category as ProductCategory;
  return {
    id: row.id,
    name: row.name,
    category,
    subcategory: row.subcategory,
    brand: row.brand,
    price: row.price,
    discount: row.discountPercent,
    salePrice: centsToText(discountedCents(toCents(row.price), row.discountPercent)),
    unit: row.unit,
    shortDesc: row.shortDescription,
    fullDesc: row.fullDescription,
    ingredients: row.ingredients,
    certifications: row.certifications,
    usage: row.usage,
    shelfLife: row.shelfLife,
    origin: row.origin,
    hsCode: row.hsCode,
    tags: row.tags,
    isWholesale: row.isWholesale,
    minOrderQty: row.minOrderQty,
    inStock: row.inStock,
    productType: row.productType as ProductType,
    images: row.images,
    status: row.status,
    submittedBy,
    submittedAt: iso(row.createdAt)!,
    adminNotes: row.adminNotes,
    productId: row.productId,
    reviewedAt: iso(row.reviewedAt),
    reviewedBy,
    suggestedShopCategory: SHOP_CATEGORY_FOR[category] ?? "spices",
  };
}

/** The fields of a review that the audit log keeps before and after a decision. */
const reviewState = (row: { status: string; adminNotes: string | null }) => ({ status: row.status, adminNotes: row.adminNotes });

const PRODUCT_TYPE_LABEL: Record<ProductType, string> = { new: "New", used: "Used", refurbished: "Refurbished" };

/** The product page's specifications from what the submission says (only what was given). */
function productSpecs(row: ProductSubmissionRecord): Record<string, string> {
  const specs: Record<string, string> = {};
  const put = (label: string, value: string | null | undefined) => {
    if (value && value.trim()) specs[label] = value.trim();
  };
  put("Sold by", row.unit);
  put("Type", row.subcategory);
  put("Condition", PRODUCT_TYPE_LABEL[row.productType as ProductType]);
  put("Country of origin", row.origin ? (countryName(row.origin) ?? row.origin.toUpperCase()) : null);
  put("Shelf life", row.shelfLife);
  put("Ingredients", row.ingredients);
  put("How to use", row.usage);
  put("Certifications", row.certifications.join(", "));
  put("Tags", row.tags.join(", "));
  put("HS code", row.hsCode);
  if (row.isWholesale && row.minOrderQty) put("Minimum order", `${row.minOrderQty} × ${row.unit}`);
  if (row.discountPercent > 0) put("List price", `$${row.price} (${row.discountPercent}% off)`);
  return specs;
}

export function createModerationService(db: Database) {
  /** Loads an item for a decision inside the transaction, locked; 404 unknown, 409 not pending. */
  async function lockPending<T extends { status: string }>(rows: Promise<T[]>, notFound: string): Promise<T> {
    const [row] = await rows;
    if (!row) throw new NotFoundError(notFound);
    if (row.status !== "pending") throw new HttpError(409, M.notPending);
    return row;
  }

  /** A rejection must say why: 422 with the spec's message when the notes are blank. */
  function requireNotesToReject(status: "approved" | "rejected", notes: string | undefined) {
    if (status === "rejected" && !notes) {
      throw new HttpError(422, M.notesRequired, [{ path: "adminNotes", message: M.notesRequired }]);
    }
  }

  /**
   * One page of shared recipes or guest chef applications in a status, newest first, searched
   * over the kind's columns, with the reviewer's name and the count in every status.
   */
  async function listPage<Row, Item>(
    kind: {
      table: typeof userRecipes | typeof guestChefs;
      columns: typeof recipeSubmissionColumns | typeof chefApplicationColumns;
      searched: (PgColumn | SQL)[];
      toItem: (row: Row) => Item;
    },
    query: ReviewListQuery,
  ): Promise<ReviewPage<Item>> {
    const { table } = kind;
    const where = and(eq(table.status, query.status), ...searchCondition(query.search, kind.searched));
    const [[{ total }], rows, counts] = await Promise.all([
      db.select({ total: count() }).from(table).where(where),
      db
        .select(kind.columns)
        .from(table)
        .leftJoin(reviewer, eq(reviewer.id, table.reviewedBy))
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      countsByStatus(db, table.status, table),
    ]);
    return pageOf(
      rows.map((row) => kind.toItem(row as Row)),
      total,
      query,
      counts,
    );
  }

  /**
   * Approves or rejects a pending shared recipe or guest chef application: the admin's notes (or
   * the kind's default note on approval), the reviewer and time, and the audit row, in one
   * transaction; the item as it now stands is the answer.
   */
  async function decide<T>(
    kind: {
      table: typeof userRecipes | typeof guestChefs;
      itemType: "recipe_submission" | "chef_application";
      notFound: string;
      defaultApprovalNote: string;
      load: (id: number, tx: Pick<Database, "select">) => Promise<T | null>;
    },
    id: number,
    input: ReviewDecisionInput,
    session: AdminSession,
    from: RequestOrigin,
  ): Promise<T> {
    requireNotesToReject(input.status, input.adminNotes);
    const adminNotes = input.adminNotes ?? kind.defaultApprovalNote;
    const { table } = kind;
    return db.transaction(async (tx) => {
      const row = await lockPending(
        tx.select({ status: table.status, adminNotes: table.adminNotes }).from(table).where(eq(table.id, id)).for("update"),
        kind.notFound,
      );
      await tx
        .update(table)
        .set({ status: input.status, adminNotes, reviewedBy: session.admin.id, reviewedAt: new Date() })
        .where(eq(table.id, id));
      await recordAdminAction(tx, {
        ...actorOf(session),
        action: `${kind.itemType}.${input.status}`,
        itemType: kind.itemType,
        itemId: id,
        before: reviewState(row),
        after: { status: input.status, adminNotes },
        ip: from.ip,
      });
      return (await kind.load(id, tx))!;
    });
  }

  async function recipeSubmission(id: number, tx: Pick<Database, "select"> = db): Promise<RecipeSubmission | null> {
    const [row] = await tx
      .select(recipeSubmissionColumns)
      .from(userRecipes)
      .leftJoin(reviewer, eq(reviewer.id, userRecipes.reviewedBy))
      .where(eq(userRecipes.id, id))
      .limit(1);
    return row ? toRecipeSubmission(row as RecipeSubmissionRow) : null;
  }

  async function chefApplication(id: number, tx: Pick<Database, "select"> = db): Promise<ChefApplication | null> {
    const [row] = await tx
      .select(chefApplicationColumns)
      .from(guestChefs)
      .leftJoin(reviewer, eq(reviewer.id, guestChefs.reviewedBy))
      .where(eq(guestChefs.id, id))
      .limit(1);
    return row ? toChefApplication(row as ChefApplicationRow) : null;
  }

  async function productSubmission(id: number, tx: Pick<Database, "select"> = db): Promise<ProductSubmission | null> {
    const [row] = await tx
      .select(productSubmissionColumns)
      .from(productSubmissions)
      .leftJoin(submitter, eq(submitter.id, productSubmissions.submittedBy))
      .leftJoin(reviewer, eq(reviewer.id, productSubmissions.reviewedBy))
      .where(eq(productSubmissions.id, id))
      .limit(1);
    return row ? toProductSubmission(row) : null;
  }

  function productListWhere(query: Pick<ReviewListQuery, "status" | "search">): SQL {
    return and(
      eq(productSubmissions.status, query.status),
      ...searchCondition(query.search, [
        productSubmissions.name,
        productSubmissions.brand,
        productSubmissions.category,
        productSubmissions.subcategory,
      ]),
    )!;
  }

  /**
   * Puts an approved submission on sale: a products row with the price after the discount, the
   * stock given, the photos, the category's shop slug and the details as specifications.
   */
  async function createShopProduct(tx: Transaction, row: ProductSubmissionRecord, stock: number, shopCategory: string | undefined) {
    const category = row.category as ProductCategory;
    let slug = shopCategory ?? SHOP_CATEGORY_FOR[category];
    const [known] = await tx.select({ slug: shopCategories.slug }).from(shopCategories).where(eq(shopCategories.slug, slug)).limit(1);
    if (!known) {
      if (shopCategory) throw new HttpError(400, M.shopCategoryUnknown, [{ path: "shopCategory", message: M.shopCategoryUnknown }]);
      // The suggested category is missing from this shop: the first of the same kind, else the first.
      const [fallback] = await tx
        .select({ slug: shopCategories.slug })
        .from(shopCategories)
        .orderBy(sql`${shopCategories.type} = ${SHOP_TYPE_FOR[category] ?? "others"} desc`, asc(shopCategories.id))
        .limit(1);
      if (!fallback) throw new HttpError(409, M.shopCategoryUnknown);
      slug = fallback.slug;
    }
    const [image, ...gallery] = row.images;
    const [created] = await tx
      .insert(products)
      .values({
        name: row.name,
        description: row.fullDescription ?? row.shortDescription ?? row.name,
        price: Number(centsToText(discountedCents(toCents(row.price), row.discountPercent))),
        image: image ?? artworkPath("package", "#E6EFE2"),
        images: gallery,
        categorySlug: slug,
        brand: row.brand ?? BRAND.name,
        stock,
        wholesale: row.isWholesale,
        featured: false,
        rating: 0,
        reviewCount: 0,
        weight: null,
        sku: null,
        specs: productSpecs(row),
      })
      .returning({ id: products.id, price: products.price, categorySlug: products.categorySlug });
    return created;
  }

  async function decideProduct(
    tx: Transaction,
    id: number,
    input: { status: "approved" | "rejected"; adminNotes?: string; stock?: number; shopCategory?: string },
    session: AdminSession,
    from: RequestOrigin,
  ) {
    const row = await lockPending(
      tx.select().from(productSubmissions).where(eq(productSubmissions.id, id)).for("update"),
      M.productSubmissionNotFound,
    );
    const at = new Date();
    let product: { id: number; price: number; categorySlug: string } | null = null;
    if (input.status === "approved") product = await createShopProduct(tx, row, input.stock ?? 0, input.shopCategory);
    const adminNotes = input.adminNotes ?? null;
    await tx
      .update(productSubmissions)
      .set({ status: input.status, adminNotes, reviewedBy: session.admin.id, reviewedAt: at, productId: product?.id ?? null })
      .where(eq(productSubmissions.id, id));
    await recordAdminAction(tx, {
      ...actorOf(session),
      action: input.status === "approved" ? "product_submission.approved" : "product_submission.rejected",
      itemType: "product_submission",
      itemId: id,
      before: reviewState(row),
      after: {
        status: input.status,
        adminNotes,
        ...(product ? { productId: product.id, price: product.price, stock: input.stock ?? 0, categorySlug: product.categorySlug } : {}),
      },
      ip: from.ip,
    });
  }

  return {
    // -------------------------------------------------------------------------------------------
    // Shared recipes (the recipe approval screen)

    listRecipeSubmissions(query: ReviewListQuery): Promise<ReviewPage<RecipeSubmission>> {
      const searched = [userRecipes.title, userRecipes.authorName, userRecipes.displayName, userRecipes.cuisineType];
      return listPage({ table: userRecipes, columns: recipeSubmissionColumns, searched, toItem: toRecipeSubmission }, query);
    },

    recipeSubmission,

    /**
     * Approves or rejects a pending shared recipe with the admin's notes (default note on
     * approval), its reviewer and time, and the audit row, in one transaction. An approved
     * recipe is public on /community-recipes from the commit on.
     */
    reviewRecipeSubmission(id: number, input: ReviewDecisionInput, session: AdminSession, from: RequestOrigin): Promise<RecipeSubmission> {
      const kind = {
        table: userRecipes,
        itemType: "recipe_submission",
        notFound: M.recipeSubmissionNotFound,
        defaultApprovalNote: M.defaultApprovalNote,
        load: recipeSubmission,
      } as const;
      return decide(kind, id, input, session, from);
    },

    /**
     * Turns an approved shared recipe into a library recipe (once): its texts parsed into the
     * library's ingredients and steps, filed as the admin chose or as its content suggests,
     * credited to the name it is shown under, searchable at once (the search columns are
     * written here, the postings by the database's triggers).
     */
    async publishRecipeSubmission(
      id: number,
      input: RecipePublishInput,
      session: AdminSession,
      from: RequestOrigin,
    ): Promise<{ recipeId: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(userRecipes).where(eq(userRecipes.id, id)).for("update");
        if (!row) throw new NotFoundError(M.recipeSubmissionNotFound);
        if (row.status !== "approved") throw new HttpError(409, M.publishNeedsApproval);
        if (row.recipeId !== null) throw new HttpError(409, M.alreadyPublished);

        // One after another: a transaction's queries share one connection.
        const cuisineRows = await tx.select({ name: cuisines.name, displayName: cuisines.displayName }).from(cuisines);
        const categoryRows = await tx.select({ name: categories.name }).from(categories);
        const dietRows = await tx.select({ name: dietTypes.name }).from(dietTypes);
        const known = (value: string | undefined, names: { name: string }[], path: string) => {
          if (value !== undefined && !names.some((n) => n.name === value))
            throw new HttpError(400, M.publishUnknownValue, [{ path, message: M.publishUnknownValue }]);
          return value;
        };
        const cuisine = known(input.cuisine, cuisineRows, "cuisine") ?? suggestedCuisine(row.cuisineType, cuisineRows);
        const category = known(input.category, categoryRows, "category") ?? suggestedCategory(row.mealTypes);
        const dietType = known(input.dietType, dietRows, "dietType") ?? suggestedDietType(row.ingredients);
        const difficulty = input.difficulty ?? suggestedDifficulty(row.prepTime, row.cookTime);
        const author = creditedName(row);
        const ingredients = submissionIngredients(row.ingredients);
        const tags = ["community recipe", ...row.mealTypes];
        const nutritionFacts: Record<string, number> = {};
        for (const key of ["calories", "protein", "carbs", "fat"] as const) if (row[key] !== null) nutritionFacts[key] = row[key]!;
        const description =
          input.description ??
          (row.story && row.story.length >= 20
            ? row.story.replace(/\s+/g, " ").trim().slice(0, 600)
            : `${row.title}, a ${row.cuisineType} recipe shared with the ${BRAND.name} community by ${author}.`);
        const values = {
          title: row.title,
          description,
          image: row.image ?? artworkPath("pot-of-food", "#F6E7C8"),
          cuisine,
          category,
          dietType,
          difficulty,
          prepTime: row.prepTime,
          cookTime: row.cookTime,
          servings: row.servingSize,
          rating: 0,
          reviewCount: 0,
          featured: false,
          mealType: row.mealTypes[0] ?? null,
          tags,
          ingredients,
          instructions: submissionSteps(row.instructions),
          nutritionFacts,
          ayurvedicProperties: { vata: "", pitta: "", kapha: "", dosha: "", season: [], taste: [] },
          healthBenefits: parseTextLines(row.healthBenefits ?? ""),
          creditedAuthor: author,
          sourceUserRecipeId: row.id,
        };
        const [created] = await tx
          .insert(recipes)
          .values({ ...values, ...recipeSearchFields({ cuisine, tags, ingredients }) })
          .returning({ id: recipes.id });
        await tx.update(userRecipes).set({ recipeId: created.id }).where(eq(userRecipes.id, id));
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "recipe_submission.published",
          itemType: "recipe_submission",
          itemId: id,
          before: { recipeId: null },
          after: { recipeId: created.id, path: paths.recipe(created.id), creditedAuthor: author, cuisine, category, dietType, difficulty },
          ip: from.ip,
        });
        return { recipeId: created.id };
      });
    },

    // -------------------------------------------------------------------------------------------
    // Guest chef applications (the same review, on its own tab)

    listChefApplications(query: ReviewListQuery): Promise<ReviewPage<ChefApplication>> {
      const searched = [guestChefs.name, guestChefs.country, guestChefs.profession, sql`${guestChefs.specialties}::text`];
      return listPage({ table: guestChefs, columns: chefApplicationColumns, searched, toItem: toChefApplication }, query);
    },

    chefApplication,

    /** Approves (the chef appears on /featured-chefs) or rejects (notes required) a pending application. */
    reviewChefApplication(id: number, input: ReviewDecisionInput, session: AdminSession, from: RequestOrigin): Promise<ChefApplication> {
      const kind = {
        table: guestChefs,
        itemType: "chef_application",
        notFound: M.chefApplicationNotFound,
        defaultApprovalNote: M.defaultChefApprovalNote,
        load: chefApplication,
      } as const;
      return decide(kind, id, input, session, from);
    },

    // -------------------------------------------------------------------------------------------
    // Product submissions (add product, product approval)

    /**
     * Stores a product proposed through /admin/add-product as pending, with its photos (already
     * checked and re-encoded) and the audit row, in one transaction.
     */
    async submitProduct(
      input: ProductSubmissionInput,
      photos: PreparedImage[],
      session: AdminSession,
      from: RequestOrigin,
    ): Promise<{ id: number; images: string[] }> {
      return db.transaction(async (tx) => {
        const images: string[] = [];
        for (const photo of photos) {
          const url = await saveUploadedImage(tx, photo);
          if (!images.includes(url)) images.push(url);
        }
        const [row] = await tx
          .insert(productSubmissions)
          .values({
            name: input.name,
            category: input.category,
            subcategory: input.subcategory ?? null,
            brand: input.brand ?? null,
            price: centsToText(toCents(input.price.toFixed(2))),
            discountPercent: input.discount,
            unit: input.unit,
            shortDescription: input.shortDesc ?? null,
            fullDescription: input.fullDesc ?? null,
            ingredients: input.ingredients ?? null,
            certifications: input.certifications,
            usage: input.usage ?? null,
            shelfLife: input.shelfLife ?? null,
            origin: input.origin ?? null,
            hsCode: input.hsCode ?? null,
            tags: input.tags,
            isWholesale: input.isWholesale,
            minOrderQty: input.minOrderQty,
            inStock: input.inStock,
            productType: input.productType,
            images,
            status: "pending",
            submittedBy: session.admin.id,
          })
          .returning({ id: productSubmissions.id });
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "product_submission.created",
          itemType: "product_submission",
          itemId: row.id,
          after: { name: input.name, category: input.category, price: input.price, discount: input.discount, unit: input.unit, images },
          ip: from.ip,
        });
        return { id: row.id, images };
      });
    },

    async listProductSubmissions(query: ReviewListQuery): Promise<ReviewPage<ProductSubmission>> {
      const where = productListWhere(query);
      const [[{ total }], rows, counts] = await Promise.all([
        db.select({ total: count() }).from(productSubmissions).where(where),
        db
          .select(productSubmissionColumns)
          .from(productSubmissions)
          .leftJoin(submitter, eq(submitter.id, productSubmissions.submittedBy))
          .leftJoin(reviewer, eq(reviewer.id, productSubmissions.reviewedBy))
          .where(where)
          .orderBy(desc(productSubmissions.createdAt), desc(productSubmissions.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        countsByStatus(db, productSubmissions.status, productSubmissions),
      ]);
      return pageOf(rows.map(toProductSubmission), total, query, counts);
    },

    productSubmission,

    /**
     * Approves a pending product (it goes on sale in the same transaction, with the stock given)
     * or rejects it (notes required).
     */
    async decideProductSubmission(
      id: number,
      input: ProductDecisionInput,
      session: AdminSession,
      from: RequestOrigin,
    ): Promise<ProductSubmission> {
      requireNotesToReject(input.status, input.adminNotes);
      return db.transaction(async (tx) => {
        await decideProduct(tx, id, input, session, from);
        return (await productSubmission(id, tx))!;
      });
    },

    /**
     * The bulk action: every pending item of the view (status filter and search) at
     * once, all or none. A view with no pending item changes nothing.
     */
    async bulkDecideProductSubmissions(input: ProductBulkInput, session: AdminSession, from: RequestOrigin): Promise<ProductBulkResult> {
      const status = input.action === "approve" ? "approved" : "rejected";
      if (input.status !== "pending") return { success: true, message: M.noPendingProducts, processed: 0, ids: [] };
      requireNotesToReject(status, input.adminNotes);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: productSubmissions.id })
          .from(productSubmissions)
          .where(productListWhere({ status: "pending", search: input.search }))
          .orderBy(asc(productSubmissions.id))
          .for("update");
        if (rows.length === 0) return { success: true as const, message: M.noPendingProducts, processed: 0, ids: [] };
        for (const { id } of rows)
          await decideProduct(tx, id, { status, adminNotes: input.adminNotes, stock: input.stock ?? 0 }, session, from);
        const ids = rows.map((row) => row.id);
        return { success: true as const, message: M.bulkDone(ids.length, status), processed: ids.length, ids };
      });
    },

    // -------------------------------------------------------------------------------------------
    // The image manager's upload

    /** Stores an uploaded picture (checked and re-encoded) for the image manager; answers its address. */
    async uploadImage(
      photo: PreparedImage,
      session: AdminSession,
      from: RequestOrigin,
      purpose: { kind: "recipe" | "product"; id: number | null },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const url = await saveUploadedImage(tx, photo);
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "image.uploaded",
          itemType: purpose.kind,
          itemId: purpose.id ?? undefined,
          after: { url, width: photo.width, height: photo.height },
          ip: from.ip,
        });
        return url;
      });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
