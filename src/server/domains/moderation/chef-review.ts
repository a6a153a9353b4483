import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guestChefs } from "../../db/schema/index.ts";
import { moderationMessages as M, type ReviewStatus } from "../../../shared/rules/moderation.ts";
import type { ChefApplication, ReviewDecisionInput, ReviewListQuery, ReviewPage } from "../../../shared/schemas/moderation.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { publicChefColumns } from "../guest-chefs/service.ts";
import { decide, iso, listPage, reviewer } from "./review-common.ts";

const chefApplicationColumns = {
  ...publicChefColumns,
  reference: guestChefs.reference,
  email: guestChefs.email,
  phone: guestChefs.phone,
  status: guestChefs.status,
  adminNotes: guestChefs.adminNotes,
  reviewedAt: guestChefs.reviewedAt,
  reviewedBy: reviewer.username,
};
type ChefApplicationRow = { [K in keyof typeof chefApplicationColumns]: unknown } & {
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
};

const toChefApplication = (row: ChefApplicationRow): ChefApplication =>
  ({ ...row, status: row.status as ReviewStatus, createdAt: iso(row.createdAt)!, reviewedAt: iso(row.reviewedAt) }) as ChefApplication;

/** Guest chef applications: the same review as shared recipes, on its own tab. */
export function createChefReview(db: Database) {
  async function chefApplication(id: number, tx: Pick<Database, "select"> = db): Promise<ChefApplication | null> {
    const [row] = await tx
      .select(chefApplicationColumns)
      .from(guestChefs)
      .leftJoin(reviewer, eq(reviewer.id, guestChefs.reviewedBy))
      .where(eq(guestChefs.id, id))
      .limit(1);
    return row ? toChefApplication(row as ChefApplicationRow) : null;
  }

  return {
    listChefApplications(query: ReviewListQuery): Promise<ReviewPage<ChefApplication>> {
      const searched = [guestChefs.name, guestChefs.country, guestChefs.profession, sql`${guestChefs.specialties}::text`];
      return listPage(db, { table: guestChefs, columns: chefApplicationColumns, searched, toItem: toChefApplication }, query);
    },

    chefApplication,

    /** Approves (the chef appears on /featured-chefs) or rejects (notes required) a pending application. */
    reviewChefApplication(id: number, input: ReviewDecisionInput, session: AdminSession, from: RequestOrigin): Promise<ChefApplication> {
      const kind = {
        table: guestChefs,
        itemType: "chef_application",
        notFound: M.chefApplicationNotFound,
        defaultApprovalNote: M.defaultChefApprovalNote,
        load: chefApplication,
      } as const;
      return decide(db, kind, id, input, session, from);
    },
  };
}
