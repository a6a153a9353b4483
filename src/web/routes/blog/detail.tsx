import "~/lib/i18n/areas/blog/register";
import {
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { blogFeedLink } from "~/features/blog/blog-feed-link";
import { BlogPostNotFoundView, BlogPostView } from "~/features/blog/blog-post-view";
import { loadBlogPost } from "~/features/blog/load-blog-post";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translateEntities, translateEntity } from "~/lib/content-translation.server";

export const headers = sharedPageHeaders(60);

export const links: LinksFunction = () => [blogFeedLink()];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const translator = getPageTranslator(context);
  const source = {
    getById: async (id: number) =>
      translateEntity(translator, await services.blog.getById(id), ["title", "excerpt", "tags"], { html: ["content"] }),
    moreArticles: async (...args: Parameters<typeof services.blog.moreArticles>) =>
      translateEntities(translator, await services.blog.moreArticles(...args), ["title", "excerpt"], { name: "more articles" }),
  };
  return loadBlogPost(source, params.id, services.config.siteUrl, translator.language);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  if (!data) {
    return pageMeta({
      title: translate(locale, "blogPost.notFoundTitle"),
      description: translate(locale, "blogPost.notFoundBody"),
      path: location.pathname,
      siteUrl,
      locale,
      noIndex: true,
    });
  }
  const { post } = data;
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      path: location.pathname,
      siteUrl,
      locale,
      image: post.image,
      type: "article",
    }),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:author", content: post.author },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function BlogPostRoute() {
  const { post, more, jsonLd } = useLoaderData<typeof loader>();
  return <BlogPostView key={post.id} post={post} more={more} jsonLd={jsonLd} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing post is this route's to explain; anything else goes to the site's error page.
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogPostNotFoundView />;
  throw error;
}
