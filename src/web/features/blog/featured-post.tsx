import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "../../../shared/schemas/catalogue";
import { paths } from "../../../shared/paths";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { publishedOn, useBlogCategoryLabel } from "./blog-post-card";

/** The first post of the list, shown large above the grid. */
export function FeaturedPost({ post }: { post: BlogPostSummary }) {
  const { t, locale } = useI18n();
  const categoryLabel = useBlogCategoryLabel();
  const date = publishedOn(post.publishedAt, locale);
  return (
    <article className="group relative grid overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card transition hover:shadow-lift md:grid-cols-2">
      <SmartImage
        src={post.image}
        alt=""
        width={1200}
        height={800}
        loading="eager"
        wrapperClassName="aspect-[16/10] md:aspect-auto md:min-h-80"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wider">
          <span className="rounded-full bg-saffron px-3 py-1 text-ink">{t("blogPage.featured")}</span>
          <span className="text-saffron-dark">{categoryLabel(post.category)}</span>
        </p>
        <h2 className="mt-4 text-2xl font-semibold leading-tight sm:text-3xl" {...contentRegion}>
          <Link to={paths.blogPost(post.id)} className="after:absolute after:inset-0 hover:text-herb">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 text-ink-soft" {...contentRegion}>
          {post.excerpt}
        </p>
        <p className="mt-5 text-sm text-ink-soft">
          {t("blog.by", { author: post.author })} · <time dateTime={post.publishedAt}>{date}</time> ·{" "}
          {t("blog.readTime", { count: post.readTime })}
        </p>
        <span className="mt-6 inline-flex items-center gap-2 font-semibold text-herb" aria-hidden>
          {t("blogPage.readArticle")}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 rtl:rotate-180" />
        </span>
      </div>
    </article>
  );
}
