import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The top of a catering list: eyebrow, title, introduction, three short promises with their
 * icons, and the list's filters below them.
 */
export function CateringListHero({
  titleId,
  className,
  eyebrow,
  title,
  intro,
  promises,
  children,
}: {
  titleId: string;
  /** The section's background. */
  className: string;
  eyebrow: string;
  title: string;
  intro: string;
  promises: { icon: LucideIcon; text: string }[];
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="container-page pt-10 pb-10 sm:pt-14">
        <p className="text-sm font-semibold uppercase tracking-wider text-herb">{eyebrow}</p>
        <h1 id={titleId} className="mt-2 text-4xl font-semibold sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">{intro}</p>
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-ink">
          {promises.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-2">
              <Icon className="size-4 text-herb" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
