import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/lib/i18n";
import "~/lib/i18n/areas/guest-chefs/register";
import { SocialLinks } from "./social-links";

const chef = {
  name: "Aiko Tanaka",
  instagram: "https://instagram.com/aiko.cooks",
  youtube: "https://youtube.com/@aikocooks",
  facebook: "https://facebook.com/aikocooks",
  website: "https://aiko.example.com/",
};

describe("a guest chef's links", () => {
  it("should mark every link the chef gave as visitors' content, unvouched, opened without handing over the page", () => {
    const html = renderToString(createElement(I18nProvider, { initialLanguage: "en", children: createElement(SocialLinks, { chef }) }));
    const anchors = html.match(/<a [^>]*>/g) ?? [];
    expect(anchors).toHaveLength(4);
    for (const anchor of anchors) {
      const rel = /rel="([^"]*)"/.exec(anchor)?.[1].split(" ") ?? [];
      expect(rel, anchor).toEqual(expect.arrayContaining(["ugc", "nofollow", "noopener"]));
      expect(anchor).toContain('target="_blank"');
    }
  });
});
