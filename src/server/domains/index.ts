import type { FastifyInstance } from "fastify";
import type { Services } from "../services.ts";
import { accountRoutes } from "./accounts/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { analyticsRoutes } from "./analytics/routes.ts";
import { blogRoutes } from "./blog/routes.ts";
import { bookingRoutes } from "./bookings/routes.ts";
import { cateringDeskRoutes } from "./catering/desk-routes.ts";
import { cateringRoutes } from "./catering/routes.ts";
import { classDeskRoutes } from "./classes/desk-routes.ts";
import { classRoutes } from "./classes/routes.ts";
import { communityRecipeRoutes } from "./community-recipes/routes.ts";
import { contentRoutes } from "./content/routes.ts";
import { dailyRecipeRoutes } from "./daily-recipe/routes.ts";
import { enquiryRoutes } from "./enquiries/routes.ts";
import { guestChefRoutes } from "./guest-chefs/routes.ts";
import { inboxRoutes } from "./inbox/routes.ts";
import { mediaRoutes } from "./media/routes.ts";
import { messageRoutes } from "./messages/routes.ts";
import { moderationRoutes } from "./moderation/routes.ts";
import { orderDeskRoutes } from "./orders/desk-routes.ts";
import { orderRoutes } from "./orders/routes.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { recipeImportRoutes } from "./recipe-import/routes.ts";
import { recipeRoutes } from "./recipes/routes.ts";
import { shopRoutes } from "./shop/routes.ts";
import { translationRoutes } from "./translation/routes.ts";

type DomainRoutes = (app: FastifyInstance, options: { services: Services }) => Promise<void>;

/**
 * Every domain's API routes: a new domain is one import and one line here. The public areas come
 * first, then the team's desks; the order only decides the order of the route table.
 */
export const DOMAIN_ROUTES: readonly DomainRoutes[] = [
  recipeRoutes,
  classRoutes,
  bookingRoutes,
  blogRoutes,
  shopRoutes,
  cateringRoutes,
  orderRoutes,
  paymentRoutes,
  messageRoutes,
  accountRoutes,
  translationRoutes,
  enquiryRoutes,
  communityRecipeRoutes,
  guestChefRoutes,
  adminRoutes,
  moderationRoutes,
  inboxRoutes,
  dailyRecipeRoutes,
  recipeImportRoutes,
  analyticsRoutes,
  classDeskRoutes,
  orderDeskRoutes,
  cateringDeskRoutes,
  mediaRoutes,
  contentRoutes,
];

/** Registers every domain's routes, each as a plugin of its own with the shared services. */
export async function registerDomainRoutes(app: FastifyInstance, services: Services) {
  for (const routes of DOMAIN_ROUTES) await app.register(routes, { services });
}
