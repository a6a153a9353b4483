import type { LinkDescriptor } from "react-router";
import { paths } from "../../../shared/paths";
import { translate } from "~/lib/i18n";

/** The feed's <link rel="alternate">, so feed readers find it from any blog page. */
export function blogFeedLink(): LinkDescriptor {
  return { rel: "alternate", type: "application/rss+xml", href: paths.blogFeed, title: translate("en", "blogPage.feedTitle") };
}
