import sanitizeHtml from "sanitize-html";

/**
 * The only markup a post's body may keep: text structure, emphasis, lists, quotes, tables,
 * figures, images and links. Everything else (script, style, iframe, forms, event handler
 * attributes, inline styles, classes) is dropped, so a post can never run code in a reader's
 * browser whoever wrote it. Applied where posts are written, not where they are shown: the
 * database holds only clean HTML.
 */
const POST_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "blockquote",
    "cite",
    "q",
    "code",
    "pre",
    "abbr",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links leaving the site must not hand the reader's tab to the page they open.
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      const external = /^https?:/i.test(rest.href ?? "");
      return { tagName, attribs: external ? { ...rest, rel: "noopener noreferrer nofollow" } : rest };
    },
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML_OPTIONS);
}
