import type { LucideIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The card of a mailed link's page: icon, heading, text, then the form or the next steps. The
 * heading takes focus when the state changes, so a screen reader hears the outcome.
 */
export function LinkPagePanel({
  icon: Icon,
  tone = "herb",
  title,
  body,
  stateKey,
  children,
}: {
  icon: LucideIcon;
  tone?: "herb" | "saffron";
  title: string;
  body: ReactNode;
  stateKey: string;
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
    <section className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-card sm:p-8" aria-labelledby="link-page-title">
      <span className={cn("grid size-14 place-items-center rounded-full", tone === "herb" ? "bg-herb-light text-herb" : "bg-saffron-light text-saffron-dark")}>
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
