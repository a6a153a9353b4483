import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, SITE, TEST_ADMIN, TEST_JWT_SECRET } from "./domains/admin/admin-test-kit";
import { multipart } from "./domains/moderation/moderation-test-kit";
import { startFakeLibreTranslate, type FakeLibreTranslate } from "./domains/translation/testing/fake-libretranslate";
import { buildTestApp } from "./test-support/test-app";

/*
 * Every endpoint of the published API tables, called the way a client written against them calls
 * it: the request under the published field names must be taken, and the answer must carry the
 * published fields under their published names and never a private or internal one. A field
 * renamed in a column, a type or a response schema fails here before any client notices.
 *
 * Field paths: "a" is a key of the answer (or of each listed item), "a.b" a key inside it, and
 * "a.*.b" that key on every element of the list `a` (which must not be empty).
 */

/** What no answer carries, at any depth: secrets, hashes and the search machinery. */
const NEVER_ANYWHERE = [
  "password",
  "confirmPassword",
  "passwordHash",
  "currentPassword",
  "newPassword",
  "tokenHash",
  "statusTokenHash",
  "cancelTokenHash",
  "idempotencyKey",
  "searchVector",
  "searchKeywords",
  "searchIngredients",
];

/** A visitor's contact details: never in a public answer. */
const PRIVATE = ["email", "phone", "recipientEmail"];

// The published data model's fields, as the answers carry them.
const RECIPE_CARD = [
  "id",
  "title",
  "description",
  "image",
  "cuisine",
  "category",
  "dietType",
  "difficulty",
  "prepTime",
  "cookTime",
  "servings",
  "rating",
  "reviewCount",
];
const RECIPE = [
  ...RECIPE_CARD,
  "videoUrl",
  "createdAt",
  "tags",
  "ingredients",
  "instructions",
  "healthBenefits",
  ...["calories", "protein", "carbs", "fat", "fiber", "sugar", "sodium"].map((key) => `nutritionFacts.${key}`),
  ...["vata", "pitta", "kapha", "dosha", "season", "taste"].map((key) => `ayurvedicProperties.${key}`),
];
const LOOKUP = ["id", "name", "displayName"];
const CLASS = [
  "id",
  "title",
  "description",
  "image",
  "difficulty",
  "category",
  "price",
  "duration",
  "maxParticipants",
  "instructorName",
  "instructorImage",
  "instructorBio",
  "schedule.*.date",
  "schedule.*.time",
  "schedule.*.availableSpots",
];
const BLOG_CARD = ["id", "title", "excerpt", "image", "category", "author", "readTime", "publishedAt", "featured"];
const PRODUCT = [
  "id",
  "name",
  "description",
  "price",
  "image",
  "categorySlug",
  "categoryName",
  "brand",
  "inStock",
  "wholesale",
  "rating",
  "reviewCount",
  "weight",
  "sku",
];
const SHOP_CATEGORY = ["id", "name", "slug", "description", "type"];
const GUEST_CHEF = [
  "id",
  "name",
  "country",
  "profession",
  "experience",
  "specialties",
  "contribution",
  "bio",
  "instagram",
  "youtube",
  "facebook",
  "website",
];
const COMMUNITY_RECIPE = [
  "id",
  "title",
  "authorName",
  "story",
  "prepTime",
  "cookTime",
  "servingSize",
  "cuisineType",
  "mealTypes",
  "ingredients",
  "instructions",
  "healthBenefits",
  "createdAt",
];
const MENU_ITEMS = (...lists: string[]) =>
  lists.flatMap((list) => ["name", "dietType", "description", "quantity"].map((key) => `${list}.*.${key}`));
const BUFFET_CARD = ["id", "name", "description", "image", "occasion", "mealType", "country", "featured", "pricePerPerson", "guestCount"];
const BUFFET = [
  ...BUFFET_CARD,
  "minimumOrder",
  "duration",
  "serviceStaff",
  "advanceBooking",
  "vegetarianOptions",
  "veganOptions",
  "glutenFreeOptions",
  "setupIncluded",
  "equipmentProvided",
  "cancellationPolicy",
  ...MENU_ITEMS("appetizers", "mainCourse", "desserts", "beverages"),
];
const INDUSTRIAL_CARD = [
  "id",
  "name",
  "image",
  "description",
  "country",
  "cuisine",
  "mealType",
  "industryType",
  "featured",
  "minimumOrder",
  "pricePerPerson",
  "duration",
  "vegetarianOptions",
  "veganOptions",
  "glutenFreeOptions",
  "halalOptions",
];
const INDUSTRIAL = [
  ...INDUSTRIAL_CARD,
  "advanceBooking",
  "capacity",
  "servesCuisine",
  "kosherOptions",
  "serviceStaff",
  "setupIncluded",
  "equipmentProvided",
  "cancellationPolicy",
  ...MENU_ITEMS("appetizers", "mainCourse", "sides", "desserts", "beverages"),
];
const RECIPE_SUBMISSION = [
  "id",
  "title",
  "authorName",
  "email",
  "phone",
  "website",
  "displayName",
  "socialHandle",
  "cuisineType",
  "servingSize",
  "prepTime",
  "cookTime",
  "mealTypes",
  "ingredients",
  "instructions",
  "story",
  "calories",
  "protein",
  "carbs",
  "fat",
  "status",
  "adminNotes",
  "createdAt",
];
const PAGINATION = ["pagination.page", "pagination.totalPages", "pagination.total"];
const ADMIN = ["admin.name", "admin.username"];

type Method = "GET" | "POST" | "PATCH";
type Endpoint = {
  method: Method;
  /** The path as the published table writes it. */
  path: string;
  /** The address called, when it needs an id or a query; the path by default. */
  url?: () => string;
  /** A JSON body under the published names. */
  body?: () => Record<string, unknown>;
  /** A multipart form under the published names. */
  form?: () => Promise<{
    fields: Record<string, string | string[]>;
    files: { name: string; filename: string; type: string; bytes: Buffer }[];
  }>;
  /** Called with the admin's token, or with a sign-in of its own ("fresh") for a call that ends it. */
  admin?: true | "fresh";
  /** The fields of the answer itself. */
  fields?: string[];
  /** The list in the answer (the answer itself when `at` is left out) and each item's fields. */
  items?: { at?: string; fields: string[] };
  /** Keys the answer never holds, at any depth, beside NEVER_ANYWHERE. */
  never?: string[];
  /** Anything else the table says of the answer. */
  also?: (answer: LightMyRequestResponse) => void;
};

/** Every key of every object in `value`, at any depth. */
function keysAnywhere(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysAnywhere(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysAnywhere(inner, found);
    }
  }
  return found;
}

/** The paths of `fields` missing from `value` ("a.*.b": on every element of the list a). */
function missingFields(value: unknown, fields: string[]): string[] {
  const has = (node: unknown, steps: string[]): boolean => {
    if (steps.length === 0) return true;
    const [step, ...rest] = steps;
    if (step === "*") return Array.isArray(node) && node.length > 0 && node.every((item) => has(item, rest));
    return (
      node !== null &&
      typeof node === "object" &&
      !Array.isArray(node) &&
      Object.hasOwn(node, step) &&
      has((node as Record<string, unknown>)[step], rest)
    );
  };
  return fields.filter((field) => !has(value, field.split(".")));
}

let app: FastifyInstance;
let engine: FakeLibreTranslate;
let token = "";
let photo: Buffer;
/** Ids and values the calls need, read from the seeded catalogue as a client would find them. */
const found = {
  recipeId: 0,
  classId: 0,
  classPrice: 0,
  slot: { date: "", time: "" },
  blogId: 0,
  productId: 0,
  buffet: { id: 0, price: 0, minimumOrder: 0, advanceBooking: 0 },
  industrial: { id: 0, name: "", price: "", minimumOrder: 0, advanceBooking: 0 },
  pendingSubmissionId: 0,
};

const get = async <T>(url: string) => (await app.inject({ method: "GET", url })).json<T>();
/** A day `days` ahead, as YYYY-MM-DD. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(): Promise<string> {
  const login = await app.inject({
    method: "POST",
    url: "/api/admin-auth/login",
    payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    headers: { origin: SITE },
  });
  return login.json<{ jwtToken: string }>().jwtToken;
}

beforeAll(async () => {
  engine = await startFakeLibreTranslate({ apiKey: "spec-names-key" });
  app = await buildTestApp({
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_JWT_SECRET: TEST_JWT_SECRET,
    TRANSLATE_PROVIDER: "libretranslate",
    TRANSLATE_URL: engine.url,
    TRANSLATE_API_KEY: "spec-names-key",
  });
  token = await signIn();
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

  found.recipeId = (await get<{ recipes: { id: number }[] }>("/api/recipes?limit=1")).recipes[0].id;
  const [cls] =
    await get<{ id: number; price: number; schedule: { date: string; time: string; availableSpots: number }[] }[]>("/api/classes");
  const slot = cls.schedule.find((s) => s.availableSpots >= 2)!;
  Object.assign(found, { classId: cls.id, classPrice: cls.price, slot: { date: slot.date, time: slot.time } });
  found.blogId = (await get<{ data: { id: number }[] }>("/api/blog")).data[0].id;
  found.productId = (await get<{ id: number }[]>("/api/shop-products"))[0].id;
  const buffet = (await get<{ data: { id: number }[] }>("/api/buffet-menus")).data[0];
  const buffetMenu = await get<{ id: number; pricePerPerson: number; minimumOrder: number; advanceBooking: number }>(
    `/api/buffet-menus/${buffet.id}`,
  );
  found.buffet = {
    id: buffetMenu.id,
    price: buffetMenu.pricePerPerson,
    minimumOrder: buffetMenu.minimumOrder,
    advanceBooking: buffetMenu.advanceBooking,
  };
  const industrial = (await get<{ data: { id: number }[] }>("/api/industrial-catering")).data[0];
  const menu = await get<{ id: number; name: string; pricePerPerson: string; minimumOrder: number; advanceBooking: number }>(
    `/api/industrial-catering/${industrial.id}`,
  );
  found.industrial = {
    id: menu.id,
    name: menu.name,
    price: menu.pricePerPerson,
    minimumOrder: menu.minimumOrder,
    advanceBooking: menu.advanceBooking,
  };
  // A shared recipe waiting for the team, sent as the share-recipe form sends it.
  const shared = await app.inject({
    method: "POST",
    url: "/api/user-recipes",
    headers: { origin: SITE },
    payload: {
      title: "Field Names Khichdi",
      authorName: "Meera Iyer",
      email: "meera@example.com",
      cuisineType: "Indian",
      servingSize: 4,
      prepTime: 10,
      cookTime: 25,
      mealTypes: ["lunch"],
      ingredients: "1 cup rice\n1/2 cup moong dal",
      instructions: "Rinse the rice and dal.\nSimmer with water until soft.",
    },
  });
  expect(shared.statusCode, shared.body).toBe(201);
  const pending = await app.inject({ method: "GET", url: "/api/admin/recipe-submissions?status=pending&limit=20", headers: bearer(token) });
  found.pendingSubmissionId = pending
    .json<{ data: { id: number; title: string }[] }>()
    .data.find((r) => r.title === "Field Names Khichdi")!.id;
}, 240_000);

afterAll(async () => {
  await app?.close();
  await engine?.close();
});

const ENDPOINTS: Endpoint[] = [
  // The site shell, recipes, cart, language, accounts, newsletter and consultation.
  { method: "GET", path: "/api/recipes?featured=true", items: { fields: RECIPE_CARD } },
  { method: "GET", path: "/api/classes?featured=true", items: { fields: CLASS } },
  { method: "GET", path: "/api/blog?featured=true", fields: ["data"], items: { at: "data", fields: BLOG_CARD } },
  { method: "GET", path: "/api/products?featured=true", items: { fields: PRODUCT } },
  { method: "GET", path: "/api/categories", items: { fields: LOOKUP } },
  { method: "GET", path: "/api/cuisines", items: { fields: [...LOOKUP, "flag"] } },
  { method: "GET", path: "/api/diet-types", items: { fields: LOOKUP } },
  {
    method: "GET",
    path: "/api/recipes",
    url: () => "/api/recipes?cuisine=indian&page=1&limit=12",
    fields: ["recipes", "total", "totalPages"],
    items: { at: "recipes", fields: RECIPE_CARD },
  },
  { method: "GET", path: "/api/recipes/{id}", url: () => `/api/recipes/${found.recipeId}`, fields: RECIPE, never: ["sourceUserRecipeId"] },
  {
    method: "POST",
    path: "/api/register",
    body: () => ({
      firstName: "Asha",
      lastName: "Rao",
      email: "field-names@example.com",
      phone: "+1 415 555 0134",
      password: "Kitchen@2026",
      confirmPassword: "Kitchen@2026",
      dateOfBirth: "1990-04-12",
      gender: "female",
      country: "india",
      cookingLevel: "intermediate",
      newsletter: true,
      terms: true,
      privacy: true,
      recipientEmail: "team@example.com",
    }),
  },
  { method: "POST", path: "/api/newsletter", body: () => ({ email: "field-names-news@example.com" }), never: PRIVATE },
  {
    method: "POST",
    path: "/api/expert-consultation",
    body: () => ({
      name: "Asha Rao",
      email: "field-names-expert@example.com",
      doshaType: "pitta",
      healthConcerns: "Acid reflux",
      question: "Can I leave out the green chilli and keep it tasty?",
      recipeId: found.recipeId,
      recipeTitle: "Masoor Dal Tadka",
      recipientEmail: "team@example.com",
      submittedAt: new Date().toISOString(),
    }),
    never: PRIVATE,
  },
  {
    method: "POST",
    path: "/api/translation/translate",
    body: () => ({ text: "Fresh ginger", targetLanguage: "es", sourceLanguage: "en" }),
    fields: ["translatedText"],
  },
  {
    method: "POST",
    path: "/api/translation/translate/batch",
    body: () => ({ texts: ["Fresh ginger", "Warm water", "Cumin seeds"], targetLanguage: "fr" }),
    fields: ["translations"],
    also: (answer) => expect(answer.json<{ translations: string[] }>().translations).toHaveLength(3),
  },

  // Classes, blog, shop, community, catering, forms and the admin area.
  { method: "GET", path: "/api/classes", url: () => "/api/classes?difficulty=beginner", items: { fields: CLASS } },
  { method: "GET", path: "/api/classes/{id}", url: () => `/api/classes/${found.classId}`, fields: CLASS },
  {
    method: "POST",
    path: "/api/bookings (a class)",
    url: () => "/api/bookings",
    body: () => ({
      classId: found.classId,
      customerName: "Asha Rao",
      customerEmail: "field-names-class@example.com",
      customerPhone: "+1 415 555 0100",
      participants: 2,
      scheduledDate: found.slot.date,
      scheduledTime: found.slot.time,
      totalPrice: String(found.classPrice * 2),
    }),
    never: PRIVATE,
  },
  {
    method: "POST",
    path: "/api/bookings (a buffet menu)",
    url: () => "/api/bookings",
    body: () => {
      const day = daysAhead(found.buffet.advanceBooking + 10);
      return {
        customerName: "Asha Rao",
        customerEmail: "field-names-buffet@example.com",
        customerPhone: "4155550100",
        participants: found.buffet.minimumOrder,
        eventDate: day,
        eventTime: "18:30",
        eventLocation: "12 Garden Lane, Palo Alto",
        specialRequests: "Two tables of vegan guests.",
        buffetMenuId: found.buffet.id,
        totalPrice: (found.buffet.price * found.buffet.minimumOrder).toFixed(2),
        scheduledDate: day,
        scheduledTime: "18:30",
      };
    },
    never: PRIVATE,
  },
  {
    method: "GET",
    path: "/api/blog",
    url: () => "/api/blog?category=techniques&page=1&limit=12",
    fields: ["data", ...PAGINATION],
    items: { at: "data", fields: BLOG_CARD },
  },
  { method: "GET", path: "/api/blog/{id}", url: () => `/api/blog/${found.blogId}`, fields: [...BLOG_CARD, "content"] },
  { method: "GET", path: "/api/shop-categories", items: { fields: SHOP_CATEGORY } },
  { method: "GET", path: "/api/shop-products", items: { fields: PRODUCT } },
  { method: "GET", path: "/api/shop-products/{id}", url: () => `/api/shop-products/${found.productId}`, fields: PRODUCT },
  {
    method: "POST",
    path: "/api/bulk-inquiries",
    body: () => ({
      productName: "Organic Ground Turmeric",
      quantity: 250,
      buyerName: "Ravi Menon",
      email: "field-names-bulk@example.com",
      phone: "+1 408 555 0199",
      message: "Monthly supply.",
    }),
    never: PRIVATE,
  },
  {
    method: "GET",
    path: "/api/guest-chefs/applications?status=approved",
    items: { fields: GUEST_CHEF },
    never: [...PRIVATE, "reference", "adminNotes", "contributions"],
  },
  {
    method: "GET",
    path: "/api/user-recipes?status=approved",
    fields: ["data"],
    items: { at: "data", fields: COMMUNITY_RECIPE },
    never: [...PRIVATE, "author", "adminNotes", "reference"],
  },
  // The share-recipe and guest chef forms' calls are not in the tables; their fields are in the data model.
  {
    method: "POST",
    path: "/api/user-recipes",
    body: () => ({
      title: "Field Names Lemon Rice",
      authorName: "Meera Iyer",
      email: "field-names-share@example.com",
      phone: "+1 415 555 0142",
      website: "https://meera.example.com",
      displayName: "Meera's Kitchen",
      socialHandle: "@meerakitchen",
      cuisineType: "Indian",
      servingSize: 4,
      prepTime: 10,
      cookTime: 15,
      mealTypes: ["lunch"],
      ingredients: "2 cups cooked rice\n1 lemon",
      instructions: "Warm the rice.\nStir in the lemon juice.",
      story: "My mother's quick lunch.",
      calories: 320,
      protein: 8,
      carbs: 60,
      fat: 6,
    }),
    never: PRIVATE,
  },
  {
    method: "POST",
    path: "/api/guest-chefs/applications",
    form: async () => ({
      fields: {
        name: "Nadia Haddad",
        email: "field-names-chef@example.com",
        phone: "+961 1 555 0100",
        country: "Lebanon",
        profession: "Mezze chef",
        experience: "14",
        specialties: ["Mezze", "Flatbreads"],
        contribution: ["Recipes", "Cooking classes"],
        bio: "I cooked in my family's restaurant in Beirut for ten years and now teach small mezze workshops.",
        instagram: "https://instagram.com/nadia.mezze",
        youtube: "https://www.youtube.com/@NadiaMezze",
        facebook: "https://facebook.com/nadia.mezze",
        website: "https://nadia-haddad.example.com",
      },
      files: [{ name: "photo", filename: "me.png", type: "image/png", bytes: photo }],
    }),
    never: PRIVATE,
  },
  {
    method: "GET",
    path: "/api/buffet-menus",
    url: () => "/api/buffet-menus?occasion=all&mealType=all&search=&page=1&limit=12",
    fields: ["data", ...PAGINATION],
    items: { at: "data", fields: BUFFET_CARD },
  },
  { method: "GET", path: "/api/buffet-menus/{id}", url: () => `/api/buffet-menus/${found.buffet.id}`, fields: BUFFET },
  {
    method: "GET",
    path: "/api/industrial-catering",
    url: () => "/api/industrial-catering?country=all&search=&page=1&limit=12",
    fields: ["data", ...PAGINATION],
    items: { at: "data", fields: INDUSTRIAL_CARD },
  },
  {
    method: "GET",
    path: "/api/industrial-catering/{id}",
    url: () => `/api/industrial-catering/${found.industrial.id}`,
    fields: INDUSTRIAL,
  },
  {
    method: "POST",
    path: "/api/industrial-catering-booking",
    body: () => {
      const participants = found.industrial.minimumOrder;
      return {
        companyName: "Northwind Robotics",
        contactName: "Asha Rao",
        email: "field-names-industrial@example.com",
        phone: "+1 415 555 0100",
        eventDate: daysAhead(found.industrial.advanceBooking + 10),
        eventTime: "12:00",
        participants,
        specialRequests: "Lunch in two shifts.",
        recipientEmail: "assistant@example.com",
        cateringId: found.industrial.id,
        cateringName: found.industrial.name,
        pricePerPerson: found.industrial.price,
        totalEstimate: (participants * Number(found.industrial.price.replace("$", ""))).toFixed(2),
      };
    },
    never: PRIVATE,
  },
  {
    method: "POST",
    path: "/api/contact",
    body: () => ({
      name: "Asha Rao",
      email: "field-names-contact@example.com",
      subject: "General Inquiry",
      message: "Do you teach classes on weekends?",
      recipientEmail: "team@example.com",
    }),
    never: PRIVATE,
  },
  {
    method: "POST",
    path: "/api/content-removal",
    body: () => ({
      name: "Lena Fischer",
      email: "field-names-removal@example.org",
      phone: "+49 30 1234 5678",
      complaintType: "copyright",
      contentUrl: "https://ayurkitchen.example/recipes/12",
      description: "The second photo on this recipe is mine.",
      requestedAction: "credit",
    }),
    never: PRIVATE,
  },
  {
    method: "POST",
    path: "/api/sponsor",
    body: () => ({
      companyName: "Spice Route Foods",
      contactName: "Marco Rossi",
      email: "field-names-sponsor@example.com",
      phone: "+39 06 555 0199",
      website: "https://spiceroute.example",
      sponsorshipType: "recipe-sponsor",
      budget: "1000-2500",
      duration: "3-months",
      objectives: "Introduce our organic turmeric to home cooks.",
      description: "Three sponsored recipes a month.",
    }),
    never: PRIVATE,
  },
  // The image manager's samples: the first ten of each list.
  {
    method: "GET",
    path: "/api/recipes (the image manager)",
    url: () => "/api/recipes",
    fields: ["recipes"],
    items: { at: "recipes", fields: ["id", "title", "image", "description", "difficulty", "servings", "rating", "cuisine"] },
  },
  {
    method: "GET",
    path: "/api/products (the image manager)",
    url: () => "/api/products",
    items: { fields: ["id", "name", "image", "categorySlug"] },
  },
  {
    method: "PATCH",
    path: "/api/recipes/{id}",
    url: () => `/api/recipes/${found.recipeId}`,
    admin: true,
    body: () => ({ image: "/api/placeholder/800/600" }),
  },
  {
    method: "PATCH",
    path: "/api/products/{id}",
    url: () => `/api/products/${found.productId}`,
    admin: true,
    body: () => ({ image: "https://images.example.com/dabba.jpg" }),
  },
  {
    method: "POST",
    path: "/api/admin-auth/login",
    body: () => ({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    fields: ["success", "jwtToken", "message", ...ADMIN],
  },
  { method: "GET", path: "/api/admin-auth/me", admin: true, fields: ["success", ...ADMIN] },
  {
    method: "GET",
    path: "/api/admin/recipe-submissions",
    url: () => "/api/admin/recipe-submissions?status=pending&page=1&limit=20",
    admin: true,
    fields: ["data", "total", "totalPages", "hasPrev", "hasNext"],
    items: { at: "data", fields: RECIPE_SUBMISSION },
  },
  {
    method: "PATCH",
    path: "/api/admin/recipe-submissions/{id}",
    url: () => `/api/admin/recipe-submissions/${found.pendingSubmissionId}`,
    admin: true,
    body: () => ({ status: "approved", adminNotes: "Recipe approved for publication" }),
  },
  {
    method: "POST",
    path: "/api/products",
    admin: true,
    form: async () => ({
      fields: {
        name: "Cold-Pressed Sesame Oil",
        category: "Ayurvedic Ingredients",
        subcategory: "Oils",
        brand: "Mill & Leaf",
        price: "14.50",
        discount: "10",
        unit: "bottle",
        shortDesc: "Unrefined sesame oil for cooking.",
        fullDesc: "Pressed cold from whole sesame seeds in small batches.",
        ingredients: "Sesame seeds",
        certifications: JSON.stringify(["Organic", "Fair Trade"]),
        usage: "Cooking and abhyanga",
        shelfLife: "12 months",
        origin: "India",
        hsCode: "1515.50",
        tags: JSON.stringify(["oil", "sesame"]),
        isWholesale: "true",
        minOrderQty: "10",
        inStock: "true",
        productType: "New",
      },
      files: [{ name: "images", filename: "oil.png", type: "image/png", bytes: photo }],
    }),
  },
  { method: "GET", path: "/api/recipes/advanced-search", url: () => "/api/recipes/advanced-search?query=dal&dietType=vegetarian" },
  { method: "GET", path: "/api/ingredients/popular" },
  { method: "GET", path: "/api/cuisines/stats" },
  {
    method: "GET",
    path: "/api/placeholder/{w}/{h}",
    url: () => "/api/placeholder/400/300",
    also: (answer) => expect(answer.headers["content-type"]).toMatch(/^image\//),
  },
  { method: "POST", path: "/api/admin-auth/logout", admin: "fresh" },
  // Last: a new password ends every sign-in.
  {
    method: "POST",
    path: "/api/admin-auth/change-password",
    admin: true,
    body: () => ({ currentPassword: TEST_ADMIN.password, newPassword: "Turmeric-Latte-2027" }),
    fields: ["success", "message"],
  },
];

async function call(endpoint: Endpoint): Promise<LightMyRequestResponse> {
  const url = endpoint.url?.() ?? endpoint.path;
  const headers: Record<string, string> = { origin: SITE };
  if (endpoint.admin) Object.assign(headers, bearer(endpoint.admin === "fresh" ? await signIn() : token));
  if (endpoint.form) {
    const { fields, files } = await endpoint.form();
    const body = multipart(fields, files);
    return app.inject({ method: endpoint.method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  if (endpoint.body) return app.inject({ method: endpoint.method, url, payload: endpoint.body(), headers });
  return app.inject({ method: endpoint.method, url, headers });
}

describe("the published API's field names", () => {
  it("should name every endpoint of the published tables once", () => {
    const names = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(51);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const answer = await call(endpoint);
      expect(answer.statusCode, answer.body.slice(0, 500)).toBeGreaterThanOrEqual(200);
      expect(answer.statusCode, answer.body.slice(0, 500)).toBeLessThan(300);
      const json = /json/.test(String(answer.headers["content-type"] ?? "")) && answer.body ? answer.json<unknown>() : null;
      if (endpoint.fields) expect(missingFields(json, endpoint.fields), "fields the answer misses").toEqual([]);
      if (endpoint.items) {
        const list = endpoint.items.at ? (json as Record<string, unknown> | null)?.[endpoint.items.at] : json;
        expect(Array.isArray(list) && list.length > 0, "a list with items").toBe(true);
        (list as unknown[]).forEach((item, i) =>
          expect(missingFields(item, endpoint.items!.fields), `fields item ${i} misses`).toEqual([]),
        );
      }
      const never = [...NEVER_ANYWHERE, ...(endpoint.never ?? [])];
      const present = keysAnywhere(json);
      expect(
        never.filter((key) => present.has(key)),
        "fields the answer must never carry",
      ).toEqual([]);
      endpoint.also?.(answer);
    });
  }
});
