import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { newsletterSubscribers, newsletterTokens } from "../../db/schema/index.ts";
import { SECRET_LINK_TOKEN_PATTERN, secretLinkTokens } from "../../http/secret-links.ts";
import { paths } from "../../../shared/paths.ts";
import type { NewsletterInput } from "../../../shared/schemas/newsletter.ts";
import type { RenderedMail } from "../../mail/layout.ts";
import { newsletterConfirmation } from "../../mail/newsletter/confirmation.ts";
import { newsletterHeaders, newsletterWelcome } from "../../mail/newsletter/welcome.ts";
import { enqueueMail } from "./outbox.ts";

/** A confirmation link works for a week. */
const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Signing up again while unconfirmed mails a new link at most this often. */
export const CONFIRMATION_RESEND_GAP_MS = 10 * 60_000;

const confirmLinks = secretLinkTokens("newsletter-confirm");
const unsubscribeLinks = secretLinkTokens("newsletter-unsubscribe");

type Writer = Pick<Database, "insert" | "update" | "select">;

export type ConfirmOutcome = "confirmed" | "invalid";
export type UnsubscribeOutcome = "unsubscribed" | "invalid";

type NewsletterServiceOptions = { siteUrl: string; now?: () => Date };

/**
 * The newsletter under double opt-in. Nothing a visitor typed goes into these mails (the address
 * is only the recipient), and every answer to a sign-up is the same, so nobody can learn whether
 * an address is subscribed.
 */
export function createNewsletterService(db: Database, { siteUrl, now = () => new Date() }: NewsletterServiceOptions) {
  async function mailConfirmation(tx: Writer, subscriber: { id: number; email: string }, at: Date) {
    const token = confirmLinks.newToken();
    await tx.insert(newsletterTokens).values({
      tokenHash: confirmLinks.hash(token),
      subscriberId: subscriber.id,
      purpose: "confirm",
      expiresAt: new Date(at.getTime() + CONFIRMATION_TTL_MS),
    });
    await tx.update(newsletterSubscribers).set({ confirmationSentAt: at }).where(eq(newsletterSubscribers.id, subscriber.id));
    await enqueueMail(tx, { to: subscriber.email, ...newsletterConfirmation({ token, siteUrl }) });
  }

  /** A newsletter mail: the visible unsubscribe link and RFC 8058 one-click headers, with a link of its own. */
  async function mailNewsletter(tx: Writer, subscriber: { id: number; email: string }, render: (unsubscribeUrl: string) => RenderedMail) {
    const token = unsubscribeLinks.newToken();
    await tx
      .insert(newsletterTokens)
      .values({ tokenHash: unsubscribeLinks.hash(token), subscriberId: subscriber.id, purpose: "unsubscribe" });
    const unsubscribeUrl = `${siteUrl}${paths.newsletterUnsubscribe(token)}`;
    await enqueueMail(tx, { to: subscriber.email, ...render(unsubscribeUrl), headers: newsletterHeaders(unsubscribeUrl) });
  }

  async function findLink(tx: Writer, purpose: "confirm" | "unsubscribe", token: string) {
    if (!SECRET_LINK_TOKEN_PATTERN.test(token)) return null;
    const hash = purpose === "confirm" ? confirmLinks.hash(token) : unsubscribeLinks.hash(token);
    const [row] = await tx
      .select({
        tokenHash: newsletterTokens.tokenHash,
        expiresAt: newsletterTokens.expiresAt,
        usedAt: newsletterTokens.usedAt,
        subscriberId: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
      })
      .from(newsletterTokens)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterTokens.subscriberId))
      .where(and(eq(newsletterTokens.tokenHash, hash), eq(newsletterTokens.purpose, purpose)))
      .limit(1);
    return row ?? null;
  }

  const usableConfirmation = (link: Awaited<ReturnType<typeof findLink>>, at: Date) =>
    link !== null && link.usedAt === null && (link.expiresAt === null || link.expiresAt > at);

  async function subscribeWithin(tx: Writer, emailInput: string, at: Date): Promise<void> {
    const email = emailInput.trim().toLowerCase();
    await tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing({ target: newsletterSubscribers.email });
    const [subscriber] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
    if (subscriber.status === "confirmed") return;
    const sent = subscriber.confirmationSentAt;
    if (sent && at.getTime() - sent.getTime() < CONFIRMATION_RESEND_GAP_MS) return;
    await mailConfirmation(tx, subscriber, at);
  }

  return {
    /**
     * A sign-up: a new address is stored as unconfirmed with a confirmation link; an unconfirmed
     * or unsubscribed one gets a new link unless one went out in the last 10 minutes; a confirmed
     * one changes nothing. The caller answers the same in every case.
     */
    async subscribe(input: NewsletterInput): Promise<void> {
      const at = now();
      await db.transaction((tx) => subscribeWithin(tx, input.email, at));
    },

    /** The same sign-up inside a caller's transaction (a registration with the newsletter ticked). */
    subscribeWithin,

    /** Whether a confirmation link still works (the page shows its button only then). */
    async confirmationLinkWorks(token: string): Promise<boolean> {
      return usableConfirmation(await findLink(db, "confirm", token), now());
    },

    /** Follows a confirmation link once: the address is confirmed and welcomed. */
    async confirm(token: string): Promise<ConfirmOutcome> {
      const at = now();
      return db.transaction(async (tx) => {
        const link = await findLink(tx, "confirm", token);
        if (!link || !usableConfirmation(link, at)) return "invalid";
        const used = await tx
          .update(newsletterTokens)
          .set({ usedAt: at })
          .where(and(eq(newsletterTokens.tokenHash, link.tokenHash), isNull(newsletterTokens.usedAt)))
          .returning({ tokenHash: newsletterTokens.tokenHash });
        if (used.length === 0) return "invalid";
        // An older link of an address already confirmed: nothing changes and nothing is sent again.
        if (link.status === "confirmed") return "confirmed";
        await tx
          .update(newsletterSubscribers)
          .set({ status: "confirmed", confirmedAt: at, unsubscribedAt: null })
          .where(eq(newsletterSubscribers.id, link.subscriberId));
        await mailNewsletter(tx, { id: link.subscriberId, email: link.email }, (unsubscribeUrl) =>
          newsletterWelcome({ unsubscribeUrl, siteUrl }),
        );
        return "confirmed";
      });
    },

    /** Whether an unsubscribe link belongs to a subscriber (it keeps working after use). */
    async unsubscribeLinkWorks(token: string): Promise<boolean> {
      return (await findLink(db, "unsubscribe", token)) !== null;
    },

    /** Unsubscribes at once (again is fine); pending confirmation links stop working. */
    async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
      const at = now();
      return db.transaction(async (tx) => {
        const link = await findLink(tx, "unsubscribe", token);
        if (!link) return "invalid";
        if (link.status !== "unsubscribed") {
          await tx
            .update(newsletterSubscribers)
            .set({ status: "unsubscribed", unsubscribedAt: at })
            .where(eq(newsletterSubscribers.id, link.subscriberId));
        }
        await tx
          .update(newsletterTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(newsletterTokens.subscriberId, link.subscriberId),
              eq(newsletterTokens.purpose, "confirm"),
              isNull(newsletterTokens.usedAt),
            ),
          );
        return "unsubscribed";
      });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
