import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guestChefs } from "../../db/schema/index.ts";
import type { GuestChef, GuestChefApplication, GuestChefSort } from "../../../shared/schemas/guest-chef.ts";
import { guestChefAcknowledgement } from "../../mail/guest-chefs/acknowledgement.ts";
import { guestChefTeamNotice } from "../../mail/guest-chefs/team-notice.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { saveUploadedImage, type PreparedImage } from "../media/uploads.ts";
import { newReference } from "../shop/reference.ts";

type GuestChefServiceOptions = {
  /** The team's inbox; applications go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
};

/** Only what the public may see: never the e-mail, phone, reference or the team's notes. (The review screen adds those.) */
export const publicChefColumns = {
  id: guestChefs.id,
  name: guestChefs.name,
  country: guestChefs.country,
  profession: guestChefs.profession,
  experience: guestChefs.experience,
  specialties: guestChefs.specialties,
  contribution: guestChefs.contribution,
  bio: guestChefs.bio,
  image: guestChefs.image,
  instagram: guestChefs.instagram,
  youtube: guestChefs.youtube,
  facebook: guestChefs.facebook,
  website: guestChefs.website,
  createdAt: guestChefs.createdAt,
};

export function createGuestChefService(db: Database, options: GuestChefServiceOptions) {
  const { teamEmail, siteUrl } = options;
  return {
    /** The approved chefs, newest first or by name; pending and rejected applications are never listed. */
    async listApproved(sort: GuestChefSort = "newest"): Promise<GuestChef[]> {
      const rows = await db
        .select(publicChefColumns)
        .from(guestChefs)
        .where(eq(guestChefs.status, "approved"))
        .orderBy(...(sort === "name" ? [asc(guestChefs.name), asc(guestChefs.id)] : [desc(guestChefs.createdAt), desc(guestChefs.id)]));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /**
     * Stores the application as pending with its photo and both mails (the team's notice, the
     * applicant's acknowledgement) in one transaction: all are written or none. The subjects carry
     * the reference only, never text the applicant typed. The acknowledgement goes to an address
     * nobody has proven yet, so it repeats nothing the applicant typed (no name, bio or links):
     * the reference and what happens next. The team's notice keeps everything.
     */
    async apply(input: GuestChefApplication, photo: PreparedImage): Promise<{ reference: string }> {
      const email = input.email.toLowerCase();
      const reference = newReference("GC");
      // What is stored is what the team's notice tells them.
      const application = {
        reference,
        name: input.name,
        email,
        phone: input.phone ?? null,
        country: input.country,
        profession: input.profession,
        experience: input.experience,
        specialties: input.specialties,
        bio: input.bio,
        instagram: input.instagram ?? null,
        youtube: input.youtube ?? null,
        facebook: input.facebook ?? null,
        website: input.website ?? null,
      };
      await db.transaction(async (tx) => {
        const image = await saveUploadedImage(tx, photo);
        await tx.insert(guestChefs).values({ ...application, contribution: input.contributions, image, status: "pending" });
        await enqueueMail(tx, {
          to: teamEmail,
          ...guestChefTeamNotice({ ...application, contributions: input.contributions, image, siteUrl }),
        });
        await enqueueMail(tx, { to: email, ...guestChefAcknowledgement({ reference, siteUrl }) });
      });
      return { reference };
    },
  };
}

export type GuestChefService = ReturnType<typeof createGuestChefService>;
