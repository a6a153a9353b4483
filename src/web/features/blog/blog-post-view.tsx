import { ArrowLeft, CalendarDays, Clock, Mail, Tag, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { BlogPost, BlogPostSummary } from "../../../shared/schemas/catalogue";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { BlogPostCard, publishedOn, useBlogCategoryLabel } from "./blog-post-card";

/** Typography for a post's HTML body (sanitised when stored: only the allow-listed tags reach here). */
const ARTICLE_BODY = cn(
  "max-w-none text-lg leading-8 text-ink-soft",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_p]:mb-5 [&_strong]:text-ink [&_a]:font-semibold [&_a]:text-herb [&_a]:underline",
  "[&_ul]:mb-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:mb-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6",
  "[&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-saffron [&_blockquote]:ps-5 [&_blockquote]:italic",
  "[&_img]:my-6 [&_img]:rounded-2xl [&_table]:my-6 [&_table]:w-full [&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_th]:py-2 [&_th]:text-start",
);

export function BlogPostView({ post, more, jsonLd }: { post: BlogPost; more: BlogPostSummary[]; jsonLd: string }) {
  const { t, locale } = useI18n();
  const categoryLabel = useBlogCategoryLabel();
  const date = publishedOn(post.publishedAt, locale);
  return (
    <div className="pb-16">
      <article>
        <header className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70">
          <div className="container-page max-w-4xl pt-8 pb-10 sm:pt-12">
            <Link to={paths.blog} className="inline-flex items-center gap-2 text-sm font-semibold text-herb hover:underline">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
              {t("blogPost.backToBlog")}
            </Link>
            <p className="mt-6">
              <Link
                to={`${paths.blog}?category=${post.category}`}
                className="rounded-full bg-paper px-3 py-1 text-xs font-semibold uppercase tracking-wider text-saffron-dark shadow-card hover:text-herb"
              >
                {categoryLabel(post.category)}
              </Link>
            </p>
            <h1 className="mt-4 text-3xl font-semibold leading-tight sm:text-5xl" {...contentRegion}>
              {post.title}
            </h1>
            <p className="mt-4 text-lg text-ink-soft" {...contentRegion}>
              {post.excerpt}
            </p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-soft">
              <li className="inline-flex items-center gap-1.5">
                <UserRound className="size-4" aria-hidden />
                {t("blog.by", { author: post.author })}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden />
                <time dateTime={post.publishedAt}>{date}</time>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden />
                {t("blog.readTime", { count: post.readTime })}
              </li>
            </ul>
          </div>
        </header>
        <div className="container-page max-w-4xl">
          <SmartImage
            src={post.image}
            alt=""
            width={1200}
            height={630}
            loading="eager"
            fetchPriority="high"
            wrapperClassName="-mt-2 aspect-[1200/630] rounded-[var(--radius-card)] shadow-lift"
          />
          <div
            className={cn(ARTICLE_BODY, "mx-auto mt-10 max-w-3xl")}
            {...contentRegion}
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
          {post.tags.length > 0 ? (
            <div className="mx-auto mt-8 flex max-w-3xl flex-wrap items-center gap-2">
              <Tag className="size-4 text-ink-soft" aria-hidden />
              <span className="sr-only">{t("blogPost.tags")}</span>
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full border border-line bg-paper px-3 py-1 text-sm text-ink-soft" {...contentRegion}>
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <aside className="mx-auto mt-12 flex max-w-3xl flex-col gap-4 rounded-[var(--radius-card)] bg-herb-light/60 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-xl font-semibold">{t("blogPost.contactTitle")}</h2>
              <p className="mt-1 text-ink-soft">{t("blogPost.contactBody")}</p>
            </div>
            <ButtonLink to={paths.contact}>
              <Mail aria-hidden />
              {t("blogPost.contactLink")}
            </ButtonLink>
          </aside>
        </div>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </article>

      {more.length > 0 ? (
        <section aria-labelledby="more-articles" className="container-page mt-16">
          <div className="flex items-end justify-between gap-4">
            <h2 id="more-articles" className="text-3xl font-semibold">
              {t("blogPost.moreArticles")}
            </h2>
            <Link to={paths.blog} className="text-sm font-semibold text-herb hover:underline">
              {t("blogPost.backToBlog")}
            </Link>
          </div>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((item) => (
              <li key={item.id}>
                <BlogPostCard post={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function BlogPostNotFoundView() {
  const { t } = useI18n();
  return (
    <div className="container-page max-w-2xl py-20 text-center">
      <h1 className="text-4xl font-semibold">{t("blogPost.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t("blogPost.notFoundBody")}</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to={paths.blog}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t("blogPost.backToBlog")}
        </ButtonLink>
      </div>
    </div>
  );
}
