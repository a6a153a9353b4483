import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";

/** A phone held upright: the narrowest screen the pages are laid out for. */
const PHONE = { width: 390, height: 844 };

/** A link that no longer works: each token page answers it with a page of its own. */
const MADE_UP_TOKEN = "A".repeat(43);

async function firstId(request: APIRequestContext, target: string, pick: (body: never) => { id: number }): Promise<number> {
  const response = await request.get(target);
  expect(response.ok(), target).toBe(true);
  return pick((await response.json()) as never).id;
}

/** A made-up order and catering request, so their status pages show a real one. */
async function statusPages(request: APIRequestContext): Promise<string[]> {
  const product = await firstId(request, "/api/shop-products?limit=1", (body: { data: { id: number }[] }) => body.data[0]);
  const order = await request.post("/api/orders", {
    data: {
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+1 415 555 0100",
      addressLine1: "218 Valencia Street",
      city: "San Francisco",
      region: "CA",
      postalCode: "94103",
      country: "United States",
      shippingMethod: "standard",
      paymentMethod: "on-delivery",
      lines: [{ type: "product", id: product, quantity: 1 }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const menu = await firstId(request, "/api/industrial-catering?limit=1", (body: { data: { id: number }[] }) => body.data[0]);
  const catering = await request.post("/api/industrial-catering-booking", {
    data: {
      companyName: "Northwind Robotics",
      contactName: "Asha Rao",
      email: "asha@example.com",
      phone: "+1 415 555 0100",
      // Two months ahead: within the window the kitchen takes requests for.
      eventDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      eventTime: "12:00",
      participants: 250,
      specialRequests: "",
      recipientEmail: "",
      cateringId: menu,
    },
  });
  expect(catering.status(), await catering.text()).toBe(201);
  return [((await order.json()) as { statusUrl: string }).statusUrl, ((await catering.json()) as { statusPath: string }).statusPath];
}

/**
 * One page of every public route (src/web/routes.ts), with seeded ids read through the API. The
 * admin area and the signed-in account page are left to their own journeys.
 */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const data = (body: { data: { id: number }[] }) => body.data[0];
  const [recipe, cookingClass, post, product, buffet, industrial, community] = await Promise.all([
    firstId(request, "/api/recipes?limit=1", (body: { recipes: { id: number }[] }) => body.recipes[0]),
    firstId(request, "/api/classes?limit=1", (body: { id: number }[]) => body[0]),
    firstId(request, "/api/blog?limit=1", data),
    firstId(request, "/api/shop-products?limit=1", data),
    firstId(request, "/api/buffet-menus?limit=1", data),
    firstId(request, "/api/industrial-catering?limit=1", data),
    firstId(request, "/api/user-recipes?limit=1", data),
  ]);
  return [
    "/",
    "/about",
    "/earn-share",
    "/privacy",
    "/sitemap",
    "/recipes",
    "/advanced-search",
    "/saved-recipes",
    "/api-demo",
    `/recipes/${recipe}`,
    "/classes",
    `/classes/${cookingClass}`,
    "/blog",
    `/blog/${post}`,
    `/bookings/cancel/${MADE_UP_TOKEN}`,
    "/newsletter",
    `/newsletter/confirm/${MADE_UP_TOKEN}`,
    `/newsletter/unsubscribe/${MADE_UP_TOKEN}`,
    `/verify-email/${MADE_UP_TOKEN}`,
    `/reset-password/${MADE_UP_TOKEN}`,
    "/sign-in",
    "/register",
    "/forgot-password",
    "/shop",
    `/shop/product/${product}`,
    "/deals",
    "/checkout",
    "/buffet-menus",
    `/buffet-menus/${buffet}`,
    `/buffet-menus/${buffet}/book`,
    "/industrial-catering",
    `/industrial-catering/${industrial}`,
    "/contact",
    "/content-removal",
    "/sponsor",
    "/community-recipes",
    `/community-recipes/${community}`,
    "/share-recipe",
    "/featured-chefs",
    "/guest-chef",
    "/admin-login",
    "/no-such-page",
    ...(await statusPages(request)),
  ];
}

test.describe("pages on a 390 px phone", () => {
  test.use({ viewport: PHONE });

  test("should never scroll sideways", async ({ page }) => {
    test.setTimeout(240_000);
    const failures: string[] = [];
    for (const target of await publicPages(page.request)) {
      await page.goto(target);
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        if (root.scrollWidth <= root.clientWidth) return null;
        // The widest elements that reach past the screen's edge, to say what to fix.
        const offenders = [...document.body.querySelectorAll<HTMLElement>("*")]
          .map((element) => ({ element, right: element.getBoundingClientRect().right }))
          .filter(({ right }) => right > root.clientWidth + 0.5)
          .sort((a, b) => b.right - a.right)
          .slice(0, 3)
          .map(({ element, right }) => `<${element.tagName.toLowerCase()} class="${element.className}"> to ${Math.round(right)} px`);
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders };
      });
      if (overflow) {
        failures.push(`${target}: ${overflow.scrollWidth} px wide in ${overflow.clientWidth} px\n    ${overflow.offenders.join("\n    ")}`);
      }
    }
    expect(failures, `pages wider than the screen:\n${failures.join("\n")}`).toEqual([]);
  });
});
