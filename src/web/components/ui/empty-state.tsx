import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const ICON_TONES = {
  saffron: "bg-saffron-light text-saffron-dark",
  chili: "bg-chili/10 text-chili",
};

/** A dashed panel standing where a list has nothing to show: icon, title, hint, and actions. */
export function EmptyState({
  icon,
  title,
  body,
  tone = "saffron",
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  tone?: keyof typeof ICON_TONES;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-paper px-6 py-14 text-center">
      <span className={cn("grid size-16 place-items-center rounded-full", ICON_TONES[tone])}>{icon}</span>
      <p className="mt-5 font-display text-2xl font-semibold">{title}</p>
      <p className="mt-2 max-w-md text-ink-soft">{body}</p>
      {children}
    </div>
  );
}
