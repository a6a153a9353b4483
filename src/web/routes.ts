import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The legal and information pages share one renderer; each has its own route id. */
const STATIC_PAGES = ["privacy", "terms", "disclaimer", "cookies", "accessibility", "about", "earn-share"] as const;

export default [
  index("routes/home.tsx"),
  ...STATIC_PAGES.map((page) => route(page, "routes/content/static-page.tsx", { id: `static-${page}` })),
  route("sitemap", "routes/content/sitemap.tsx"),
  route("recipes", "routes/recipes/list.tsx"),
  route("advanced-search", "routes/recipes/advanced-search.tsx"),
  route("saved-recipes", "routes/recipes/saved.tsx"),
  route("api-demo", "routes/api-demo.tsx"),
  route("recipes/:id", "routes/recipes/detail.tsx"),
  route("classes", "routes/classes/list.tsx"),
  route("classes/:id", "routes/classes/detail.tsx"),
  route("blog", "routes/blog/list.tsx"),
  route("blog/:id", "routes/blog/detail.tsx"),
  route("bookings/cancel/:token", "routes/bookings/cancel.tsx"),
  route("newsletter/confirm/:token", "routes/newsletter/link.tsx", { id: "newsletter-confirm" }),
  route("newsletter/unsubscribe/:token", "routes/newsletter/link.tsx", { id: "newsletter-unsubscribe" }),
  route("shop", "routes/shop/list.tsx"),
  route("shop/product/:id", "routes/shop/product.tsx"),
  route("deals", "routes/deals/list.tsx"),
  route("checkout", "routes/checkout/checkout.tsx"),
  route("orders/:token", "routes/checkout/order.tsx"),
  route("buffet-menus", "routes/catering/buffet-list.tsx"),
  route("buffet-menus/:id", "routes/catering/buffet-detail.tsx"),
  route("industrial-catering", "routes/catering/industrial-list.tsx"),
  route("industrial-catering/:id", "routes/catering/industrial-detail.tsx"),
  route("catering/requests/:token", "routes/catering/request-status.tsx"),
  route("contact", "routes/forms/contact.tsx"),
  route("content-removal", "routes/forms/content-removal.tsx"),
  route("sponsor", "routes/forms/sponsor.tsx"),
  route("community-recipes", "routes/community/list.tsx"),
  route("community-recipes/:id", "routes/community/detail.tsx"),
  route("share-recipe", "routes/community/share.tsx"),
  route("featured-chefs", "routes/community/featured-chefs.tsx"),
  route("guest-chef", "routes/community/guest-chef.tsx"),
  // The admin area: the sign-in page, and every other admin page inside the guarded layout.
  route("admin-login", "routes/admin/login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/home.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("change-password", "routes/admin/change-password.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
