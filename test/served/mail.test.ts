/**
 * Mail from the served site: a visitor's message is stored, its acknowledgement leaves through the
 * outbox and arrives over SMTP at the suite's capture, addressed to the visitor and never to an
 * address the browser chose.
 */
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mailsTo, type SentMail } from "../../e2e/support/mailbox.ts";
import { send, site } from "./http.ts";

/** Waits (up to 60 s on a loaded machine) for a mail to `address` whose text matches `pattern`. */
async function mailMatching(address: string, pattern: RegExp): Promise<SentMail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = mailsTo(address, site().mailDir).find((mail) => pattern.test(mail.text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${pattern} within 60 s (${readdirSync(site().mailDir).length} mails to others arrived)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("mail from the served site", () => {
  it("should mail a contact message's acknowledgement to the visitor over SMTP, and nothing to the browser's recipientEmail", async () => {
    const email = `asha-${randomBytes(4).toString("hex")}@example.com`;
    const decoy = `decoy-${randomBytes(4).toString("hex")}@example.com`;
    const res = await send("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", origin: site().baseUrl, "x-forwarded-for": `10.62.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
      body: JSON.stringify({ name: "Asha Rao", email, subject: "partnership", message: "We grow turmeric in Kerala and would love to work with you.", recipientEmail: decoy }),
    });
    expect(res.status, res.text()).toBe(201);
    const { reference } = JSON.parse(res.text()) as { reference: string };

    const mail = await mailMatching(email, new RegExp(reference));
    expect(mail.to).toEqual([email]);
    expect(mailsTo(decoy, site().mailDir)).toEqual([]);
  });
});
