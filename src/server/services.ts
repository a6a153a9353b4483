import type { FastifyBaseLogger } from "fastify";
import { BRAND } from "../shared/brand.ts";
import type { AppConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createAccountService } from "./domains/accounts/service.ts";
import { createUserAdminService } from "./domains/accounts/user-admin.ts";
import { createAdminService } from "./domains/admin/service.ts";
import { createAnalyticsService } from "./domains/analytics/service.ts";
import { createEnquiryService } from "./domains/enquiries/service.ts";
import { createDailyRecipeService } from "./domains/daily-recipe/service.ts";
import { createRecipeImportService } from "./domains/recipe-import/service.ts";
import { createModerationService } from "./domains/moderation/service.ts";
import { createBookingService } from "./domains/bookings/service.ts";
import { createBlogService } from "./domains/blog/service.ts";
import { createCateringService } from "./domains/catering/service.ts";
import { createClassService } from "./domains/classes/service.ts";
import { createCateringDeskService } from "./domains/catering/desk.ts";
import { createClassDeskService } from "./domains/classes/desk.ts";
import { createCommunityRecipeService } from "./domains/community-recipes/service.ts";
import { createInboxService } from "./domains/inbox/service.ts";
import { createGuestChefService } from "./domains/guest-chefs/service.ts";
import { createSitemapService } from "./domains/content/sitemap-service.ts";
import { createNewsletterService } from "./domains/messages/newsletter-service.ts";
import { createSubscriberService } from "./domains/messages/subscribers-service.ts";
import { createOrderService } from "./domains/orders/service.ts";
import { createOrderDeskService } from "./domains/orders/desk.ts";
import { createConfiguredCardPayments } from "./domains/payments/card-payments.ts";
import { createOutboxWorker } from "./domains/messages/outbox.ts";
import { findUploadedImage } from "./domains/media/uploads.ts";
import { createRecipeService } from "./domains/recipes/service.ts";
import { createShopService } from "./domains/shop/service.ts";
import { createConfiguredTranslationService } from "./domains/translation/service.ts";
import { createAttemptStore } from "./security/attempt-store.ts";

/** Every domain service, built once per app; API routes and page loaders share these. */
export function createServices(database: DatabaseHandle, config: AppConfig, log: FastifyBaseLogger) {
  const { db } = database;
  const analytics = createAnalyticsService(db, { now: config.clock, log });
  const recipes = createRecipeService(db, {
    onSearch: (text, total) => analytics.recordSearch(text, total),
    recipesVersion: database.recipesVersion,
  });
  const classes = createClassService(db);
  const blog = createBlogService(db);
  const shop = createShopService(db, { now: config.clock, timeZone: config.SITE_TIME_ZONE });
  const cateringOptions = { teamEmail: config.TEAM_EMAIL, siteUrl: config.SITE_URL, timeZone: config.SITE_TIME_ZONE, now: config.clock };
  const catering = createCateringService(db, cateringOptions);
  const cateringDesk = createCateringDeskService(db, cateringOptions);
  const cardPayments = createConfiguredCardPayments(config);
  const communityRecipes = createCommunityRecipeService(db, { teamEmail: config.TEAM_EMAIL, siteUrl: config.SITE_URL });
  const attemptStore = createAttemptStore({ db, redisUrl: config.REDIS_URL, redisKeyPrefix: config.REDIS_KEY_PREFIX, now: config.clock });
  const newsletter = createNewsletterService(db, { siteUrl: config.SITE_URL, now: config.clock });
  const outbox = createOutboxWorker({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  const translation = createConfiguredTranslationService(db, config, log);
  const orders = createOrderService(db, {
    teamEmail: config.TEAM_EMAIL,
    siteUrl: config.SITE_URL,
    timeZone: config.SITE_TIME_ZONE,
    cardPayments,
    bankTransferDetails: config.BANK_TRANSFER_DETAILS,
    now: config.clock,
  });
  const orderDesk = createOrderDeskService(db, orders, {
    siteUrl: config.SITE_URL,
    teamEmail: config.TEAM_EMAIL,
    now: config.clock,
  });
  const inbox = createInboxService(db);
  return {
    config: {
      siteUrl: config.SITE_URL,
      adsClientId: config.ADS_CLIENT_ID ?? null,
      timeZone: config.SITE_TIME_ZONE,
      /** The admin sign-in page hints at the development credentials outside production only. */
      production: config.NODE_ENV === "production",
      firstAdminUsername: (config.ADMIN_USERNAME ?? "admin").toLowerCase(),
    },
    recipes,
    classes,
    blog,
    shop,
    catering,
    newsletter,
    attemptStore,
    accounts: createAccountService(db, { siteUrl: config.SITE_URL, attemptStore, newsletter, now: config.clock }),
    bookings: createBookingService(db, {
      teamEmail: config.TEAM_EMAIL,
      siteUrl: config.SITE_URL,
      timeZone: config.SITE_TIME_ZONE,
      address: BRAND.address,
    }),
    guestChefs: createGuestChefService(db, { teamEmail: config.TEAM_EMAIL, siteUrl: config.SITE_URL }),
    orders,
    orderDesk,
    cateringDesk,
    classDesk: createClassDeskService(db, {
      siteUrl: config.SITE_URL,
      teamEmail: config.TEAM_EMAIL,
      timeZone: config.SITE_TIME_ZONE,
      now: config.clock,
    }),
    payments: { card: cardPayments },
    uploadedImages: { find: (sha256: string) => findUploadedImage(db, sha256) },
    communityRecipes,
    enquiries: createEnquiryService(db, { teamEmail: config.TEAM_EMAIL, siteUrl: config.SITE_URL }),
    sitemap: createSitemapService({ siteUrl: config.SITE_URL, recipes, classes, blog, shop, catering, communityRecipes }),
    outbox,
    translation,
    admin: createAdminService(db, {
      siteUrl: config.SITE_URL,
      jwtSecret: config.ADMIN_JWT_SECRET,
      databaseKind: database.kind,
      smtpConfigured: outbox.configured,
      translation: { configured: translation.configured, engineName: translation.engineName },
      attemptStore,
      waiting: async () => {
        const [newMessages, orderCounts, cateringToQuote] = await Promise.all([
          inbox.countNew(),
          orderDesk.counts(),
          cateringDesk.countAwaitingQuote(),
        ]);
        // Orders paid on delivery ship before their money arrives, so they wait on the team too.
        return { newMessages, ordersToShip: orderCounts.toShip + orderCounts.awaitingPayment, cateringToQuote };
      },
      now: config.clock,
    }),
    moderation: createModerationService(db),
    inbox,
    subscribers: createSubscriberService(db),
    users: createUserAdminService(db, { now: config.clock }),
    analytics,
    dailyRecipes: createDailyRecipeService(db, { timeZone: config.SITE_TIME_ZONE, now: config.clock }),
    recipeImport: createRecipeImportService(db, { siteUrl: config.SITE_URL }),
  };
}

export type Services = ReturnType<typeof createServices>;
