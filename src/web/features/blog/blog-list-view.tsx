import { BookOpenText, Rss } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { BLOG_CATEGORIES } from "../../../shared/rules/blog";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { Pager } from "~/components/ui/pager";
import { blogPageWindow } from "../../../shared/rules/pagination";
import { BlogPostCard, useBlogCategoryLabel } from "./blog-post-card";
import { blogListHref } from "./blog-list-query";
import { FeaturedPost } from "./featured-post";
import type { BlogListData } from "./load-blog-list";

const PILL = "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors";

export function BlogListView({ query, posts, total, totalPages }: BlogListData) {
  const { t, locale } = useI18n();
  const categoryLabel = useBlogCategoryLabel();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === paths.blog;
  const [featured, ...rest] = posts;

  // Category links start again at page 1 and keep the reader where they are on the page.
  const categoryLink = (category: (typeof BLOG_CATEGORIES)[number] | undefined, label: string) => {
    const active = query.category === category;
    return (
      <Link
        to={blogListHref({ category, page: 1 })}
        preventScrollReset
        aria-current={active ? "page" : undefined}
        className={cn(PILL, active ? "border-herb bg-herb text-white" : "border-line bg-paper text-ink hover:border-herb hover:text-herb")}
      >
        {label}
      </Link>
    );
  };

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70" aria-labelledby="blog-title">
        <div className="container-page pt-10 pb-10 sm:pt-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("blogPage.eyebrow")}</p>
          <h1 id="blog-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {t("blogPage.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("blogPage.intro")}</p>
          <nav aria-label={t("blogPage.categories")} className="mt-8">
            <ul className="flex gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible">
              <li className="shrink-0">{categoryLink(undefined, t("blogPage.allPosts"))}</li>
              {BLOG_CATEGORIES.map((category) => (
                <li key={category} className="shrink-0">
                  {categoryLink(category, categoryLabel(category))}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section className="container-page mt-10" aria-labelledby="blog-summary" aria-busy={loading}>
        <div className="mb-6 flex items-baseline justify-between gap-4" role="status">
          <h2 id="blog-summary" className="font-sans text-base font-semibold text-ink">
            {total === 1 ? t("blogPage.countOne") : t("blogPage.count", { count: total.toLocaleString(locale) })}
          </h2>
          {totalPages > 1 ? <p className="text-sm text-ink-soft">{t("blogPage.pageOf", { page: query.page, total: totalPages })}</p> : null}
        </div>

        {!featured ? (
          <EmptyState icon={<BookOpenText className="size-8" aria-hidden />} title={t("blogPage.empty")} body={t("blogPage.emptyHint")}>
            <div className="mt-6">
              <ButtonLink to={paths.blog}>{t("blogPage.showAll")}</ButtonLink>
            </div>
          </EmptyState>
        ) : (
          <div className={cn("transition-opacity duration-200", loading && "pointer-events-none opacity-50")}>
            <FeaturedPost post={featured} />
            {rest.length > 0 ? (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((post) => (
                  <li key={post.id}>
                    <BlogPostCard post={post} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}

        <Pager
          page={query.page}
          totalPages={totalPages}
          pageWindow={blogPageWindow}
          href={(page) => blogListHref({ ...query, page })}
          labels={{
            nav: t("blogPage.pagination"),
            previous: t("blogPage.previous"),
            next: t("blogPage.next"),
            page: (page) => t("blogPage.pageLink", { page }),
          }}
          className="mt-12"
        />
      </section>

      <section className="container-page mt-16" aria-labelledby="blog-newsletter">
        <div className="grid gap-6 rounded-[var(--radius-card)] bg-herb-light/60 p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="blog-newsletter" className="text-2xl font-semibold sm:text-3xl">
              {t("blogPage.newsletterTitle")}
            </h2>
            <p className="mt-2 text-ink-soft">{t("blogPage.newsletterBody")}</p>
            <a href={paths.blogFeed} className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-herb hover:underline">
              <Rss className="size-4" aria-hidden />
              {t("blogPage.feedLink")}
            </a>
          </div>
          <NewsletterForm variant="home" />
        </div>
      </section>
    </div>
  );
}
