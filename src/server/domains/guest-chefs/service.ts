import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guestChefs } from "../../db/schema/index.ts";
import { paths } from "../../../shared/paths.ts";
import type { GuestChef, GuestChefApplication, GuestChefSort } from "../../../shared/schemas/guest-chef.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { saveUploadedImage, type PreparedImage } from "../media/uploads.ts";
import { newReference } from "../shop/reference.ts";

type GuestChefServiceOptions = {
  /** The team's inbox; applications go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
  brand: string;
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
  const { teamEmail, siteUrl, brand } = options;
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
      await db.transaction(async (tx) => {
        const image = await saveUploadedImage(tx, photo);
        await tx.insert(guestChefs).values({
          reference,
          name: input.name,
          email,
          phone: input.phone ?? null,
          country: input.country,
          profession: input.profession,
          experience: input.experience,
          specialties: input.specialties,
          contribution: input.contributions,
          bio: input.bio,
          image,
          instagram: input.instagram ?? null,
          youtube: input.youtube ?? null,
          facebook: input.facebook ?? null,
          website: input.website ?? null,
          status: "pending",
        });
        const links = [
          input.website ? `Website: ${input.website}` : null,
          input.instagram ? `Instagram: ${input.instagram}` : null,
          input.youtube ? `YouTube: ${input.youtube}` : null,
          input.facebook ? `Facebook: ${input.facebook}` : null,
        ].filter(Boolean);
        const summary =
          `Reference: ${reference}\nName: ${input.name}\nEmail: ${email}\nPhone: ${input.phone ?? "(none)"}\n` +
          `Country: ${input.country}\nProfession: ${input.profession}\nYears of experience: ${input.experience}\n` +
          `Specialties: ${input.specialties.join(", ")}\nWould contribute: ${input.contributions.join(", ")}\n` +
          `${links.length > 0 ? `${links.join("\n")}\n` : "Links: (none)\n"}\nBio:\n${input.bio}\n`;
        await enqueueMail(tx, {
          to: teamEmail,
          subject: `New guest chef application ${reference}`,
          text:
            `A chef applied to be a guest chef. Please review the application; once approved it appears on ` +
            `${siteUrl}${paths.featuredChefs}.\n\nPhoto: ${siteUrl}${image}\n\n${summary}`,
        });
        await enqueueMail(tx, {
          to: email,
          subject: `We received your guest chef application ${reference}`,
          text:
            `Hello,\n\nThank you for applying to be a guest chef with ${brand}. We received your application ${reference}. ` +
            `Our team reviews every application and will write to you at this address within 5 business days. ` +
            `Once approved, your profile appears on ${siteUrl}${paths.featuredChefs}.\n\n` +
            `If you did not apply, you can ignore this mail: nothing is published without our review.\n\n— The ${brand} team`,
        });
      });
      return { reference };
    },
  };
}

export type GuestChefService = ReturnType<typeof createGuestChefService>;
