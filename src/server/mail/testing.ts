import { expect } from "vitest";
import { BRAND } from "../../shared/brand.ts";
import { escapeHtml, signatureText, type RenderedMail, type Signature } from "./layout.ts";

/** A value no mail may carry into its HTML unescaped. */
export const HOSTILE = `<b>&"`;
const HOSTILE_ESCAPED = "&lt;b&gt;&amp;&quot;";

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * What every rendered mail keeps: the subject on one line, the signature exactly once (or none
 * for the team's notices) in both bodies, a plain text ending with a newline, and an HTML page
 * where the hostile sample shows escaped and never as markup.
 */
export function expectWellFormed(mail: RenderedMail, signature: Signature | null, { carriesHostile = true } = {}) {
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.text.endsWith("\n")).toBe(true);
  expect(mail.html.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
  if (signature) {
    expect(occurrences(mail.text, signatureText(signature))).toBe(1);
    expect(occurrences(mail.html, escapeHtml(signatureText(signature)))).toBe(1);
  } else {
    expect(mail.text).not.toContain(`— The ${BRAND.name}`);
  }
  expect(mail.html).not.toContain(HOSTILE);
  if (carriesHostile) {
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).toContain(HOSTILE_ESCAPED);
  }
}
