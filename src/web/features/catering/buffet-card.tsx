import { Clock, Leaf, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import type { BuffetMenuSummary } from "../../../shared/schemas/catering";
import { paths } from "../../../shared/paths";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { formatPrice } from "./catering-options";
import { useCateringLabels } from "./catering-labels";
import { FeaturedBadge } from "./featured-badge";

/**
 * A buffet menu in the list: picture, occasion, name (the link to /buffet-menus/{id}), country,
 * meal type, a line of description and the facts a planner compares first: price per person,
 * 'Min n guests', duration and vegetarian choices. `wide` lays it out side by side for the
 * featured section.
 */
export function BuffetCard({ menu, wide = false, headingLevel = 3 }: { menu: BuffetMenuSummary; wide?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const label = useCateringLabels();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "group relative flex h-full overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card transition hover:-translate-y-1 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        wide ? "flex-col md:flex-row" : "flex-col",
      )}
    >
      <div className={cn("relative", wide && "md:w-[46%] md:shrink-0")}>
        <SmartImage
          src={menu.image}
          alt=""
          width={800}
          height={560}
          loading="lazy"
          wrapperClassName={cn("aspect-[16/10]", wide && "md:aspect-auto md:h-full md:min-h-64")}
        />
        <span className="absolute start-3 top-3 rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold text-herb-dark shadow-sm">
          {label.occasion(menu.occasion)}
        </span>
        {menu.featured ? <FeaturedBadge className="absolute end-3 top-3" /> : null}
      </div>
      <div className={cn("flex flex-1 flex-col p-5", wide && "md:p-7")}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold uppercase tracking-wider text-ink-soft">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5 text-herb" aria-hidden />
            {label.country(menu.country)}
          </span>
          <span aria-hidden>·</span>
          <span>{label.mealType(menu.mealType)}</span>
        </p>
        <Heading className={cn("mt-2 font-semibold leading-snug", wide ? "text-2xl" : "text-lg")} {...contentRegion}>
          <Link to={paths.buffetMenu(menu.id)} className="after:absolute after:inset-0 hover:text-herb">
            {menu.name}
          </Link>
        </Heading>
        <p className={cn("mt-2 text-sm text-ink-soft", wide ? "line-clamp-3 md:text-base" : "line-clamp-2")} {...contentRegion}>
          {menu.description}
        </p>
        <div className="mt-auto pt-4">
          <p className="flex items-baseline gap-1.5">
            <span className="font-display text-2xl font-semibold text-ink">{formatPrice(menu.pricePerPerson)}</span>
            <span className="text-sm text-ink-soft">{t("catering.perPerson")}</span>
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-line/70 pt-3 text-sm text-ink-soft">
            <li className="inline-flex items-center gap-1.5 font-semibold text-ink">
              <Users className="size-4 text-herb" aria-hidden />
              {t("catering.minGuests", { count: menu.guestCount })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden />
              <span {...contentRegion}>{menu.duration}</span>
            </li>
            {menu.vegetarianOptions > 0 ? (
              <li className="inline-flex items-center gap-1.5">
                <Leaf className="size-4" aria-hidden />
                {t("catering.vegetarianCount", { count: menu.vegetarianOptions })}
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </article>
  );
}
