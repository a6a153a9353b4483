import { paths } from "../../../shared/paths";

/** The newsletter's link pages: what each shows before and after its one button is pressed. */
export type NewsletterLinkState =
  { kind: "confirm" | "unsubscribe" } | { kind: "confirmed" | "unsubscribed" } | { kind: "confirmInvalid" | "unsubscribeInvalid" };

/** Which of the two links a page address is (paths.newsletterConfirm / paths.newsletterUnsubscribe). */
export const linkKindOf = (pathname: string): "confirm" | "unsubscribe" =>
  pathname.startsWith(paths.newsletterConfirm("")) ? "confirm" : "unsubscribe";

type NewsletterLinks = {
  confirmationLinkWorks: (token: string) => Promise<boolean>;
  confirm: (token: string) => Promise<"confirmed" | "invalid">;
  unsubscribeLinkWorks: (token: string) => Promise<boolean>;
  unsubscribe: (token: string) => Promise<"unsubscribed" | "invalid">;
};

/**
 * GET of a confirmation link shows a button rather than confirming: mail scanners open links
 * on their own, and only a person should confirm.
 */
export async function loadNewsletterConfirm(newsletter: NewsletterLinks, token: string | undefined): Promise<NewsletterLinkState> {
  return token && (await newsletter.confirmationLinkWorks(token)) ? { kind: "confirm" } : { kind: "confirmInvalid" };
}

export async function submitNewsletterConfirm(newsletter: NewsletterLinks, token: string | undefined): Promise<NewsletterLinkState> {
  return token && (await newsletter.confirm(token)) === "confirmed" ? { kind: "confirmed" } : { kind: "confirmInvalid" };
}

export async function loadNewsletterUnsubscribe(newsletter: NewsletterLinks, token: string | undefined): Promise<NewsletterLinkState> {
  return token && (await newsletter.unsubscribeLinkWorks(token)) ? { kind: "unsubscribe" } : { kind: "unsubscribeInvalid" };
}

/**
 * POST unsubscribes at once: the page's button, and a mail program's one-click request
 * (RFC 8058: a POST whose body is `List-Unsubscribe=One-Click`) alike.
 */
export async function submitNewsletterUnsubscribe(newsletter: NewsletterLinks, token: string | undefined): Promise<NewsletterLinkState> {
  return token && (await newsletter.unsubscribe(token)) === "unsubscribed" ? { kind: "unsubscribed" } : { kind: "unsubscribeInvalid" };
}

/** A dead link is gone for good: 410 tells crawlers and caches as much. */
export const statusOfNewsletterLink = (state: NewsletterLinkState) =>
  state.kind === "confirmInvalid" || state.kind === "unsubscribeInvalid" ? 410 : 200;
