import { desc, eq, inArray, sql } from "drizzle-orm";
import { accounts, classBookings, cookingClasses, classSessions, newsletterSubscribers, orders, recipes } from "../../db/schema/index.ts";
import { HttpError } from "../../http/errors.ts";
import { paths } from "../../../shared/paths.ts";
import { accountMessages } from "../../../shared/schemas/account.ts";
import type { AccountContext } from "./context.ts";
import type { ProfileService } from "./profile.ts";
import type { SavedListsService } from "./saved-lists.ts";

/**
 * What the site holds for the account beyond its settings: the bookings and orders placed with its
 * verified address, and the download of everything kept about it.
 */
export function createAccountData(
  { db, siteUrl, now }: AccountContext,
  { profile, savedLists }: { profile: ProfileService["profile"]; savedLists: SavedListsService["savedLists"] },
) {
  async function verifiedEmailOf(accountId: number): Promise<string | null> {
    const [row] = await db
      .select({ email: accounts.email, verified: accounts.emailVerifiedAt })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row?.verified ? row.email : null;
  }

  async function bookingsAndOrdersOf(accountId: number) {
    const email = await verifiedEmailOf(accountId);
    if (!email) return { bookings: [], orders: [] };
    const [bookingRows, orderRows] = await Promise.all([
      db
        .select({
          reference: classBookings.reference,
          classId: classBookings.classId,
          classTitle: cookingClasses.title,
          startsAt: classSessions.startsAt,
          participants: classBookings.participants,
          total: classBookings.total,
          status: classBookings.status,
          bookedAt: classBookings.createdAt,
        })
        .from(classBookings)
        .innerJoin(cookingClasses, eq(cookingClasses.id, classBookings.classId))
        .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
        .where(sql`lower(${classBookings.customerEmail}) = ${email}`)
        .orderBy(desc(classSessions.startsAt))
        .limit(100),
      db
        .select({
          reference: orders.reference,
          status: orders.status,
          total: orders.total,
          paymentMethod: orders.paymentMethod,
          placedAt: orders.createdAt,
        })
        .from(orders)
        .where(sql`lower(${orders.email}) = ${email}`)
        .orderBy(desc(orders.createdAt))
        .limit(100),
    ]);
    return {
      bookings: bookingRows.map((b) => ({ ...b, startsAt: b.startsAt.toISOString(), bookedAt: b.bookedAt.toISOString() })),
      orders: orderRows.map((o) => ({ ...o, placedAt: o.placedAt.toISOString() })),
    };
  }

  return {
    bookingsAndOrders: bookingsAndOrdersOf,

    /** Everything the site keeps about the account, as one JSON document (GDPR art. 15 and 20). */
    async exportData(accountId: number) {
      const accountProfile = await profile(accountId);
      if (!accountProfile) throw new HttpError(401, accountMessages.signInRequired);
      const [saved, history, newsletterRows] = await Promise.all([
        savedLists(accountId),
        bookingsAndOrdersOf(accountId),
        db
          .select({ status: newsletterSubscribers.status, since: newsletterSubscribers.createdAt })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, accountProfile.email)),
      ]);
      const recipeTitles = saved.recipeIds.length
        ? await db.select({ id: recipes.id, title: recipes.title }).from(recipes).where(inArray(recipes.id, saved.recipeIds))
        : [];
      const titleOf = new Map(recipeTitles.map((r) => [r.id, r.title]));
      return {
        exportedAt: now().toISOString(),
        site: siteUrl,
        profile: accountProfile,
        savedRecipes: saved.recipeIds.map((id) => ({ id, title: titleOf.get(id) ?? null, url: `${siteUrl}${paths.recipe(id)}` })),
        savedSearches: saved.searches,
        classBookings: history.bookings,
        orders: history.orders,
        newsletter: newsletterRows[0] ? { status: newsletterRows[0].status, since: newsletterRows[0].since.toISOString() } : null,
      };
    },
  };
}
