import type { LucideIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The card of a mailed link's page and of the account forms' own pages: icon, heading, text,
 * then the form or the next steps. The heading takes focus when the state changes, so a screen
 * reader hears the outcome.
 */
export function LinkPagePanel({
  icon: Icon,
  tone = "herb",
  title,
  body,
  stateKey,
  wide = false,
  children,
}: {
  icon: LucideIcon;
  tone?: "herb" | "saffron";
  title: string;
  body: ReactNode;
  stateKey: string;
  /** Room for a long form (registration) beside the one-column ones. */
  wide?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [stateKey]);

  return (
    <section
      className={cn(
        "mx-auto rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-card sm:p-8",
        wide ? "max-w-3xl" : "max-w-xl",
      )}
      aria-labelledby="link-page-title"
    >
      <span
        className={cn(
          "grid size-14 place-items-center rounded-full",
          tone === "herb" ? "bg-herb-light text-herb" : "bg-saffron-light text-saffron-dark",
        )}
      >
        <Icon className="size-7" aria-hidden />
      </span>
      <h1 ref={heading} id="link-page-title" tabIndex={-1} className="mt-5 text-3xl font-semibold outline-none">
        {title}
      </h1>
      <p className="mt-3 text-ink-soft">{body}</p>
      {children}
    </section>
  );
}
