import { describe, expect, it } from "vitest";
import {
  linkKindOf,
  loadNewsletterConfirm,
  loadNewsletterUnsubscribe,
  statusOfNewsletterLink,
  submitNewsletterConfirm,
  submitNewsletterUnsubscribe,
} from "./newsletter-links";

/** A newsletter service where only "good" is a live link, recording what it was asked to do. */
function fakeNewsletter() {
  const done: string[] = [];
  return {
    done,
    confirmationLinkWorks: async (token: string) => token === "good",
    confirm: async (token: string) => (done.push(`confirm ${token}`), token === "good" ? ("confirmed" as const) : ("invalid" as const)),
    unsubscribeLinkWorks: async (token: string) => token === "good",
    unsubscribe: async (token: string) => (
      done.push(`unsubscribe ${token}`),
      token === "good" ? ("unsubscribed" as const) : ("invalid" as const)
    ),
  };
}

describe("newsletter link pages", () => {
  it("should only ask on GET, never confirm or unsubscribe", async () => {
    const newsletter = fakeNewsletter();
    expect(await loadNewsletterConfirm(newsletter, "good")).toEqual({ kind: "confirm" });
    expect(await loadNewsletterUnsubscribe(newsletter, "good")).toEqual({ kind: "unsubscribe" });
    expect(newsletter.done).toEqual([]);
  });

  it("should act on POST and say what happened", async () => {
    const newsletter = fakeNewsletter();
    expect(await submitNewsletterConfirm(newsletter, "good")).toEqual({ kind: "confirmed" });
    expect(await submitNewsletterUnsubscribe(newsletter, "good")).toEqual({ kind: "unsubscribed" });
    expect(newsletter.done).toEqual(["confirm good", "unsubscribe good"]);
  });

  it("should call a dead, tampered or missing link invalid with 410, and 200 otherwise", async () => {
    const newsletter = fakeNewsletter();
    for (const token of ["bad", undefined]) {
      const states = [
        await loadNewsletterConfirm(newsletter, token),
        await submitNewsletterConfirm(newsletter, token),
        await loadNewsletterUnsubscribe(newsletter, token),
        await submitNewsletterUnsubscribe(newsletter, token),
      ];
      expect(states.map((s) => s.kind)).toEqual(["confirmInvalid", "confirmInvalid", "unsubscribeInvalid", "unsubscribeInvalid"]);
      expect(states.map(statusOfNewsletterLink)).toEqual([410, 410, 410, 410]);
    }
    expect(statusOfNewsletterLink({ kind: "confirm" })).toBe(200);
    expect(statusOfNewsletterLink({ kind: "unsubscribed" })).toBe(200);
  });

  it("should tell the two links apart by their address", () => {
    expect(linkKindOf("/newsletter/confirm/abc")).toBe("confirm");
    expect(linkKindOf("/newsletter/unsubscribe/abc")).toBe("unsubscribe");
  });
});
