import type { MenuItem } from "../../../shared/schemas/catering";
import { contentRegion } from "~/lib/content-region";
import { cn } from "~/lib/cn";
import { useCateringLabels } from "./catering-labels";

const DIET_TONE: Record<string, string> = {
  vegan: "bg-herb-light text-herb-dark",
  vegetarian: "bg-herb-light/70 text-herb-dark",
  "gluten-free": "bg-saffron-light text-saffron-dark",
  halal: "bg-sand text-ink",
  kosher: "bg-sand text-ink",
  "non-vegetarian": "bg-chili/10 text-chili",
};

export function DietBadge({ diet }: { diet: string }) {
  const label = useCateringLabels();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        DIET_TONE[diet.toLowerCase()] ?? "bg-sand text-ink",
      )}
    >
      {label.diet(diet)}
    </span>
  );
}

/** One course of a menu (Appetizers, Main Course...): each item's name, diet, description and quantity. */
export function MenuCourse({ id, title, items }: { id: string; title: string; items: MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-6">
      <h3 id={id} className="flex items-center gap-2.5 text-xl font-semibold">
        <span className="h-5 w-1 rounded-full bg-saffron" aria-hidden />
        {title}
      </h3>
      <ul className="mt-3 divide-y divide-line/70">
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`} className="py-3.5 first:pt-2 last:pb-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="font-semibold text-ink" {...contentRegion}>
                {item.name}
              </p>
              <DietBadge diet={item.dietType} />
            </div>
            <p className="mt-1 text-sm leading-6 text-ink-soft" {...contentRegion}>
              {item.description}
            </p>
            <p className="mt-1 text-xs font-semibold uppercase tracking-wider text-herb" {...contentRegion}>
              {item.quantity}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
