import { CalendarDays, Clock, Users } from "lucide-react";
import { Link } from "react-router";
import { formatDollars, formatMinutes } from "../../../shared/rules/format";
import type { CookingClass } from "../../../shared/schemas/catalogue";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { paths } from "../../../shared/paths";
import { nextSession, sessionLabel } from "./session-time";

export function ClassCard({ cookingClass }: { cookingClass: CookingClass }) {
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const next = nextSession(cookingClass.schedule);
  const nextLabel = next ? sessionLabel(next, timeZone, locale) : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card transition hover:-translate-y-1 hover:shadow-lift">
      <div className="relative">
        <SmartImage src={cookingClass.image} alt="" width={800} height={600} loading="lazy" wrapperClassName="aspect-[16/10]" />
        <span className="absolute start-3 top-3 rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold text-herb-dark shadow-sm">
          {t(`class.difficulty.${cookingClass.difficulty}` as MessageKey)}
        </span>
        <span className="absolute end-3 top-3 rounded-full bg-saffron px-3 py-1 text-sm font-bold text-ink shadow-sm">
          {formatDollars(cookingClass.price)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold leading-snug" {...contentRegion}>
          <Link to={paths.cookingClass(cookingClass.id)} className="after:absolute after:inset-0 hover:text-herb">
            {cookingClass.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{t("class.instructor", { name: cookingClass.instructorName })}</p>
        <p className="mt-3 line-clamp-2 text-sm text-ink-soft" {...contentRegion}>
          {cookingClass.description}
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-ink-soft">
          <li className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            {formatMinutes(cookingClass.duration)}
          </li>
          <li className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden />
            {!next || next.availableSpots <= 0
              ? t("common.fullyBooked")
              : next.availableSpots === 1
                ? t("common.spotLeftOne")
                : t("common.spotsLeft", { count: next.availableSpots })}
          </li>
          {nextLabel ? (
            <li className="inline-flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden />
              {t("common.nextSession", { date: `${nextLabel.date}, ${nextLabel.time}` })}
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
