import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../shared/schemas/account";
import { loadLinkPage, resetOutcome, verifyOutcome } from "./link-pages";

describe("the pages of the mailed links", () => {
  it("should show a verified address after 200 and a dead link after 400", () => {
    expect(verifyOutcome(200)).toBe("verified");
    expect(verifyOutcome(400)).toBe("invalid");
    expect(verifyOutcome(410)).toBe("invalid");
    expect(verifyOutcome(500)).toBe("failed");
    expect(verifyOutcome(0)).toBe("failed");
  });

  it("should tell a dead reset link from a password the rule refuses", () => {
    expect(resetOutcome(200, { message: accountMessages.passwordReset })).toBe("done");
    expect(resetOutcome(400, { message: accountMessages.linkInvalid })).toBe("invalid");
    expect(resetOutcome(400, { message: "Invalid input", issues: [{ path: "password", message: accountMessages.passwordClasses }] })).toBe(
      "fields",
    );
    expect(resetOutcome(400, { message: "Invalid input", issues: [{ path: "token", message: accountMessages.linkInvalid }] })).toBe(
      "invalid",
    );
    expect(resetOutcome(429, { message: accountMessages.tooManyRequests(60), retryAfterSeconds: 60 })).toBe("failed");
    expect(resetOutcome(503, null)).toBe("failed");
  });

  it("should load a live link's page with 200 and a dead or missing one's with 410", async () => {
    const asked: string[] = [];
    const accounts = {
      linkIsUsable: async (purpose: "verify" | "reset", token: string) => {
        asked.push(`${purpose}:${token}`);
        return token === "live";
      },
    };
    expect(await loadLinkPage(accounts, "verify", "live")).toEqual({ page: { usable: true }, status: 200 });
    expect(await loadLinkPage(accounts, "reset", "used")).toEqual({ page: { usable: false }, status: 410 });
    expect(await loadLinkPage(accounts, "reset", undefined)).toEqual({ page: { usable: false }, status: 410 });
    expect(asked).toEqual(["verify:live", "reset:used"]);
  });
});
