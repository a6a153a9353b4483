import { z } from "zod";
import { countryCode } from "../countries.ts";
import {
  ADMIN_REVIEW_MAX_LIMIT,
  ADMIN_REVIEW_PER_PAGE,
  DEFAULT_REVIEW_STATUS,
  MODERATION_LIMITS,
  moderationMessages,
  REVIEW_DECISIONS,
  REVIEW_STATUSES,
  type ReviewDecision,
  type ReviewStatus,
} from "../rules/moderation.ts";
import {
  CUSTOM_UNIT,
  PRODUCT_CATEGORIES,
  PRODUCT_FORM_LIMITS,
  PRODUCT_TYPES,
  PRODUCT_UNITS,
  productFormMessages,
  type ProductCategory,
  type ProductType,
} from "../rules/product-submission.ts";
import { adminPageFields, pageQuerySchema, textSchema } from "./common.ts";
import { guestChefSchema } from "./guest-chef.ts";

export { moderationMessages, productFormMessages, REVIEW_STATUSES, type ReviewDecision, type ReviewStatus };

const M = moderationMessages;
const P = productFormMessages;
const L = PRODUCT_FORM_LIMITS;

const blankToUndefined = (value: string | null | undefined) => (value ? value : undefined);

// ---------------------------------------------------------------------------------------------
// Review lists and decisions (recipe submissions, guest chef applications, product submissions)

const statusFilterSchema = z
  .enum(REVIEW_STATUSES, { error: M.statusFilterInvalid })
  .optional()
  .transform((status) => status ?? DEFAULT_REVIEW_STATUS);

const searchSchema = textSchema({ label: "Search text", max: MODERATION_LIMITS.search, messages: { tooLong: "Search text is too long" } })
  .optional()
  .transform(blankToUndefined);

/**
 * `GET /api/admin/recipe-submissions`, `/api/admin/guest-chef-applications` and
 * `/api/admin/product-submissions`: status (default pending), a search over the
 * list's text, page and limit (20).
 */
export const reviewListQuerySchema = z.object({
  status: statusFilterSchema,
  search: searchSchema,
  ...pageQuerySchema(ADMIN_REVIEW_PER_PAGE, ADMIN_REVIEW_MAX_LIMIT),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

const adminNotesSchema = textSchema({
  label: "Admin notes",
  max: MODERATION_LIMITS.adminNotes,
  multiline: true,
  messages: { tooLong: M.notesTooLong },
})
  .nullish()
  .transform(blankToUndefined);

/**
 * `PATCH /api/admin/recipe-submissions/{id}` and `/api/admin/guest-chef-applications/{id}`
 *: the decision and the notes. A rejection without notes is refused by the service
 * with 422; an approval without notes gets the default note.
 */
export const reviewDecisionInputSchema = z.object({
  status: z.enum(REVIEW_DECISIONS, { error: M.statusInvalid }),
  adminNotes: adminNotesSchema,
});
export type ReviewDecisionInput = z.infer<typeof reviewDecisionInputSchema>;

/** A list page as the approval screens read it (data, total, totalPages, hasPrev, hasNext), with `counts`. */
function reviewPageSchema<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      data: z.array(item),
      ...adminPageFields,
      counts: z
        .object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() })
        .meta({ description: "How many items wait in each status, for the filter's badges (whatever the search)" }),
    })
    .meta({ id });
}
export type ReviewPage<T> = { data: T[] } & Omit<z.infer<typeof recipeSubmissionPageSchema>, "data">;

/** Who reviewed an item and when. */
const reviewTrailFields = {
  reviewedAt: z.string().nullable().meta({ description: "When the item was decided (ISO instant)" }),
  reviewedBy: z.string().nullable().meta({ description: "The username of the admin who decided it" }),
};

const reviewStatusField = z.enum(REVIEW_STATUSES);
const int = () => z.number().int();

/** A shared recipe as the team reviews it. */
export const recipeSubmissionSchema = z
  .object({
    id: int(),
    reference: z.string().nullable().meta({ description: "The reference quoted in the sender's acknowledgement" }),
    title: z.string(),
    authorName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    displayName: z.string().nullable(),
    socialHandle: z.string().nullable(),
    cuisineType: z.string(),
    servingSize: int(),
    prepTime: int().meta({ description: "Minutes" }),
    cookTime: int().meta({ description: "Minutes" }),
    mealTypes: z.array(z.string()),
    ingredients: z.string(),
    instructions: z.string(),
    story: z.string().nullable(),
    healthBenefits: z.string().nullable(),
    calories: int().nullable(),
    protein: int().nullable(),
    carbs: int().nullable(),
    fat: int().nullable(),
    image: z.string().nullable(),
    status: reviewStatusField,
    adminNotes: z.string().nullable(),
    recipeId: int().nullable().meta({ description: "The library recipe published from it, once published" }),
    createdAt: z.string().meta({ description: "When it was sent (ISO instant)" }),
    ...reviewTrailFields,
  })
  .meta({ id: "RecipeSubmission" });
export type RecipeSubmission = z.infer<typeof recipeSubmissionSchema>;
export const recipeSubmissionPageSchema = reviewPageSchema(recipeSubmissionSchema, "RecipeSubmissionPage");

/** A guest chef application as the team reviews it: the public profile plus its contact details and review. */
export const chefApplicationSchema = z
  .object({
    ...guestChefSchema.shape,
    reference: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: reviewStatusField,
    adminNotes: z.string().nullable(),
    ...reviewTrailFields,
  })
  .meta({ id: "ChefApplication" });
export type ChefApplication = z.infer<typeof chefApplicationSchema>;
export const chefApplicationPageSchema = reviewPageSchema(chefApplicationSchema, "ChefApplicationPage");

export type ReviewDecisionResult<T> = { success: true; message: string; item: T };
const decisionResultSchema = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), message: z.string(), item });
export const recipeDecisionResultSchema = decisionResultSchema(recipeSubmissionSchema);
export const chefDecisionResultSchema = decisionResultSchema(chefApplicationSchema);

// ---------------------------------------------------------------------------------------------
// Publishing an approved shared recipe to the recipe library

const slugSchema = (label: string) =>
  textSchema({ label, max: 60, messages: { tooLong: M.publishUnknownValue } })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.publishUnknownValue)
    .optional();

/**
 * `POST /api/admin/recipe-submissions/{id}/publish`: how the library files it. Each is optional:
 * without it the service takes its best reading of the submission (category from the meal
 * types, diet from the ingredients, difficulty from the total time, cuisine from its name).
 */
export const recipePublishInputSchema = z.object({
  category: slugSchema("Category"),
  cuisine: slugSchema("Cuisine"),
  dietType: slugSchema("Diet type"),
  difficulty: z.enum(["easy", "medium", "hard"], { error: M.publishUnknownValue }).optional(),
  description: textSchema({ label: "Description", min: 10, max: 600, multiline: true }).optional(),
});
export type RecipePublishInput = z.infer<typeof recipePublishInputSchema>;

export const recipePublishResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recipeId: z.number().int().meta({ description: "The new library recipe" }),
  path: z.string().meta({ description: "The recipe's page on the site" }),
});
export type RecipePublishResult = z.infer<typeof recipePublishResultSchema>;

// ---------------------------------------------------------------------------------------------
// Product submissions

/** A number typed in a form (text) or sent in JSON; blank is "not given". */
function numberInput(message: string, check: z.ZodNumber) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return undefined;
      if (typeof value === "number") return value;
      const text = value.trim();
      if (!/^-?\d{1,9}(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(check.optional());
}

const priceSchema = numberInput(P.price, z.number({ error: P.price }).min(L.price.min, P.price).max(L.price.max, P.price))
  .refine((value) => value !== undefined, P.price)
  .refine((value) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6, P.price)
  .transform((value) => value!);

/** A check box or a true/false value: 'true', 'on', '1' (any case), or a JSON boolean. */
function flagInput(defaultValue: boolean) {
  return z
    .union([z.boolean(), z.string(), z.null()], { error: "Must be true or false" })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === "") return defaultValue;
      if (typeof value === "boolean") return value;
      const text = value.trim().toLowerCase();
      if (["true", "on", "1", "yes"].includes(text)) return true;
      if (["false", "off", "0", "no"].includes(text)) return false;
      ctx.addIssue({ code: "custom", message: "Must be true or false" });
      return z.NEVER;
    });
}

/**
 * A comma list (certifications and tags, "comma separated and trimmed"), sent as a JSON
 * list, as comma text, or as repeated values. Blank entries go; repeats (in any
 * case) are kept once.
 */
const commaListSchema = z
  .union([z.string(), z.array(z.unknown()), z.null()], { error: P.listItem })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return [];
    let items: unknown[] = Array.isArray(value) ? value : [value];
    items = items.flatMap((item) => {
      if (typeof item !== "string") return [item];
      const text = item.trim();
      if (text.startsWith("[")) {
        try {
          const parsed: unknown = JSON.parse(text);
          if (Array.isArray(parsed)) return parsed as unknown[];
        } catch {
          // Not JSON after all: read as comma text.
        }
      }
      return text.split(",");
    });
    if (!items.every((item): item is string => typeof item === "string")) {
      ctx.addIssue({ code: "custom", message: P.listItem });
      return z.NEVER;
    }
    const trimmed = items.map((item) => item.trim().replace(/\s+/g, " ")).filter(Boolean);
    return trimmed.filter((item, i) => trimmed.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i);
  })
  .pipe(
    z
      .array(textSchema({ label: "Entry", max: L.listItem, messages: { tooLong: P.listItem, characters: P.listItem } }))
      .max(L.listItems, P.listItems),
  );

const optionalText = (label: string, max: number, multiline = false) =>
  textSchema({ label, max, multiline, messages: { tooLong: P.tooLong(label, max) } })
    .nullish()
    .transform(blankToUndefined);

/** The categories by their names; any case is read as the listed spelling. */
const categorySchema = z.string({ error: P.category }).transform((value, ctx) => {
  const found = PRODUCT_CATEGORIES.find((category) => category.toLowerCase() === value.trim().toLowerCase());
  if (!found) {
    ctx.addIssue({ code: "custom", message: P.category });
    return z.NEVER;
  }
  return found as ProductCategory;
});

const unitSchema = z.string({ error: P.unit }).transform((value, ctx) => {
  const text = value.trim();
  if (text.toLowerCase() === CUSTOM_UNIT) return CUSTOM_UNIT;
  // Units are case-sensitive where the spec writes them so (L, W, V, eBook), but typed in any case.
  const found = PRODUCT_UNITS.find((unit) => unit === text) ?? PRODUCT_UNITS.find((unit) => unit.toLowerCase() === text.toLowerCase());
  if (!found) {
    ctx.addIssue({ code: "custom", message: P.unit });
    return z.NEVER;
  }
  return found;
});

const originSchema = z
  .string({ error: P.origin })
  .nullish()
  .transform((value, ctx) => {
    if (!value || !value.trim()) return undefined;
    const code = countryCode(value);
    if (!code) {
      ctx.addIssue({ code: "custom", message: P.origin });
      return z.NEVER;
    }
    return code;
  });

const productTypeSchema = z
  .string({ error: P.productType })
  .nullish()
  .transform((value, ctx) => {
    if (!value || !value.trim()) return "new" as ProductType;
    const found = PRODUCT_TYPES.find((type) => type === value.trim().toLowerCase());
    if (!found) {
      ctx.addIssue({ code: "custom", message: P.productType });
      return z.NEVER;
    }
    return found;
  });

/**
 * `POST /api/products`: the product form's fields as text (multipart) or JSON. The
 * images travel beside them as repeated `images` file parts. Whole-form rules: the custom unit
 * is required with 'Other / Custom Unit' and replaces it; the minimum order counts only for a
 * wholesale product.
 */
export const productSubmissionInputSchema = z
  .object({
    name: textSchema({
      label: "Product name",
      min: L.name.min,
      max: L.name.max,
      messages: { required: P.name, type: P.name, tooShort: P.name, tooLong: P.nameTooLong },
    }),
    category: categorySchema,
    subcategory: optionalText("Subcategory", L.subcategory),
    brand: optionalText("Brand", L.brand),
    price: priceSchema,
    discount: numberInput(
      P.discount,
      z.number({ error: P.discount }).int(P.discount).min(L.discount.min, P.discount).max(L.discount.max, P.discount),
    ).transform((value) => value ?? 0),
    unit: unitSchema,
    customUnit: optionalText("Custom unit", L.customUnit),
    shortDesc: optionalText("Short description", L.shortDesc, true),
    fullDesc: optionalText("Full description", L.fullDesc, true),
    ingredients: optionalText("Ingredients", L.ingredients, true),
    certifications: commaListSchema,
    usage: optionalText("Usage", L.usage, true),
    shelfLife: optionalText("Shelf life", L.shelfLife),
    origin: originSchema,
    hsCode: optionalText("HS code", 20).refine((value) => value === undefined || /^\d{4}(?:\.?\d{1,2}){0,3}$/.test(value), P.hsCode),
    tags: commaListSchema,
    isWholesale: flagInput(false),
    minOrderQty: numberInput(
      P.minOrderQty,
      z.number({ error: P.minOrderQty }).int(P.minOrderQty).min(L.minOrderQty.min, P.minOrderQty).max(L.minOrderQty.max, P.minOrderQty),
    ),
    inStock: flagInput(true),
    productType: productTypeSchema,
  })
  .superRefine((input, ctx) => {
    if (input.unit === CUSTOM_UNIT && !input.customUnit) ctx.addIssue({ code: "custom", path: ["customUnit"], message: P.customUnit });
  })
  .transform(({ customUnit, ...input }) => ({
    ...input,
    unit: input.unit === CUSTOM_UNIT ? customUnit! : input.unit,
    minOrderQty: input.isWholesale ? (input.minOrderQty ?? null) : null,
  }));
export type ProductSubmissionInput = z.infer<typeof productSubmissionInputSchema>;
export type ProductSubmissionFormValues = z.input<typeof productSubmissionInputSchema>;

export const productSubmissionResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  status: z.literal("pending"),
  images: z.array(z.string()).meta({ description: "The stored photos' paths, in the order sent" }),
});
export type ProductSubmissionResult = z.infer<typeof productSubmissionResultSchema>;

const nullableText = () => z.string().nullable();

/** A product submission as the approval screen shows it (with the sample screen's id, status, submittedBy, submittedAt, adminNotes). */
export const productSubmissionSchema = z
  .object({
    id: int(),
    name: z.string(),
    category: z.enum(PRODUCT_CATEGORIES),
    subcategory: nullableText(),
    brand: nullableText(),
    price: z.string().meta({ description: "Dollars with two decimals, as stored" }),
    discount: int().meta({ description: "Percent off" }),
    salePrice: z.string().meta({ description: "The price after the discount, two decimals: what the shop will charge" }),
    unit: z.string(),
    shortDesc: nullableText(),
    fullDesc: nullableText(),
    ingredients: nullableText(),
    certifications: z.array(z.string()),
    usage: nullableText(),
    shelfLife: nullableText(),
    origin: nullableText().meta({ description: "ISO 3166 alpha-2 code" }),
    hsCode: nullableText(),
    tags: z.array(z.string()),
    isWholesale: z.boolean(),
    minOrderQty: int().nullable(),
    inStock: z.boolean(),
    productType: z.enum(PRODUCT_TYPES),
    images: z.array(z.string()),
    status: reviewStatusField,
    submittedBy: nullableText().meta({ description: "The username of the admin who submitted it" }),
    submittedAt: z.string().meta({ description: "ISO instant" }),
    adminNotes: nullableText(),
    productId: int().nullable().meta({ description: "The shop product created on approval" }),
    ...reviewTrailFields,
    suggestedShopCategory: z.string().meta({ description: "The shop category it goes on sale in unless the admin picks another" }),
  })
  .meta({ id: "ProductSubmission" });
export type ProductSubmission = z.infer<typeof productSubmissionSchema>;
export const productSubmissionPageSchema = reviewPageSchema(productSubmissionSchema, "ProductSubmissionPage");
export const productDecisionResultSchema = decisionResultSchema(productSubmissionSchema);

const stockSchema = z.union([z.number(), z.string()], { error: M.stockRequired }).transform((value, ctx) => {
  const number = typeof value === "number" ? value : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < L.stock.min || number > L.stock.max) {
    ctx.addIssue({ code: "custom", message: M.stockRequired });
    return z.NEVER;
  }
  return number;
});

/**
 * `PATCH /api/admin/product-submissions/{id}`: approve with the initial stock (and optionally
 * another shop category than the suggested one), or reject with notes (422 without them).
 */
export const productDecisionInputSchema = z
  .object({
    status: z.enum(REVIEW_DECISIONS, { error: M.statusInvalid }),
    adminNotes: adminNotesSchema,
    stock: stockSchema.optional(),
    shopCategory: slugSchema("Shop category"),
  })
  .superRefine((input, ctx) => {
    if (input.status === "approved" && input.stock === undefined)
      ctx.addIssue({ code: "custom", path: ["stock"], message: M.stockRequired });
  });
export type ProductDecisionInput = z.infer<typeof productDecisionInputSchema>;

/**
 * `POST /api/admin/product-submissions/bulk`: approve or reject every pending item of
 * the view the admin is looking at (its status filter and search). Approving in bulk puts each
 * product on sale with `stock` units (default 0) in its suggested shop category.
 */
export const productBulkInputSchema = z.object({
  action: z.enum(["approve", "reject"], { error: "Action must be approve or reject" }),
  status: statusFilterSchema,
  search: searchSchema,
  adminNotes: adminNotesSchema,
  stock: stockSchema.optional(),
});
export type ProductBulkInput = z.infer<typeof productBulkInputSchema>;

export const productBulkResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  processed: z.number().int().meta({ description: "How many submissions were decided" }),
  ids: z.array(z.number().int()).meta({ description: "The submissions decided" }),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;

/** POST /api/admin/images: the stored picture's address and size. */
export const imageUploadResultSchema = z.object({
  success: z.literal(true),
  url: z.string().meta({ description: "The stored picture's path, for PATCH /api/recipes/{id} or /api/products/{id}" }),
  width: z.number().int(),
  height: z.number().int(),
});
