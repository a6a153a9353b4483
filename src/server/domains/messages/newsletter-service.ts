import type { Database } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema/index.ts";
import { paths } from "../../../shared/paths.ts";
import type { NewsletterInput } from "../../../shared/schemas/newsletter.ts";
import { enqueueMail } from "./outbox.ts";

export function createNewsletterService(db: Database, siteUrl: string, brand: string) {
  return {
    /**
     * Stores the subscriber and its confirmation mail in one transaction. The same address again
     * is not an error and sends nothing new.
     */
    async subscribe(input: NewsletterInput): Promise<{ created: boolean }> {
      const email = input.email.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(newsletterSubscribers)
          .values({ email })
          .onConflictDoNothing({ target: newsletterSubscribers.email })
          .returning({ id: newsletterSubscribers.id });
        if (inserted.length === 0) return { created: false };
        await enqueueMail(tx, {
          to: email,
          subject: `Welcome to the ${brand} newsletter`,
          text:
            `Thank you for subscribing to the ${brand} newsletter.\n\n` +
            `Every other week you will receive seasonal recipes, Ayurvedic kitchen notes and news of ` +
            `upcoming cooking classes.\n\nBrowse recipes: ${siteUrl}${paths.recipes}\n\n` +
            `If you did not ask for this, reply to this message and we will remove your address.`,
        });
        return { created: true };
      });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
