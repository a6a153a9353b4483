import { Quote } from "lucide-react";
import { BRAND } from "../../../shared/brand";
import { useI18n } from "~/lib/i18n";
import type { ContentBlock, StaticPageContent } from "./static-pages/types";

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "h3":
      return <h3>{block.text}</h3>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="mb-6 overflow-x-auto rounded-2xl border border-line">
          <table className="w-full min-w-[28rem] text-start text-sm">
            <thead className="bg-herb-light text-herb-dark">
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="px-4 py-3 text-start font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line bg-paper">
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, i) => (
                    <td key={`${i}-${cell}`} className="px-4 py-3 text-ink-soft first:font-medium first:text-ink">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "quote":
      return (
        <figure className="my-6 rounded-2xl bg-saffron-light p-6">
          <Quote className="size-6 text-saffron-dark" aria-hidden />
          <blockquote className="mt-2 font-display text-xl leading-relaxed text-ink">{block.text}</blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-ink-soft">{block.cite}</figcaption>
        </figure>
      );
    case "contact":
      return (
        <p className="rounded-2xl border border-line bg-paper p-4">
          {block.text}{" "}
          <a className="font-semibold text-herb underline" href={`mailto:${BRAND.email}`}>
            {BRAND.email}
          </a>
        </p>
      );
  }
}

/** A static information page: title band, table of contents and sections. */
export function StaticPageView({ content, lastUpdated }: { content: StaticPageContent; lastUpdated: string | null }) {
  const { t } = useI18n();
  return (
    <article>
      <header className="border-b border-line bg-gradient-to-b from-saffron-light/70 to-cream">
        <div className="container-page py-12 sm:py-16">
          <h1 className="max-w-3xl text-4xl font-semibold sm:text-5xl">{content.title}</h1>
          {lastUpdated ? (
            <p className="mt-3 text-sm font-semibold text-herb-dark">{t("common.lastUpdated", { date: lastUpdated })}</p>
          ) : null}
          <p className="mt-4 max-w-3xl text-lg text-ink-soft">{content.intro}</p>
        </div>
      </header>
      {/* minmax(0, 1fr) columns: a wide table scrolls in its own box instead of widening the column, and the contents beside it. */}
      <div className="container-page grid grid-cols-1 gap-10 py-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={t("static.onThisPage")} className="min-w-0 lg:sticky lg:top-40 lg:self-start">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-soft">{t("static.onThisPage")}</h2>
          <ol className="mt-3 space-y-1 border-s border-line">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ms-px block border-s-2 border-transparent py-1.5 ps-4 text-sm text-ink-soft hover:border-herb hover:text-herb"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-page min-w-0 max-w-3xl">
          {content.sections.map((section) => (
            <section key={section.id} id={section.id} className="scroll-mt-40 border-b border-line/70 py-6 first:pt-0 last:border-0">
              <h2 className="mb-4 text-2xl font-semibold">{section.heading}</h2>
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
