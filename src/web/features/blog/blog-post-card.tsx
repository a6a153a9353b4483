import { Link } from "react-router";
import type { BlogPostSummary } from "../../../shared/schemas/catalogue";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

/** The day a post was published, as its cards and its page show it. */
export const publishedOn = (publishedAt: string, locale: string) =>
  dateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric" }).format(new Date(publishedAt));

/** A blog category's label from the catalogue (its slug is the key). */
export function useBlogCategoryLabel() {
  const { t } = useI18n();
  return (slug: string) => t(`blog.category.${slug}` as MessageKey);
}

export function BlogPostCard({ post }: { post: BlogPostSummary }) {
  const { t, locale } = useI18n();
  const categoryLabel = useBlogCategoryLabel();
  const date = publishedOn(post.publishedAt, locale);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card transition hover:-translate-y-1 hover:shadow-lift">
      <SmartImage src={post.image} alt="" width={800} height={600} loading="lazy" wrapperClassName="aspect-[16/10]" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-saffron-dark">{categoryLabel(post.category)}</p>
        <h3 className="mt-2 text-lg font-semibold leading-snug" {...contentRegion}>
          <Link to={paths.blogPost(post.id)} className="after:absolute after:inset-0 hover:text-herb">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-ink-soft" {...contentRegion}>
          {post.excerpt}
        </p>
        <p className="mt-auto pt-4 text-xs text-ink-soft">
          {t("blog.by", { author: post.author })} · <time dateTime={post.publishedAt}>{date}</time> ·{" "}
          {t("blog.readTime", { count: post.readTime })}
        </p>
      </div>
    </article>
  );
}
