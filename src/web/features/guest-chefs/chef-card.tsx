import { Award, BriefcaseBusiness } from "lucide-react";
import { CARD_SPECIALTIES } from "../../../shared/rules/guest-chef";
import { Flag } from "~/components/ui/flag";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import type { ChefCard as ChefCardData } from "./load-featured-chefs";
import { regionName } from "./region-name";
import { SocialLinks } from "./social-links";

/** One approved chef: photo, name, country, profession, years, the first specialties, bio and links. */
export function ChefCard({ chef, namesLocale, eager = false }: { chef: ChefCardData; namesLocale: string; eager?: boolean }) {
  const { t, locale } = useI18n();
  // Named by the server for the first paint; named here after a switch of language.
  const country = locale === namesLocale || !chef.flag ? chef.countryLabel : regionName(chef.flag, locale, chef.countryLabel);
  const shown = chef.specialties.slice(0, CARD_SPECIALTIES);
  const rest = chef.specialties.slice(CARD_SPECIALTIES);
  const years =
    chef.experience === 0
      ? t("chefs.yearsNone")
      : chef.experience === 1
        ? t("chefs.yearsOne")
        : t("chefs.years", { count: chef.experience.toLocaleString(locale) });
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card"
      data-testid="chef-card"
    >
      <div className="relative">
        <SmartImage
          src={chef.image}
          alt={t("chefs.photoAlt", { name: chef.name })}
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          wrapperClassName="aspect-[4/3]"
        />
        <span className="absolute start-3 bottom-3 inline-flex items-center gap-2 rounded-full bg-paper/95 px-3 py-1.5 text-sm font-semibold text-ink shadow-sm">
          <Flag code={chef.flag} width={20} eager={eager} />
          <span>{country}</span>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="font-display text-2xl font-semibold leading-tight" {...contentRegion}>
          {chef.name}
        </h3>
        <ul className="mt-2 space-y-1 text-sm text-ink-soft">
          <li className="flex items-start gap-2">
            <BriefcaseBusiness className="mt-0.5 size-4 shrink-0 text-herb" aria-hidden />
            <span {...contentRegion}>{chef.profession}</span>
          </li>
          <li className="flex items-start gap-2">
            <Award className="mt-0.5 size-4 shrink-0 text-herb" aria-hidden />
            <span>{years}</span>
          </li>
        </ul>
        <h4 className="sr-only">{t("chefs.specialties")}</h4>
        <ul className="mt-4 flex flex-wrap gap-2">
          {shown.map((specialty) => (
            <li key={specialty} className="rounded-full bg-herb-light/70 px-3 py-1 text-xs font-semibold text-herb-dark" {...contentRegion}>
              {specialty}
            </li>
          ))}
          {rest.length > 0 ? (
            <li className="rounded-full bg-saffron-light px-3 py-1 text-xs font-semibold text-ink" title={rest.join(", ")}>
              <span aria-hidden>{t("chefs.moreSpecialties", { count: rest.length })}</span>
              <span className="sr-only">{t("chefs.moreSpecialtiesLabel", { count: rest.length, list: rest.join(", ") })}</span>
            </li>
          ) : null}
        </ul>
        <p className="mt-4 whitespace-pre-line text-sm leading-6 text-ink-soft" {...contentRegion}>
          {chef.bio}
        </p>
        {chef.contribution.length > 0 ? (
          <p className="mt-3 text-sm">
            <span className="font-semibold text-ink">{t("chefs.contributes")}: </span>
            <span className="text-ink-soft" {...contentRegion}>
              {chef.contribution.join(" · ")}
            </span>
          </p>
        ) : null}
        <div className="mt-auto pt-5">
          <SocialLinks chef={chef} />
        </div>
      </div>
    </article>
  );
}
