import type { accountDialogsEn } from "./areas/account-dialogs/en";
import type { accountMenuEn } from "./areas/account-dialogs/menu-en";
import type { accountEn } from "./areas/account/en";
import type { accountOptionsEn } from "./areas/account-options/en";
import type { adminEn } from "./areas/admin/en";
import type { adminReviewEn } from "./areas/admin-review/en";
import type { adminInboxEn } from "./areas/admin-inbox/en";
import type { adminPeopleEn } from "./areas/admin-people/en";
import type { adminTranslationsEn } from "./areas/admin-translations/en";
import type { adminLibraryEn } from "./areas/admin-library/en";
import type { dailyRecipeEn } from "./areas/daily-recipe/en";
import type { adminClassesEn } from "./areas/admin-classes/en";
import type { adminOrdersEn } from "./areas/admin-orders/en";
import type { advancedSearchEn } from "./areas/advanced-search/en";
import type { blogEn } from "./areas/blog/en";
import type { cateringEn } from "./areas/catering/en";
import type { bookingCancelEn } from "./areas/bookings/en";
import type { newsletterLinksEn } from "./areas/newsletter/en";
import type { checkoutEn } from "./areas/checkout/en";
import type { classesEn } from "./areas/classes/en";
import type { communityEn } from "./areas/community/en";
import type { dealsEn } from "./areas/deals/en";
import type { formsEn } from "./areas/forms/en";
import type { guestChefsEn } from "./areas/guest-chefs/en";
import type { homeEn } from "./areas/home/en";
import { languageEn } from "./areas/language/en";
import type { apiDemoEn } from "./areas/api-demo/en";
import type { sitemapEn } from "./areas/sitemap/en";
import type { recipeDetailEn } from "./areas/recipe-detail/en";
import type { recipeExpertEn } from "./areas/recipe-detail/expert-en";
import type { recipeListEn } from "./areas/recipe-list/en";
import type { shopEn } from "./areas/shop/en";

/** English strings of the page shell and the shared pages. */
const shellEn = {
  "brand.tagline": "Ayurvedic cooking for every kitchen",
  "common.skipToContent": "Skip to main content",
  "common.somethingWrong": "Something went wrong",
  "common.tryAgain": "Try Again",
  "common.close": "Close",
  "common.loading": "Loading…",
  "common.minutes": "{count} min",
  "common.servings": "{count} servings",
  "common.reviews": "({count} reviews)",
  "common.ratingLabel": "Rated {rating} out of 5",
  "common.imageUnavailable": "Image unavailable",
  "common.viewAll": "View all",
  "common.learnMore": "Learn more",
  "common.readMore": "Read more",
  "common.lastUpdated": "Last Updated {date}",
  "common.home": "Home",
  "common.spotsLeft": "{count} spots left",
  "common.spotLeftOne": "1 spot left",
  "common.fullyBooked": "Fully booked",
  "common.nextSession": "Next session: {date}",
  "common.outOfStock": "Out of stock",
  "common.addToCart": "Add to Cart",

  "nav.home": "Home",
  "nav.recipes": "Recipes",
  "nav.buffetMenus": "Buffet Menus",
  "nav.industrialCatering": "Industrial Catering",
  "nav.shop": "Shop",
  "nav.blog": "Blog",
  "nav.communityRecipes": "Community Recipes",
  "nav.shareRecipe": "Share a Recipe",
  "nav.guestChef": "Guest Chef",
  "nav.featuredChefs": "Featured Chefs",
  "nav.earnShare": "Earn & Share",
  "nav.classes": "Cooking Classes",
  "nav.deals": "Deals",
  "nav.about": "About",
  "nav.contact": "Contact",
  "nav.admin": "Admin",
  "nav.adminPanel": "Admin Panel",
  "nav.menu": "Menu",
  "nav.openMenu": "Open menu",
  "nav.mainNavigation": "Main navigation",
  "nav.sectionLinks": "Site sections",
  "nav.stripSearch": "Quick search",

  "search.placeholder": "Search recipes...",
  "search.label": "Search recipes",
  "search.clear": "Clear search",
  "search.submit": "Search",

  "language.label": "Language",
  "language.choose": "Choose language",
  "language.search": "Search languages...",
  "language.switching": "Switching language…",
  "language.translating": "Translating page...",
  "language.more": "{count} more languages available. Keep typing to narrow the list.",
  "language.none": "No language matches “{query}”.",

  "cart.open": "Open cart",
  "cart.openWithCount": "Open cart, {count} items",
  "cart.title": "Shopping Cart",
  "cart.empty": "Your cart is empty.",
  "cart.emptyHint": "Add products, classes or a recipe's ingredients and they will wait for you here.",
  "cart.browseShop": "Browse the shop",
  "cart.total": "Total",
  "cart.clear": "Clear Cart",
  "cart.checkout": "Proceed to Checkout",
  "cart.decrease": "Decrease quantity of {name}",
  "cart.increase": "Increase quantity of {name}",
  "cart.remove": "Remove {name}",
  "cart.quantity": "Quantity: {count}",
  "cart.added": "Added to cart",

  "ad.label": "Advertisement",
  "ad.promoLabel": "From Ayur Kitchen",
  "ad.classes.title": "Cook alongside our chefs",
  "ad.classes.body": "Small hands-on classes, from knife skills to Ayurvedic spice blends.",
  "ad.classes.cta": "See upcoming classes",
  "ad.shop.title": "Stock an Ayurvedic pantry",
  "ad.shop.body": "Spices, ghee, copper and cast iron chosen by our kitchen.",
  "ad.shop.cta": "Visit the shop",
  "ad.newsletter.title": "Seasonal recipes by email",
  "ad.newsletter.body": "One short letter every other week: what to cook now, and why.",
  "ad.newsletter.cta": "Subscribe",

  "footer.about": "Recipes, classes and catering rooted in Ayurveda: food that tastes wonderful and suits your body and the season.",
  "footer.stats": "21,763+ recipes · 50+ countries · 5,410+ products",
  "footer.quickLinks": "Quick Links",
  "footer.services": "Services",
  "footer.contact": "Contact",
  "footer.follow": "Follow us",
  "footer.chefPortal": "Chef Portal",
  "footer.newsletterTitle": "Join our newsletter",
  "footer.newsletterBody": "Seasonal recipes and Ayurvedic kitchen notes, every other week.",
  "footer.copyright": "© {year} {brand}. All rights reserved.",
  "footer.legal": "Legal",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms of Service",
  "footer.disclaimer": "Disclaimer",
  "footer.cookies": "Cookie Policy",
  "footer.accessibility": "Accessibility",
  "footer.sitemap": "Sitemap",
  "footer.contentRemoval": "Content Removal",
  "footer.sponsor": "Become a Sponsor",
  "footer.hours": "Hours",

  "newsletter.emailLabel": "Email address",
  "newsletter.emailPlaceholder": "you@example.com",
  "newsletter.subscribe": "Subscribe",
  "newsletter.subscribing": "Subscribing...",
  "newsletter.footerSuccessTitle": "Newsletter Subscription Successful!",
  "newsletter.footerSuccessBody": "Thank you! Please check your inbox and confirm your subscription with the link we sent.",
  "newsletter.homeSuccessTitle": "Subscribed!",
  "newsletter.homeSuccessBody": "Almost there: check your inbox and confirm with the link we sent. Seasonal recipes follow.",
  "newsletter.failedTitle": "Subscription Failed",
  "newsletter.footerFailedBody": "Please try again later.",
  "newsletter.homeFailedBody": "Please try again or contact support.",
  "newsletter.invalidEmail": "Please enter a valid email address",
  "newsletter.privacyNote": "No spam. Unsubscribe with one click.",

  "recipe.untitled": "Untitled Recipe",
  "recipe.noDescription": "No description available for this recipe.",
  "recipe.totalTime": "Total time {time}",
  "recipe.favourite": "Save recipe",

  "class.perPerson": "{price} per person",
  "class.duration": "Duration {time}",
  "class.instructor": "With {name}",
  "class.difficulty.beginner": "Beginner",
  "class.difficulty.intermediate": "Intermediate",
  "class.difficulty.advanced": "Advanced",

  "blog.category.kitchen-tips": "Kitchen Tips",
  "blog.category.seasonal": "Seasonal",
  "blog.category.entertaining": "Entertaining",
  "blog.category.techniques": "Techniques",
  "blog.category.ingredients": "Ingredients",
  "blog.category.reviews": "Reviews",
  "blog.category.nutrition": "Nutrition",
  "blog.readTime": "{count} min read",
  "blog.by": "By {author}",

  "product.wholesale": "Wholesale",

  "notFound.title": "Page Not Found",
  "notFound.metaTitle": "Page Not Found",
  "notFound.description":
    "The page you were looking for is not here. Explore 62,000+ recipes, cooking classes and our kitchen blog instead.",
  "notFound.body":
    "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped. While you're here, there are over 108,245 recipes and 51 blog articles to explore.",
  "notFound.home": "Home",
  "notFound.recipes": "Browse Recipes",
  "notFound.blog": "Cooking Blog",
  "notFound.classes": "Cooking Classes",
  "notFound.contact": "Contact",
  "notFound.code": "Error 404",

  "error.title": "Something went wrong",
  "error.body": "An unexpected error stopped this page from loading. Please try again in a moment.",

  "static.onThisPage": "On this page",
  "static.questions": "Questions about this page? Write to us at {email}.",

  "auth.register": "Register",
  "auth.signIn": "Sign In",
  "auth.myAccount": "My Account",
  "auth.footerTitle": "Your Account",
} as const;

/** English UI catalogue: the reference every other catalogue must match key for key. */
export const en = {
  ...shellEn,
  ...languageEn,
};

/**
 * Every key of the interface. The recipe-list, recipe-detail and advanced-search strings join the English
 * catalogue when their pages load (see areas/<area>/register.ts), keeping them out of every
 * other page's script.
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof recipeListEn
  | keyof typeof recipeDetailEn
  | keyof typeof recipeExpertEn
  | keyof typeof advancedSearchEn
  | keyof typeof blogEn
  | keyof typeof classesEn
  | keyof typeof cateringEn
  | keyof typeof homeEn
  | keyof typeof bookingCancelEn
  | keyof typeof newsletterLinksEn
  | keyof typeof dealsEn
  | keyof typeof shopEn
  | keyof typeof checkoutEn
  | keyof typeof formsEn
  | keyof typeof communityEn
  | keyof typeof guestChefsEn
  | keyof typeof accountDialogsEn
  | keyof typeof accountMenuEn
  | keyof typeof accountEn
  | keyof typeof accountOptionsEn
  | keyof typeof adminEn
  | keyof typeof adminReviewEn
  | keyof typeof adminInboxEn
  | keyof typeof adminPeopleEn
  | keyof typeof adminTranslationsEn
  | keyof typeof adminLibraryEn
  | keyof typeof dailyRecipeEn
  | keyof typeof adminClassesEn
  | keyof typeof adminOrdersEn
  | keyof typeof apiDemoEn
  | keyof typeof sitemapEn;
export type Catalogue = Record<MessageKey, string>;
/** Keys that come from the area files rather than the shell catalogue. */
export type AreaKey = Exclude<MessageKey, keyof typeof shellEn>;
