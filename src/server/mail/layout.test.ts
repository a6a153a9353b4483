import { describe, expect, it } from "vitest";
import { BRAND } from "../../shared/brand.ts";
import { escapeHtml, lines, link, renderMail } from "./layout.ts";
import { expectWellFormed, HOSTILE } from "./testing.ts";

describe("mail layout", () => {
  const mail = renderMail({
    subject: `About ${HOSTILE}`,
    greeting: "Hello,",
    body: [
      "First paragraph.",
      null,
      false,
      lines("Reference: X-1", null, `Name: ${HOSTILE}`),
      ["Our recipes: ", link("https://example.com/recipes")],
    ],
    signature: "team",
    footer: ["In reply to X-1."],
  });

  it("writes paragraphs apart by a blank line, the signature once, and skips empty ones", () => {
    expect(mail.text).toBe(
      `Hello,\n\nFirst paragraph.\n\nReference: X-1\nName: ${HOSTILE}\n\nOur recipes: https://example.com/recipes\n\n` +
        `— The ${BRAND.name} team\n\nIn reply to X-1.\n`,
    );
    expectWellFormed(mail, "team");
  });

  it("renders an accessible HTML page with escaped values, line breaks and real links", () => {
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`<title>About ${escapeHtml(HOSTILE)}</title>`);
    expect(mail.html).toContain("Reference: X-1<br>\nName: &lt;b&gt;&amp;&quot;");
    expect(mail.html).toContain('<a href="https://example.com/recipes">https://example.com/recipes</a>');
  });

  it("never makes a link of anything but a web address", () => {
    const odd = renderMail({ subject: "s", body: [[link("javascript:alert(1)")]] });
    expect(odd.html).not.toContain("<a ");
    expect(odd.text).toBe("javascript:alert(1)\n");
  });

  it("leaves the signature out of the team's notices", () => {
    expectWellFormed(renderMail({ subject: "Notice", body: [`Name: ${HOSTILE}`] }), null);
  });
});
