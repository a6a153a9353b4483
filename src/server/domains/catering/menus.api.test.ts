import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUFFET_COUNTRIES,
  BUFFET_GUEST_COUNTS,
  BUFFET_MEAL_TYPES,
  BUFFET_OCCASIONS,
  CATERING_COUNTRY_CUISINES,
  CATERING_INDUSTRIES,
  CATERING_MEAL_TYPES,
} from "../../../shared/schemas/catering";
import { buffetMenus, industrialCateringMenus } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;

/** Extra menus beside the demo ones, so the default page size of 12 gives several pages. */
const EXTRA_BUFFETS = 17;
const EXTRA_INDUSTRIAL = 9;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const [buffet] = await db.select().from(buffetMenus).limit(1);
  const { id: _b, searchText: _bs, ...buffetBase } = buffet;
  await db.insert(buffetMenus).values(
    Array.from({ length: EXTRA_BUFFETS }, (_, i) => ({
      ...buffetBase,
      name: `Test Buffet ${i + 1}`,
      occasion: BUFFET_OCCASIONS[i % BUFFET_OCCASIONS.length],
      mealType: BUFFET_MEAL_TYPES[i % BUFFET_MEAL_TYPES.length],
      country: BUFFET_COUNTRIES[i % 5],
      guestCount: BUFFET_GUEST_COUNTS[i % BUFFET_GUEST_COUNTS.length],
      featured: i % 4 === 0,
      // Accents and wildcards in the text, to be found (or not) by search.
      description: i === 0 ? "Crème brûlée, 100% butter_and sugar." : buffetBase.description,
    })),
  );
  const [industrial] = await db.select().from(industrialCateringMenus).limit(1);
  const { id: _i, searchText: _is, ...industrialBase } = industrial;
  await db.insert(industrialCateringMenus).values(
    Array.from({ length: EXTRA_INDUSTRIAL }, (_, i) => ({
      ...industrialBase,
      name: `Test Canteen ${i + 1}`,
      country: CATERING_COUNTRY_CUISINES[i % 4].country,
      cuisine: CATERING_COUNTRY_CUISINES[i % 4].cuisine,
      mealType: CATERING_MEAL_TYPES[i % 3],
      industryType: CATERING_INDUSTRIES[i % 3],
      featured: i % 2 === 0,
    })),
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

/** Counts straight from the table, with SQL of the test's own. */
async function countWhere(table: "buffet_menus" | "industrial_catering_menus", where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await app.database.rawQuery(`SELECT count(*)::int AS n FROM ${table} ${where ? `WHERE ${where}` : ""}`, params);
  return Number(rows[0].n);
}
async function idsWhere(table: "buffet_menus" | "industrial_catering_menus", where: string, params: unknown[] = []): Promise<number[]> {
  const { rows } = await app.database.rawQuery(`SELECT id FROM ${table} ${where ? `WHERE ${where}` : ""} ORDER BY id`, params);
  return rows.map((r) => Number(r.id));
}

type ListBody = { data: { id: number }[]; pagination: { page: number; limit: number; total: number; totalPages: number } };

/** Every page of a list, checking each page's shape on the way. */
async function allPages(url: string, limit: number): Promise<{ ids: number[]; total: number }> {
  const sep = url.includes("?") ? "&" : "?";
  const first = await get(`${url}${sep}limit=${limit}`);
  expect(first.statusCode, url).toBe(200);
  const body = first.json<ListBody>();
  const ids = body.data.map((m) => m.id);
  expect(body.pagination).toEqual({ page: 1, limit, total: body.pagination.total, totalPages: Math.ceil(body.pagination.total / limit) });
  for (let page = 2; page <= body.pagination.totalPages; page++) {
    const res = await get(`${url}${sep}limit=${limit}&page=${page}`);
    const next = res.json<ListBody>();
    expect(next.pagination.page).toBe(page);
    expect(next.data.length).toBe(page < body.pagination.totalPages ? limit : body.pagination.total - (page - 1) * limit);
    ids.push(...next.data.map((m) => m.id));
  }
  return { ids, total: body.pagination.total };
}

async function expectRefused(url: string, path: string, message: string | RegExp) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(400);
  const issue = res.json<{ issues: { path: string; message: string }[] }>().issues.find((i) => i.path === path);
  expect(issue, url).toBeDefined();
  expect(issue!.message).toMatch(message);
}

describe("GET /api/buffet-menus", () => {
  it("should answer the first 12 menus in menu order with the lists' pagination (page, limit, total, totalPages), every scalar field and no item lists", async () => {
    const res = await get("/api/buffet-menus");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = await countWhere("buffet_menus", "");
    expect(total).toBe(12 + EXTRA_BUFFETS);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total, totalPages: Math.ceil(total / 12) });
    expect(body.data.map((m: { id: number }) => m.id)).toEqual((await idsWhere("buffet_menus", "")).slice(0, 12));
    const first = body.data[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        "id",
        "name",
        "description",
        "image",
        "occasion",
        "mealType",
        "country",
        "featured",
        "pricePerPerson",
        "guestCount",
        "minimumOrder",
        "duration",
        "serviceStaff",
        "advanceBooking",
        "vegetarianOptions",
        "veganOptions",
        "glutenFreeOptions",
        "setupIncluded",
      ].sort(),
    );
    expect(typeof first.pricePerPerson).toBe("number");
  });

  it("should page through every menu once, the last page holding the rest, and past the end answer an empty page", async () => {
    const total = await countWhere("buffet_menus", "");
    const { ids } = await allPages("/api/buffet-menus", 12);
    expect(ids).toEqual(await idsWhere("buffet_menus", ""));
    const past = await get("/api/buffet-menus?page=99");
    expect(past.json()).toEqual({ data: [], pagination: { page: 99, limit: 12, total, totalPages: Math.ceil(total / 12) } });
  });

  it("should filter by each occasion, meal type, country and minimum guests as the table counts them", async () => {
    for (const occasion of BUFFET_OCCASIONS) {
      const { ids, total } = await allPages(`/api/buffet-menus?occasion=${occasion}`, 12);
      expect(total, occasion).toBe(await countWhere("buffet_menus", "occasion = $1", [occasion]));
      expect(ids).toEqual(await idsWhere("buffet_menus", "occasion = $1", [occasion]));
    }
    for (const mealType of BUFFET_MEAL_TYPES) {
      const { ids } = await allPages(`/api/buffet-menus?mealType=${mealType}`, 5);
      expect(ids, mealType).toEqual(await idsWhere("buffet_menus", "meal_type = $1", [mealType]));
    }
    for (const country of BUFFET_COUNTRIES) {
      const { ids } = await allPages(`/api/buffet-menus?country=${encodeURIComponent(country)}`, 12);
      expect(ids, country).toEqual(await idsWhere("buffet_menus", "country = $1", [country]));
    }
    for (const guestCount of BUFFET_GUEST_COUNTS) {
      const { ids } = await allPages(`/api/buffet-menus?guestCount=${guestCount}`, 4);
      expect(ids, String(guestCount)).toEqual(await idsWhere("buffet_menus", "guest_count = $1", [guestCount]));
    }
  });

  it("should combine filters, and read 'all' or an empty value as no filter", async () => {
    for (const occasion of BUFFET_OCCASIONS) {
      for (const mealType of BUFFET_MEAL_TYPES) {
        const res = await get(`/api/buffet-menus?occasion=${occasion}&mealType=${mealType}&limit=48`);
        const expected = await idsWhere("buffet_menus", "occasion = $1 AND meal_type = $2", [occasion, mealType]);
        expect(
          res.json().data.map((m: { id: number }) => m.id),
          `${occasion}/${mealType}`,
        ).toEqual(expected);
      }
    }
    const combo = await get("/api/buffet-menus?occasion=wedding&mealType=dinner&country=India&guestCount=200&limit=48");
    expect(combo.json().pagination.total).toBe(
      await countWhere("buffet_menus", "occasion = 'wedding' AND meal_type = 'dinner' AND country = 'India' AND guest_count = 200"),
    );
    const everything = await countWhere("buffet_menus", "");
    for (const url of [
      "/api/buffet-menus?occasion=all&mealType=all&country=all&guestCount=all&search=",
      "/api/buffet-menus?occasion=&mealType=&country=&guestCount=&search=%20%20",
    ]) {
      expect((await get(url)).json().pagination.total, url).toBe(everything);
    }
    // Case does not matter; a country outside the list finds nothing rather than failing.
    expect((await get("/api/buffet-menus?occasion=WEDDING&country=india")).json().pagination.total).toBe(
      await countWhere("buffet_menus", "occasion = 'wedding' AND country = 'India'"),
    );
    expect((await get("/api/buffet-menus?country=Atlantis")).json()).toMatchObject({ data: [], pagination: { total: 0, totalPages: 0 } });
  });

  it("should search (trimmed) names, descriptions and item names, every word, without regard to case or accents", async () => {
    const menus = await app.database.db.select().from(buffetMenus);
    const text = (m: (typeof menus)[number]) =>
      [
        m.name,
        m.description,
        m.occasion,
        m.mealType,
        m.country,
        ...[...m.appetizers, ...m.mainCourse, ...m.desserts, ...m.beverages].map((i) => i.name),
      ]
        .join(" ")
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toLowerCase();
    const expectedFor = (words: string[]) =>
      menus
        .filter((m) => words.every((w) => text(m).includes(w)))
        .map((m) => m.id)
        .sort((a, b) => a - b);
    const itemName = menus[0].mainCourse[0].name;
    for (const [search, words] of [
      [`  ${itemName.toUpperCase()}  `, itemName.toLowerCase().split(/\s+/)],
      ["wedding", ["wedding"]],
      ["dinner india", ["dinner", "india"]],
      ["creme brulee", ["creme", "brulee"]],
      ["test buffet", ["test", "buffet"]],
    ] as const) {
      const { ids } = await allPages(`/api/buffet-menus?search=${encodeURIComponent(search)}`, 12);
      expect(ids, search).toEqual(expectedFor([...words]));
      expect(ids.length, search).toBeGreaterThan(0);
    }
    // LIKE's wildcards are plain characters in a search.
    expect((await get("/api/buffet-menus?search=%25")).json().data.map((m: { id: number }) => m.id)).toEqual(expectedFor(["%"]));
    expect((await get("/api/buffet-menus?search=r_and")).json().pagination.total).toBe(expectedFor(["r_and"]).length);
    expect((await get("/api/buffet-menus?search=zzqxv")).json().pagination.total).toBe(0);
    const withFilter = await get("/api/buffet-menus?search=buffet&occasion=wedding&limit=48");
    expect(withFilter.json().data.map((m: { id: number }) => m.id)).toEqual(
      menus
        .filter((m) => m.occasion === "wedding" && text(m).includes("buffet"))
        .map((m) => m.id)
        .sort((a, b) => a - b),
    );
  });

  it("should refuse bad parameters with 400 and the field's message", async () => {
    await expectRefused("/api/buffet-menus?occasion=picnic", "occasion", "Unknown occasion");
    await expectRefused("/api/buffet-menus?mealType=brunch", "mealType", "Unknown meal type");
    await expectRefused("/api/buffet-menus?guestCount=abc", "guestCount", "guestCount must be a whole number of guests");
    await expectRefused("/api/buffet-menus?guestCount=0", "guestCount", "guestCount must be a whole number of guests");
    await expectRefused("/api/buffet-menus?guestCount=-25", "guestCount", "guestCount must be a whole number of guests");
    await expectRefused("/api/buffet-menus?page=0", "page", "page must be at least 1");
    await expectRefused("/api/buffet-menus?page=abc", "page", "page must be a number");
    await expectRefused("/api/buffet-menus?page=1.5", "page", "page must be a whole number");
    await expectRefused("/api/buffet-menus?limit=49", "limit", "limit must be at most 48");
    await expectRefused("/api/buffet-menus?limit=0", "limit", "limit must be at least 1");
    await expectRefused("/api/buffet-menus?country=%00", "country", "Filter value contains characters that are not allowed");
    await expectRefused("/api/buffet-menus?search=dal%00", "search", "Search text contains characters that are not allowed");
    await expectRefused(`/api/buffet-menus?search=${"x".repeat(201)}`, "search", "Search text is too long");
    await expectRefused("/api/buffet-menus?occasion=wedding&occasion=birthday", "occasion", "Filter value must be a single piece of text");
  });
});

describe("GET /api/buffet-menus/{id}", () => {
  it("should answer the whole menu: item lists with name, dietType, description and quantity, service details and policies", async () => {
    const [row] = await app.database.db.select().from(buffetMenus).limit(1);
    const res = await get(`/api/buffet-menus/${row.id}`);
    expect(res.statusCode).toBe(200);
    const { searchText: _searchText, ...expected } = row;
    expect(res.json()).toEqual(expected);
    expect(res.json().appetizers[0]).toEqual({
      name: expect.any(String),
      dietType: expect.any(String),
      description: expect.any(String),
      quantity: expect.any(String),
    });
  });

  it("should answer 404 'Buffet Menu Not Found' for an unknown id and 400 for one that is not an id", async () => {
    const missing = await get("/api/buffet-menus/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Buffet Menu Not Found" });
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) expect((await get(`/api/buffet-menus/${bad}`)).statusCode, bad).toBe(400);
  });
});

describe("GET /api/industrial-catering", () => {
  it("should answer the first 12 menus with pagination, the card's fields and pricePerPerson as '$' text", async () => {
    const res = await get("/api/industrial-catering");
    expect(res.statusCode).toBe(200);
    const total = await countWhere("industrial_catering_menus", "");
    expect(total).toBe(20 + EXTRA_INDUSTRIAL);
    expect(res.json().pagination).toEqual({ page: 1, limit: 12, total, totalPages: Math.ceil(total / 12) });
    const card = res.json().data[0];
    expect(card.pricePerPerson).toMatch(/^\$\d+\.\d{2}$/);
    for (const key of ["vegetarianOptions", "veganOptions", "glutenFreeOptions", "halalOptions", "kosherOptions", "featured"]) {
      expect(typeof card[key], key).toBe("boolean");
    }
    expect(card).not.toHaveProperty("appetizers");
    const { ids } = await allPages("/api/industrial-catering", 12);
    expect(ids).toEqual(await idsWhere("industrial_catering_menus", ""));
  });

  it("should filter by each country, cuisine, meal type, industry and featured as the table counts them", async () => {
    for (const { country, cuisine } of CATERING_COUNTRY_CUISINES) {
      const byCountry = await allPages(`/api/industrial-catering?country=${encodeURIComponent(country)}`, 12);
      expect(byCountry.ids, country).toEqual(await idsWhere("industrial_catering_menus", "country = $1", [country]));
      const byCuisine = await allPages(`/api/industrial-catering?cuisine=${encodeURIComponent(cuisine)}`, 12);
      expect(byCuisine.ids, cuisine).toEqual(await idsWhere("industrial_catering_menus", "cuisine = $1", [cuisine]));
    }
    for (const mealType of CATERING_MEAL_TYPES) {
      const { ids } = await allPages(`/api/industrial-catering?mealType=${mealType}`, 5);
      expect(ids, mealType).toEqual(await idsWhere("industrial_catering_menus", "meal_type = $1", [mealType]));
    }
    for (const industry of CATERING_INDUSTRIES) {
      const { ids } = await allPages(`/api/industrial-catering?industryType=${industry}`, 3);
      expect(ids, industry).toEqual(await idsWhere("industrial_catering_menus", "industry_type = $1", [industry]));
      // `industry` is read as the same filter.
      expect((await get(`/api/industrial-catering?industry=${industry}&limit=48`)).json().data.map((m: { id: number }) => m.id)).toEqual(
        ids,
      );
    }
    const featured = await allPages("/api/industrial-catering?featured=true", 12);
    expect(featured.ids).toEqual(await idsWhere("industrial_catering_menus", "featured"));
    const notFeatured = await allPages("/api/industrial-catering?featured=false", 12);
    expect(notFeatured.ids).toEqual(await idsWhere("industrial_catering_menus", "NOT featured"));
  });

  it("should combine filters and search, and read 'all' or an empty value as no filter", async () => {
    for (const mealType of CATERING_MEAL_TYPES) {
      for (const industry of CATERING_INDUSTRIES) {
        for (const featured of ["true", "all"]) {
          const res = await get(`/api/industrial-catering?mealType=${mealType}&industryType=${industry}&featured=${featured}&limit=48`);
          const expected = await idsWhere(
            "industrial_catering_menus",
            `meal_type = $1 AND industry_type = $2${featured === "true" ? " AND featured" : ""}`,
            [mealType, industry],
          );
          expect(
            res.json().data.map((m: { id: number }) => m.id),
            `${mealType}/${industry}/${featured}`,
          ).toEqual(expected);
        }
      }
    }
    const combo = await get("/api/industrial-catering?country=India&cuisine=Indian&mealType=lunch&featured=true&search=test");
    expect(combo.json().pagination.total).toBe(
      await countWhere(
        "industrial_catering_menus",
        "country = 'India' AND cuisine = 'Indian' AND meal_type = 'Lunch' AND featured AND lower(name || ' ' || description) LIKE '%test%'",
      ),
    );
    const everything = await countWhere("industrial_catering_menus", "");
    for (const url of [
      "/api/industrial-catering?search=&country=all&cuisine=all&mealType=all&industryType=all&featured=all",
      "/api/industrial-catering?search=%20&country=&cuisine=&mealType=&industryType=&industry=&featured=",
    ]) {
      expect((await get(url)).json().pagination.total, url).toBe(everything);
    }
    const canteens = await allPages("/api/industrial-catering?search=%20Test%20Canteen%20", 4);
    expect(canteens.ids).toEqual(await idsWhere("industrial_catering_menus", "name LIKE 'Test Canteen%'"));
  });

  it("should refuse bad parameters with 400 and the field's message", async () => {
    await expectRefused("/api/industrial-catering?mealType=supper", "mealType", "Unknown meal type");
    await expectRefused("/api/industrial-catering?industryType=Fishing", "industryType", "Unknown industry");
    await expectRefused("/api/industrial-catering?industry=Fishing", "industry", "Unknown industry");
    await expectRefused("/api/industrial-catering?featured=yes", "featured", "featured must be true or false");
    await expectRefused("/api/industrial-catering?page=-1", "page", "page must be at least 1");
    await expectRefused("/api/industrial-catering?limit=abc", "limit", "limit must be a number");
    await expectRefused(`/api/industrial-catering?cuisine=${"x".repeat(101)}`, "cuisine", "Filter value is too long");
    await expectRefused("/api/industrial-catering?country=%1B%5B2J", "country", "Filter value contains characters that are not allowed");
    await expectRefused("/api/industrial-catering?search=a&search=b", "search", "Search text must be a single piece of text");
  });
});

describe("GET /api/industrial-catering/{id}", () => {
  it("should answer the whole menu with its five item lists, dietary options and services", async () => {
    const [row] = await app.database.db.select().from(industrialCateringMenus).limit(1);
    const res = await get(`/api/industrial-catering/${row.id}`);
    expect(res.statusCode).toBe(200);
    const { searchText: _searchText, ...expected } = row;
    expect(res.json()).toEqual(expected);
    for (const list of ["appetizers", "mainCourse", "sides", "desserts", "beverages"])
      expect(Array.isArray(res.json()[list]), list).toBe(true);
  });

  it("should answer 404 'Catering Menu Not Found' for an unknown id and 400 for one that is not an id", async () => {
    const missing = await get("/api/industrial-catering/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Catering Menu Not Found" });
    expect((await get("/api/industrial-catering/x1")).statusCode).toBe(400);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every catering route with its input, its answer and its errors", async () => {
    const cateringPaths = /^\/api\/(buffet-menus|industrial-catering|catering-requests|admin\/catering-requests)/;
    const json = ["application/json"];
    const admin = (statuses: number[], answers: string, body: string[] = []) => ({ tags: ["Admin"], statuses, answers, body });
    const expected = {
      "GET /api/buffet-menus": { tags: ["Catering"], statuses: [200, 400], answers: "BuffetMenuPage", body: [] },
      "GET /api/buffet-menus/:id": { tags: ["Catering"], statuses: [200, 400, 404], answers: "BuffetMenu", body: [] },
      "GET /api/industrial-catering": { tags: ["Catering"], statuses: [200, 400], answers: "IndustrialMenuPage", body: [] },
      "GET /api/industrial-catering/:id": { tags: ["Catering"], statuses: [200, 400, 404], answers: "IndustrialMenu", body: [] },
      "POST /api/industrial-catering-booking": {
        tags: ["Catering"],
        statuses: [201, 400, 404, 409, 422, 429],
        answers: "CateringRequestResult",
        body: json,
      },
      "GET /api/catering-requests/status/:token": {
        tags: ["Catering"],
        statuses: [200, 400, 404],
        answers: "CateringRequestView",
        body: [],
      },
      "GET /api/admin/catering-requests": admin([200, 400, 401], "CateringDeskPage"),
      "GET /api/admin/catering-requests/:id": admin([200, 400, 401, 404], "CateringDeskRequest"),
      "POST /api/admin/catering-requests/:id/quote": admin([200, 400, 401, 403, 404, 409, 422], "object", json),
      "POST /api/admin/catering-requests/:id/confirm": admin([200, 400, 401, 403, 404, 409], "object", json),
      "POST /api/admin/catering-requests/:id/decline": admin([200, 400, 401, 403, 404, 409], "object", json),
    };
    expect(declaredRoutesMatching(app, cateringPaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, cateringPaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
