import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { admins, productSubmissions } from "../../db/schema/index.ts";
import { moderationMessages as M } from "../../../shared/rules/moderation.ts";
import {
  centsToText,
  discountedCents,
  SHOP_CATEGORY_FOR,
  toCents,
  type ProductCategory,
  type ProductType,
} from "../../../shared/rules/product-submission.ts";
import type {
  ProductBulkInput,
  ProductBulkResult,
  ProductDecisionInput,
  ProductSubmission,
  ProductSubmissionInput,
  ReviewListQuery,
  ReviewPage,
} from "../../../shared/schemas/moderation.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { saveUploadedImage, type PreparedImage } from "../media/uploads.ts";
import {
  actorOf,
  countsByStatus,
  iso,
  lockPending,
  requireNotesToReject,
  reviewer,
  reviewPage,
  reviewState,
  searchCondition,
  type Transaction,
} from "./review-common.ts";
import { createShopProduct, type ProductSubmissionRecord } from "./shop-listing.ts";

const submitter = alias(admins, "submitter");

const productSubmissionColumns = {
  row: productSubmissions,
  submittedBy: submitter.username,
  reviewedBy: reviewer.username,
};

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

/** Products the team proposes (add product) and their approval, one by one or for a whole view. */
export function createProductReview(db: Database) {
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
      return reviewPage(rows.map(toProductSubmission), total, query, counts);
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
  };
}
