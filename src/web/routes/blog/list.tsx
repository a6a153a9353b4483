import "~/lib/i18n/areas/blog/register";
import { useLoaderData, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { blogListHref } from "~/features/blog/blog-list-query";
import { BlogListView } from "~/features/blog/blog-list-view";
import { blogFeedLink } from "~/features/blog/blog-feed-link";
import { loadBlogList } from "~/features/blog/load-blog-list";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate, type MessageKey } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { translateEntities } from "~/lib/content-translation.server";
import { getPageTranslator, getServices } from "~/services.server";

export const headers = sharedPageHeaders(60);

export const links: LinksFunction = () => [blogFeedLink()];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadBlogList(getServices(context).blog, new URL(request.url));
  return { ...page, posts: await translateEntities(getPageTranslator(context), page.posts, ["title", "excerpt"], { name: "post" }) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const query = data?.query ?? { page: 1 };
  let title = translate(locale, "blogPage.metaTitle");
  if (query.category)
    title = translate(locale, "blogPage.metaTitleCategory", {
      category: translate(locale, `blog.category.${query.category}` as MessageKey),
    });
  if (query.page > 1) title = translate(locale, "blogPage.metaPage", { title, page: query.page });
  return pageMeta({
    title,
    description: translate(locale, "blogPage.metaDescription"),
    path: data ? blogListHref(query) : paths.blog,
    siteUrl,
    locale,
    image: data?.posts[0]?.image,
  });
};

export default function BlogListRoute() {
  return <BlogListView {...useLoaderData<typeof loader>()} />;
}
