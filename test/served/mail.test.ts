/**
 * Mail from the served site: a visitor's message is stored, its acknowledgement leaves through the
 * outbox and arrives over SMTP at the suite's capture, addressed to the visitor and never to an
 * address the browser chose.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailsTo } from "../../e2e/support/mailbox.ts";
import { send, site } from "./http.ts";

describe("mail from the served site", () => {
  it("should mail a contact message's acknowledgement to the visitor over SMTP, and nothing to the browser's recipientEmail", async () => {
    const email = `asha-${randomBytes(4).toString("hex")}@example.com`;
    const decoy = `decoy-${randomBytes(4).toString("hex")}@example.com`;
    const res = await send("/api/contact", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        origin: site().baseUrl,
        "x-forwarded-for": `10.62.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      },
      body: JSON.stringify({
        name: "Asha Rao",
        email,
        subject: "partnership",
        message: "We grow turmeric in Kerala and would love to work with you.",
        recipientEmail: decoy,
      }),
    });
    expect(res.status, res.text()).toBe(201);
    const { reference } = JSON.parse(res.text()) as { reference: string };

    // Up to a minute on a loaded machine: the outbox sends on its own timer.
    const acknowledgement = () => mailsTo(email, site().mailDir).find((mail) => mail.text.includes(reference));
    await expect
      .poll(acknowledgement, { timeout: 60_000, interval: 250, message: `the acknowledgement of ${reference} to ${email}` })
      .toBeDefined();
    const mail = acknowledgement()!;
    expect(mail.to).toEqual([email]);
    expect(mailsTo(decoy, site().mailDir)).toEqual([]);
  });
});
