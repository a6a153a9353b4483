import { ArrowRight, Briefcase, Clock, MapPin, Users } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { IndustrialMenuSummary } from "../../../shared/schemas/catering";
import { paths } from "../../../shared/paths";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { FeaturedBadge } from "./featured-badge";
import { useCateringLabels } from "./catering-labels";
import { formatPrice } from "./catering-options";

/** The card's diet badges, in this order. */
export const CARD_DIETS = [
  { flag: "vegetarianOptions", key: "catering.diet.vegetarian" },
  { flag: "veganOptions", key: "catering.diet.vegan" },
  { flag: "glutenFreeOptions", key: "catering.diet.gluten-free" },
  { flag: "halalOptions", key: "catering.diet.halal" },
] as const satisfies readonly { flag: keyof IndustrialMenuSummary; key: MessageKey }[];

/**
 * An industrial catering menu in the list: picture, meal type and featured badges,
 * name, country and cuisine, description, industry, minimum order, price per person, duration,
 * diet badges and 'View Details & Book' (the card's one link, which the name describes).
 */
export function IndustrialCard({ menu }: { menu: IndustrialMenuSummary }) {
  const { t, locale } = useI18n();
  const label = useCateringLabels();
  const titleId = useId();
  const diets = CARD_DIETS.filter((diet) => menu[diet.flag]);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card transition hover:-translate-y-1 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative">
        <SmartImage src={menu.image} alt="" width={800} height={500} loading="lazy" wrapperClassName="aspect-[16/10]" />
        <span className="absolute start-3 top-3 rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold text-herb-dark shadow-sm">
          {label.mealType(menu.mealType)}
        </span>
        {menu.featured ? <FeaturedBadge className="absolute end-3 top-3" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold uppercase tracking-wider text-ink-soft">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5 text-herb" aria-hidden />
            {label.country(menu.country)}
          </span>
          <span aria-hidden>·</span>
          <span>{label.cuisine(menu.cuisine)}</span>
        </p>
        <h3 id={titleId} className="mt-2 text-lg font-semibold leading-snug" {...contentRegion}>
          {menu.name}
        </h3>
        <p className="mt-2 line-clamp-2 text-sm text-ink-soft" {...contentRegion}>
          {menu.description}
        </p>
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
          <Briefcase className="size-4 text-herb" aria-hidden />
          {label.industry(menu.industryType)}
        </p>
        {diets.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("industrialList.dietLabel")}>
            {diets.map((diet) => (
              <li key={diet.flag} className="rounded-full bg-herb-light px-2.5 py-0.5 text-xs font-semibold text-herb-dark">
                {t(diet.key)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto pt-4">
          <dl className="grid grid-cols-3 gap-2 border-t border-line/70 pt-3 text-sm">
            <div>
              <dt className="text-xs text-ink-soft">{t("industrialList.price")}</dt>
              <dd className="font-display text-lg font-semibold text-ink">{formatPrice(menu.pricePerPerson)}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-soft">{t("industrialList.minimum")}</dt>
              <dd className="inline-flex items-center gap-1 font-semibold text-ink">
                <Users className="size-3.5 text-herb" aria-hidden />
                {menu.minimumOrder.toLocaleString(locale)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-ink-soft">{t("industrialList.duration")}</dt>
              <dd className="inline-flex items-center gap-1 font-semibold text-ink">
                <Clock className="size-3.5 shrink-0 text-herb" aria-hidden />
                <span {...contentRegion}>{menu.duration.replace(/\s*service$/i, "")}</span>
              </dd>
            </div>
          </dl>
          <Link
            to={paths.industrialMenu(menu.id)}
            aria-describedby={titleId}
            className="mt-4 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-herb px-5 text-sm font-semibold text-white shadow-card transition-colors after:absolute after:inset-0 hover:bg-herb-dark"
          >
            {t("industrialList.viewDetails")}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A card's outline while the list loads (six of them). */
export function IndustrialCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card"
      aria-hidden
    >
      <div className="aspect-[16/10] animate-pulse bg-sand motion-reduce:animate-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-3 w-1/3 animate-pulse rounded-full bg-sand motion-reduce:animate-none" />
        <div className="h-5 w-4/5 animate-pulse rounded-full bg-sand motion-reduce:animate-none" />
        <div className="h-3 w-full animate-pulse rounded-full bg-sand/80 motion-reduce:animate-none" />
        <div className="h-3 w-2/3 animate-pulse rounded-full bg-sand/80 motion-reduce:animate-none" />
        <div className="mt-4 h-11 w-full animate-pulse rounded-full bg-sand motion-reduce:animate-none" />
      </div>
    </div>
  );
}
