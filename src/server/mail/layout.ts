import { BRAND } from "../../shared/brand.ts";

/**
 * The one layout every mail the site sends goes through: an optional greeting, the body's
 * paragraphs, the brand's signature and an optional footer, as plain text and as a simple HTML
 * page. Values are escaped here, once, so no template writes markup of its own.
 */

/** A link the site built (its own pages, a status link): shown as its address, clickable in HTML. */
export type Link = { readonly href: string };
export type Inline = string | Link;
/**
 * A paragraph: its pieces run together, and a newline inside it starts a new line (a list of
 * facts, a message as it was typed). Nothing (null, false, "") is left out, so a template writes
 * a conditional paragraph inline.
 */
export type Paragraph = Inline | readonly Inline[] | null | false | undefined;

export type Signature = "team" | "catering team";

export type MailLayout = {
  subject: string;
  /** "Hello," for the mails that open with one; notices to the team open straight with the facts. */
  greeting?: string;
  body: readonly Paragraph[];
  /** Who signs; none for the team's own notices. */
  signature?: Signature;
  /** After the signature: a reply's reference, a newsletter's unsubscribe lines. */
  footer?: readonly Paragraph[];
};

/** What every template answers, ready to spread into `enqueueMail(tx, { to, ...mail })`. */
export type RenderedMail = { subject: string; text: string; html: string };

export const link = (href: string): Link => ({ href });

/** The signature, written once for every mail. */
export const signatureText = (who: Signature) => `— The ${BRAND.name} ${who}`;

/** Lines of one paragraph, empty ones left out: "Label: value" lists and the like. */
export const lines = (...items: (string | null | false | undefined)[]) => items.filter(Boolean).join("\n");

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

function piecesOf(paragraph: Paragraph): readonly Inline[] {
  if (!paragraph) return [];
  if (typeof paragraph === "string" || "href" in paragraph) return [paragraph];
  return paragraph;
}

const textOf = (paragraph: Paragraph) =>
  piecesOf(paragraph)
    .map((piece) => (typeof piece === "string" ? piece : piece.href))
    .join("");

/** Only web addresses become links; anything else stays text, so no other scheme is ever clickable. */
const htmlOfPiece = (piece: Inline) =>
  typeof piece === "string"
    ? escapeHtml(piece).replace(/\n/g, "<br>\n")
    : /^https?:\/\//i.test(piece.href)
      ? `<a href="${escapeHtml(piece.href)}">${escapeHtml(piece.href)}</a>`
      : escapeHtml(piece.href);

const htmlOf = (paragraph: Paragraph) => piecesOf(paragraph).map(htmlOfPiece).join("");

const present = (paragraph: Paragraph) => textOf(paragraph) !== "";

export function renderMail(layout: MailLayout): RenderedMail {
  const body = layout.body.filter(present);
  const footer = (layout.footer ?? []).filter(present);
  const signature = layout.signature ? signatureText(layout.signature) : null;

  // Plain text: paragraphs apart by one blank line, ending with a newline.
  const text = [layout.greeting, ...body.map(textOf), signature, ...footer.map(textOf)].filter(Boolean).join("\n\n") + "\n";

  const p = (inner: string, style = "margin:0 0 16px") => `<p style="${style}">${inner}</p>`;
  const html = [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(layout.subject)}</title>`,
    "</head>",
    '<body style="margin:0;padding:24px 16px;background:#ffffff;color:#1f2933;font-family:Georgia,serif;font-size:16px;line-height:1.5">',
    `<div role="article" aria-label="${escapeHtml(layout.subject)}" lang="en" style="max-width:600px;margin:0 auto">`,
    ...(layout.greeting ? [p(escapeHtml(layout.greeting))] : []),
    ...body.map((paragraph) => p(htmlOf(paragraph))),
    ...(signature ? [p(escapeHtml(signature))] : []),
    ...footer.map((paragraph) => p(htmlOf(paragraph), "margin:0 0 16px;font-size:14px;color:#52606d")),
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");

  return { subject: layout.subject, text, html };
}
