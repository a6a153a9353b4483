/**
 * Every path of the site, defined once: the pages' links, the sitemaps, robots.txt and the mails
 * all build their URLs from these. A function called with ":id" gives the route pattern, as
 * React Router's route table writes it (`paths.recipe(":id")` is "/recipes/:id").
 */
export const paths = {
  home: "/",
  recipes: "/recipes",
  recipe: (id: number | string) => `/recipes/${id}`,
  recipeSearch: (text: string) => `/recipes?search=${encodeURIComponent(text.trim())}`,
  advancedSearch: "/advanced-search",
  /** The advanced search with one of the visitor's saved searches loaded and run. */
  savedSearch: (id: string) => `/advanced-search?saved=${encodeURIComponent(id)}`,
  savedRecipes: "/saved-recipes",
  classes: "/classes",
  cookingClass: (id: number | string) => `/classes/${id}`,
  cancelBooking: (token: string) => `/bookings/cancel/${token}`,
  /** The newsletter signup page, where every signup form posts, and its "check your inbox" answer. */
  newsletter: "/newsletter",
  newsletterConfirm: (token: string) => `/newsletter/confirm/${token}`,
  newsletterUnsubscribe: (token: string) => `/newsletter/unsubscribe/${token}`,
  /** The signed-in visitor's own page (profile, saved lists, bookings, orders, data). */
  account: "/account",
  /** The account forms as pages of their own (the header's and footer's dialogs, without a script). */
  signIn: "/sign-in",
  register: "/register",
  forgotPassword: "/forgot-password",
  /** Where a mailed verification link leads (a new account, or a changed address). */
  verifyEmail: (token: string) => `/verify-email/${token}`,
  /** Where a mailed password reset link leads. */
  resetPassword: (token: string) => `/reset-password/${token}`,
  blog: "/blog",
  blogPost: (id: number | string) => `/blog/${id}`,
  blogFeed: "/blog/rss.xml",
  shop: "/shop",
  shopCategory: (slug: string) => `/shop?category=${encodeURIComponent(slug)}`,
  product: (id: number | string) => `/shop/product/${id}`,
  buffetMenus: "/buffet-menus",
  buffetMenu: (id: number | string) => `/buffet-menus/${id}`,
  /** A buffet menu's booking form as a page of its own (the menu page's modal, without a script). */
  buffetBooking: (id: number | string) => `/buffet-menus/${id}/book`,
  industrialCatering: "/industrial-catering",
  industrialMenu: (id: number | string) => `/industrial-catering/${id}`,
  cateringRequest: (token: string) => `/catering/requests/${token}`,
  communityRecipes: "/community-recipes",
  communityRecipe: (id: number | string) => `/community-recipes/${id}`,
  /** A visitor's uploaded photo, named by its content's SHA-256 (so it never changes). */
  uploadedImage: (sha256: string) => `/media/uploads/${sha256}.webp`,
  shareRecipe: "/share-recipe",
  guestChef: "/guest-chef",
  featuredChefs: "/featured-chefs",
  earnShare: "/earn-share",
  deals: "/deals",
  checkout: "/checkout",
  /** The order status page, reached from the confirmation mail by its unguessable token. */
  order: (token: string) => `/orders/${token}`,
  about: "/about",
  contact: "/contact",
  /** The API's OpenAPI document, and the interactive reference generated from it. */
  openApiDocument: "/api/openapi.json",
  apiReference: "/api/reference",
  admin: "/admin",
  adminImages: "/admin/images",
  adminLogin: "/admin-login",
  /** The sign-in page, coming back to `next` (an admin path) afterwards. */
  adminLoginThen: (next: string) => `/admin-login?next=${encodeURIComponent(next)}`,
  adminDashboard: "/admin/dashboard",
  adminChangePassword: "/admin/change-password",
  adminRecipeApproval: "/admin/recipe-approval",
  adminAnalytics: "/admin/analytics",
  adminUsers: "/admin/users",
  adminAddProduct: "/admin/add-product",
  adminProductApproval: "/admin/product-approval",
  adminInbox: "/admin/inbox",
  adminOrders: "/admin/orders",
  adminCatering: "/admin/catering",
  adminSubscribers: "/admin/subscribers",
  adminTranslations: "/admin/translations",
  adminDailyRecipe: "/admin/daily-recipe",
  /** The recipe importer (the route is named after a recipe API; nothing is fetched from the network). */
  adminImporter: "/admin/spoonacular",
  chefAdmin: "/chef-admin",
  privacy: "/privacy",
  terms: "/terms",
  disclaimer: "/disclaimer",
  cookies: "/cookies",
  accessibility: "/accessibility",
  sitemap: "/sitemap",
  contentRemoval: "/content-removal",
  sponsor: "/sponsor",
  apiDemo: "/api-demo",
  sitemapXml: "/sitemap.xml",
  robotsTxt: "/robots.txt",
} as const;

/** The menu's links, in the spec's order; labels are catalogue keys. */
export const NAV_LINKS = [
  { href: paths.home, labelKey: "nav.home" },
  { href: paths.recipes, labelKey: "nav.recipes" },
  { href: paths.buffetMenus, labelKey: "nav.buffetMenus" },
  { href: paths.industrialCatering, labelKey: "nav.industrialCatering" },
  { href: paths.shop, labelKey: "nav.shop" },
  { href: paths.blog, labelKey: "nav.blog" },
  { href: paths.communityRecipes, labelKey: "nav.communityRecipes" },
  { href: paths.shareRecipe, labelKey: "nav.shareRecipe" },
  { href: paths.guestChef, labelKey: "nav.guestChef" },
  { href: paths.featuredChefs, labelKey: "nav.featuredChefs" },
  { href: paths.earnShare, labelKey: "nav.earnShare" },
  { href: paths.classes, labelKey: "nav.classes" },
  { href: paths.deals, labelKey: "nav.deals" },
  { href: paths.about, labelKey: "nav.about" },
  { href: paths.contact, labelKey: "nav.contact" },
  { href: paths.admin, labelKey: "nav.admin" },
] as const;
