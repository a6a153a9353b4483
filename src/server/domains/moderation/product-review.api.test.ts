import type { FastifyInstance } from "fastify";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_UPLOAD, imageUploadMessages } from "../../../shared/rules/image-upload";
import { moderationMessages as M } from "../../../shared/rules/moderation";
import { PRODUCT_FORM_LIMITS, productFormMessages as P } from "../../../shared/rules/product-submission";
import { productSubmissions, products, uploadedImages } from "../../db/schema/index";
import { bearer, buildAdminTestApp, signIn, TEST_ADMIN } from "../admin/admin-test-kit";
import { adminClient, auditOf, multipart, picture, type FilePart } from "./moderation-test-kit";

let app: FastifyInstance;
let token: string;
let api: ReturnType<typeof adminClient>;

beforeAll(async () => {
  app = await buildAdminTestApp({ seedDemoContent: true });
  token = (await signIn(app)).token;
  api = adminClient(app, token);
});
afterAll(async () => {
  await app?.close();
});

/** Every field of the product form, as the browser's FormData sends them. */
const productFields = (name: string, extra: Record<string, string | string[]> = {}): Record<string, string | string[]> => ({
  name,
  category: "Spices & Seasonings",
  subcategory: "Whole spices",
  brand: "Kerala Spice Co.",
  price: "18.40",
  discount: "25",
  unit: "jar",
  shortDesc: "Hand-picked green cardamom pods.",
  fullDesc: "Plump green cardamom pods from the Western Ghats, dried slowly in the shade to keep their colour and oils.",
  ingredients: "Green cardamom pods",
  certifications: '[" Organic ","Fair Trade",""]',
  usage: "Crush lightly before adding to chai, rice or sweets.",
  shelfLife: "18 months",
  origin: "India",
  hsCode: "0908.31",
  tags: " chai,  cardamom , , elaichi,Chai ",
  isWholesale: "true",
  minOrderQty: "12",
  inStock: "true",
  productType: "New",
  ...extra,
});

const png = (width = 800, height = 600) => picture(width, height).png().toBuffer();
const jpeg = (width = 640, height = 480) => picture(width, height, { r: 40, g: 140, b: 90 }).jpeg().toBuffer();
const image = (filename: string, bytes: Buffer, type = "image/png"): FilePart => ({ name: "images", filename, type, bytes });

const submit = (fields: Record<string, string | string[]>, files: FilePart[] = []) => api.form("/api/products", fields, files);

const submissionCount = async () => (await app.database.db.select({ n: count() }).from(productSubmissions))[0].n;
const imageCount = async () => (await app.database.db.select({ n: count() }).from(uploadedImages))[0].n;

async function pendingProduct(name: string, extra: Record<string, string | string[]> = {}, photos = 1) {
  const files = await Promise.all(Array.from({ length: photos }, async (_, i) => image(`photo-${i}.png`, await png(640 + i * 16, 480))));
  const res = await submit(productFields(name, extra), files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe("POST /api/products (the product form)", () => {
  it("should store every field as a pending submission with its photos re-encoded to WebP, a PNG named .jpg read as a PNG", async () => {
    const pngBytes = await png(2400, 1800);
    const jpegBytes = await jpeg();
    const res = await submit(productFields("Green Cardamom Pods"), [
      image("front.jpg", pngBytes, "image/jpeg"),
      image("back.jpeg", jpegBytes, "image/jpeg"),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: M.productSubmitted, status: "pending" });
    expect(body.images).toHaveLength(2);

    const [row] = await app.database.db.select().from(productSubmissions).where(eq(productSubmissions.id, body.id));
    expect(row).toMatchObject({
      name: "Green Cardamom Pods",
      category: "Spices & Seasonings",
      subcategory: "Whole spices",
      brand: "Kerala Spice Co.",
      price: "18.40",
      discountPercent: 25,
      unit: "jar",
      shortDescription: "Hand-picked green cardamom pods.",
      certifications: ["Organic", "Fair Trade"],
      tags: ["chai", "cardamom", "elaichi"],
      origin: "in",
      hsCode: "0908.31",
      isWholesale: true,
      minOrderQty: 12,
      inStock: true,
      productType: "new",
      status: "pending",
      productId: null,
    });
    expect(row.submittedBy).toBeGreaterThan(0);
    for (const url of row.images) {
      expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(IMAGE_UPLOAD.maxEdge);
      // No camera, place or time data survives.
      expect(meta.exif).toBeUndefined();
    }
    const [audit] = await auditOf(app, "product_submission", body.id);
    expect(audit).toMatchObject({
      actor: TEST_ADMIN.username,
      action: "product_submission.created",
      after: { name: "Green Cardamom Pods", images: row.images },
    });
  });

  it("should take a custom unit, ignore the minimum order of a retail product and default to new and in stock", async () => {
    const res = await submit(
      productFields("Copper Tongue Cleaner", {
        unit: "other",
        customUnit: "  hand-beaten piece ",
        isWholesale: "false",
        minOrderQty: "50",
        inStock: "",
        productType: "",
        category: "kitchen tools",
        certifications: "",
        tags: "",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.database.db.select().from(productSubmissions).where(eq(productSubmissions.id, res.json().id));
    expect(row).toMatchObject({
      unit: "hand-beaten piece",
      isWholesale: false,
      minOrderQty: null,
      inStock: true,
      productType: "new",
      category: "Kitchen Tools",
      certifications: [],
      tags: [],
      images: [],
    });
  });

  it("should accept the form as JSON too, with lists as lists", async () => {
    const res = await api.post("/api/products", {
      name: "Brass Masala Dabba",
      category: "Storage Solutions",
      price: 39,
      unit: "set",
      certifications: ["Handmade"],
      tags: ["brass", "masala"],
      productType: "Refurbished",
      inStock: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.database.db.select().from(productSubmissions).where(eq(productSubmissions.id, res.json().id));
    expect(row).toMatchObject({
      price: "39.00",
      discountPercent: 0,
      certifications: ["Handmade"],
      tags: ["brass", "masala"],
      productType: "refurbished",
      inStock: false,
    });
  });

  it("should refuse missing or wrong fields with 400 and the form's messages, storing nothing", async () => {
    const before = await submissionCount();
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ name: "" }, "name", P.name],
      [{ category: "Rocket Parts" }, "category", P.category],
      [{ price: "" }, "price", P.price],
      [{ price: "0" }, "price", P.price],
      [{ price: "12.345" }, "price", P.price],
      [{ price: "ten" }, "price", P.price],
      [{ discount: "101" }, "discount", P.discount],
      [{ discount: "-1" }, "discount", P.discount],
      [{ discount: "12.5" }, "discount", P.discount],
      [{ unit: "" }, "unit", P.unit],
      [{ unit: "furlong" }, "unit", P.unit],
      [{ unit: "other", customUnit: "" }, "customUnit", P.customUnit],
      [{ origin: "Atlantis" }, "origin", P.origin],
      [{ hsCode: "spices" }, "hsCode", P.hsCode],
      [{ minOrderQty: "0" }, "minOrderQty", P.minOrderQty],
      [{ productType: "Broken" }, "productType", P.productType],
      [{ tags: Array.from({ length: PRODUCT_FORM_LIMITS.listItems + 1 }, (_, i) => `tag${i}`).join(",") }, "tags", P.listItems],
      [{ certifications: `["${"x".repeat(61)}"]` }, "certifications.0", P.listItem],
    ];
    for (const [change, path, message] of cases) {
      const res = await submit(productFields("Invalid Product", change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
    expect(await submissionCount()).toBe(before);
  });

  it("should refuse a text file named .png, a WebP, a pixel bomb, an oversized file and one image too many, storing nothing", async () => {
    const before = await submissionCount();
    const imagesBefore = await imageCount();

    const text = await submit(productFields("Text As Image"), [image("photo.png", Buffer.from("this is not a picture at all"))]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: P.imageType, issues: [{ path: "images", message: P.imageType }] });

    const webp = await submit(productFields("WebP Image"), [image("photo.webp", await picture(40, 40).webp().toBuffer(), "image/webp")]);
    expect(webp.statusCode).toBe(400);
    expect(webp.json().message).toBe(P.imageType);

    // 25 megapixels in a small file: refused from its header, before anything is decoded.
    const bomb = await picture(5000, 5000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_UPLOAD.maxBytes);
    const pixels = await submit(productFields("Pixel Bomb"), [image("bomb.png", bomb)]);
    expect(pixels.statusCode).toBe(400);
    expect(pixels.json().issues).toEqual([{ path: "images", message: imageUploadMessages.tooManyPixels }]);

    const heavy = Buffer.concat([await png(40, 30), Buffer.alloc(IMAGE_UPLOAD.maxBytes)]);
    const size = await submit(productFields("Heavy Image"), [image("big.png", heavy)]);
    expect(size.statusCode).toBe(400);
    expect(size.json().issues).toEqual([{ path: "images", message: imageUploadMessages.tooLarge }]);

    // A good photo beside a bad one: the whole form is refused.
    const mixed = await submit(productFields("Mixed Images"), [image("a.png", await png(50, 50)), image("b.png", Buffer.from("nope"))]);
    expect(mixed.statusCode).toBe(400);

    const small = await png(20, 20);
    const tooMany = await submit(
      productFields("Too Many Images"),
      Array.from({ length: PRODUCT_FORM_LIMITS.images + 1 }, (_, i) => image(`p${i}.png`, small)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(P.tooManyImages);

    expect(await submissionCount()).toBe(before);
    expect(await imageCount()).toBe(imagesBefore);
  });

  it("should refuse a form cut off mid-way with 400 and a clear message", async () => {
    const before = await submissionCount();
    const body = multipart(productFields("Cut Off Form"), [image("photo.png", await png(300, 300))]);
    const cut = body.payload.subarray(0, Math.floor(body.payload.length * 0.8));
    const res = await app.inject({ method: "POST", url: "/api/products", payload: cut, headers: { ...body.headers, ...bearer(token) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The form could not be read");
    expect(await submissionCount()).toBe(before);
  });

  it("should answer 401 without a session, and 403 for the cookie from another site", async () => {
    const before = await submissionCount();
    const body = multipart(productFields("Anonymous Product"));
    const anonymous = await app.inject({ method: "POST", url: "/api/products", ...body });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/products",
      payload: body.payload,
      headers: { ...body.headers, cookie: `admin_session=${token}`, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await submissionCount()).toBe(before);
  });
});

describe("GET and PATCH /api/admin/product-submissions", () => {
  it("should list by status with search and paging", async () => {
    await pendingProduct("Listing Test Saffron Threads", { brand: "Pampore Gold" });
    const pending = (await api.get("/api/admin/product-submissions?search=pampore")).json();
    expect(pending).toMatchObject({ total: 1, totalPages: 1, hasPrev: false, hasNext: false });
    expect(pending.data[0]).toMatchObject({
      name: "Listing Test Saffron Threads",
      status: "pending",
      price: "18.40",
      discount: 25,
      salePrice: "13.80",
      submittedBy: TEST_ADMIN.username,
      suggestedShopCategory: "spices",
      certifications: ["Organic", "Fair Trade"],
    });
    const paged = (await api.get("/api/admin/product-submissions?limit=1")).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.totalPages).toBe(paged.total);
    expect(paged.counts.pending).toBe(paged.total);
    expect((await api.get("/api/admin/product-submissions?status=approved&search=pampore")).json().total).toBe(0);
  });

  it("should approve with the initial stock, putting the product on sale with its photos, details and the price after discount", async () => {
    const id = await pendingProduct("Approval Test Cardamom", {}, 3);
    const [submission] = await app.database.db.select().from(productSubmissions).where(eq(productSubmissions.id, id));
    const noStock = await api.patch(`/api/admin/product-submissions/${id}`, { status: "approved" });
    expect(noStock.statusCode).toBe(400);
    expect(noStock.json().issues).toEqual([{ path: "stock", message: M.stockRequired }]);

    const res = await api.patch(`/api/admin/product-submissions/${id}`, { status: "approved", stock: 40, adminNotes: "Good photos" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.productApproved,
      item: { status: "approved", adminNotes: "Good photos", reviewedBy: TEST_ADMIN.username },
    });
    const productId = res.json().item.productId as number;
    expect(productId).toBeGreaterThan(0);

    const product = await app.inject({ url: `/api/products/${productId}` });
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({
      name: "Approval Test Cardamom",
      price: 13.8,
      image: submission.images[0],
      categorySlug: "spices",
      brand: "Kerala Spice Co.",
      inStock: true,
      stock: 40,
      wholesale: true,
      description: submission.fullDescription,
      images: submission.images.slice(1),
    });
    expect(product.json().images).toHaveLength(2);
    expect(product.json().specs).toMatchObject({
      "Sold by": "jar",
      "Country of origin": "India",
      "Shelf life": "18 months",
      Certifications: "Organic, Fair Trade",
      "HS code": "0908.31",
      "Minimum order": "12 × jar",
      "List price": "$18.40 (25% off)",
    });
    const shopList = (await app.inject({ url: "/api/products?category=spices" })).json() as { id: number }[];
    expect(shopList.map((p) => p.id)).toContain(productId);
    const search = (await app.inject({ url: "/api/shop-products?search=approval%20cardamom" })).json();
    expect(search.data.map((p: { id: number }) => p.id)).toContain(productId);

    const [audit] = await auditOf(app, "product_submission", id);
    expect(audit).toMatchObject({
      action: "product_submission.approved",
      before: { status: "pending", adminNotes: null },
      after: { status: "approved", productId, stock: 40, categorySlug: "spices" },
    });

    const again = await api.patch(`/api/admin/product-submissions/${id}`, { status: "approved", stock: 5 });
    expect(again.statusCode).toBe(409);
    expect((await app.database.db.select({ n: count() }).from(products).where(eq(products.name, "Approval Test Cardamom")))[0].n).toBe(1);
  });

  it("should put it in the shop category the admin picks, and refuse one the shop does not have", async () => {
    const id = await pendingProduct("Category Test Chai Masala");
    const unknown = await api.patch(`/api/admin/product-submissions/${id}`, { status: "approved", stock: 3, shopCategory: "moon-rocks" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.shopCategoryUnknown);
    const [still] = await app.database.db.select().from(productSubmissions).where(eq(productSubmissions.id, id));
    expect(still.status).toBe("pending");
    const res = await api.patch(`/api/admin/product-submissions/${id}`, { status: "approved", stock: "3", shopCategory: "tea-coffee" });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/products/${res.json().item.productId}` })).json().categorySlug).toBe("tea-coffee");
  });

  it("should need notes to reject, keep a rejected product out of the shop and audit it", async () => {
    const id = await pendingProduct("Rejection Test Mystery Powder");
    const noNotes = await api.patch(`/api/admin/product-submissions/${id}`, { status: "rejected", adminNotes: "  " });
    expect(noNotes.statusCode).toBe(422);
    expect(noNotes.json().message).toBe(M.notesRequired);
    const res = await api.patch(`/api/admin/product-submissions/${id}`, {
      status: "rejected",
      adminNotes: "No ingredient list on the label",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.productRejected, item: { status: "rejected", productId: null } });
    expect(
      (await app.database.db.select({ n: count() }).from(products).where(eq(products.name, "Rejection Test Mystery Powder")))[0].n,
    ).toBe(0);
    expect((await auditOf(app, "product_submission", id))[0]).toMatchObject({
      action: "product_submission.rejected",
      after: { adminNotes: "No ingredient list on the label" },
    });
    expect((await api.patch("/api/admin/product-submissions/999999", { status: "rejected", adminNotes: "x" })).statusCode).toBe(404);
  });
});

describe("POST /api/admin/product-submissions/bulk", () => {
  it("should approve every pending item of the filtered view, and only those", async () => {
    const inView = [await pendingProduct("Bulk Ghee Tin Small"), await pendingProduct("Bulk Ghee Tin Large")];
    const outside = await pendingProduct("Bulk Honey Jar");
    const res = await api.post("/api/admin/product-submissions/bulk", {
      action: "approve",
      status: "pending",
      search: "bulk ghee",
      stock: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, processed: 2, message: M.bulkDone(2, "approved") });
    expect(res.json().ids.sort()).toEqual([...inView].sort());
    for (const id of inView) {
      const item = (await api.get(`/api/admin/product-submissions/${id}`)).json();
      expect(item.status).toBe("approved");
      expect((await app.inject({ url: `/api/products/${item.productId}` })).json().stock).toBe(7);
      expect((await auditOf(app, "product_submission", id))[0].action).toBe("product_submission.approved");
    }
    expect((await api.get(`/api/admin/product-submissions/${outside}`)).json().status).toBe("pending");
  });

  it("should reject in bulk only with notes, and say when the view has nothing pending", async () => {
    await pendingProduct("Bulk Reject Rosewater");
    const noNotes = await api.post("/api/admin/product-submissions/bulk", { action: "reject", search: "bulk reject" });
    expect(noNotes.statusCode).toBe(422);
    const res = await api.post("/api/admin/product-submissions/bulk", {
      action: "reject",
      search: "bulk reject",
      adminNotes: "Seasonal line is closed",
    });
    expect(res.json()).toMatchObject({ processed: 1 });

    const none = await api.post("/api/admin/product-submissions/bulk", { action: "reject", search: "bulk reject", adminNotes: "Again" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, message: M.noPendingProducts, processed: 0, ids: [] });
    const approvedView = await api.post("/api/admin/product-submissions/bulk", { action: "approve", status: "approved" });
    expect(approvedView.json()).toMatchObject({ processed: 0, message: M.noPendingProducts });
  });
});

describe("POST /api/admin/images (the image manager's upload)", () => {
  it("should store an uploaded picture as WebP and answer its address, which PATCH /api/recipes/{id} then sets", async () => {
    const [recipe] = (await app.inject({ url: "/api/recipes?limit=1" })).json().recipes as { id: number }[];
    const upload = await api.form("/api/admin/images", { kind: "recipe", id: String(recipe.id) }, [
      { name: "image", filename: "new.jpg", type: "image/jpeg", bytes: await png(1200, 900) },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const { url, width, height } = upload.json();
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    expect([width, height]).toEqual([1200, 900]);
    expect((await auditOf(app, "recipe", recipe.id))[0]).toMatchObject({ action: "image.uploaded", after: { url } });

    const change = await api.patch(`/api/recipes/${recipe.id}`, { image: url });
    expect(change.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/recipes/${recipe.id}` })).json().image).toBe(url);
  });

  it("should refuse a missing file, a text file and an answer without a session", async () => {
    const missing = await api.form("/api/admin/images", { kind: "product" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.imageUploadMissing);
    const text = await api.form("/api/admin/images", { kind: "product" }, [
      { name: "image", filename: "x.png", type: "image/png", bytes: Buffer.from("hello") },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(imageUploadMessages.type);
    const anonymous = await app.inject({ method: "POST", url: "/api/admin/images", ...multipart({ kind: "recipe" }) });
    expect(anonymous.statusCode).toBe(401);
  });
});
