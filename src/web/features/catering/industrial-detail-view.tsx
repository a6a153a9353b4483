import { ArrowDown, ArrowLeft, Briefcase, CalendarClock, Check, ChefHat, Clock, DollarSign, MapPin, Users, Wrench, X } from "lucide-react";
import { Link } from "react-router";
import type { IndustrialMenu } from "../../../shared/schemas/catering";
import { paths } from "../../../shared/paths";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { FeaturedBadge } from "./featured-badge";
import { useCateringLabels } from "./catering-labels";
import { CATERING_INDUSTRIES, formatPrice, spelledAs } from "./catering-options";
import { IndustrialBookingForm } from "./industrial-booking-form";
import { MenuCourse } from "./menu-course";

const DIETS = [
  { flag: "vegetarianOptions", key: "catering.diet.vegetarian" },
  { flag: "veganOptions", key: "catering.diet.vegan" },
  { flag: "glutenFreeOptions", key: "catering.diet.gluten-free" },
  { flag: "halalOptions", key: "catering.diet.halal" },
  { flag: "kosherOptions", key: "catering.diet.kosher" },
] as const satisfies readonly { flag: keyof IndustrialMenu; key: MessageKey }[];

export function IndustrialDetailView({ menu, jsonLd, server }: { menu: IndustrialMenu; jsonLd: string; server?: PageFormState }) {
  const { t, locale } = useI18n();
  const label = useCateringLabels();
  const days = (count: number) => (count === 1 ? t("catering.dayOne") : t("catering.days", { count }));
  const industry = spelledAs(CATERING_INDUSTRIES, menu.industryType);

  const details = [
    {
      icon: Users,
      label: t("industrialMenu.minimumOrder"),
      value: t("catering.people", { count: menu.minimumOrder.toLocaleString(locale) }),
    },
    { icon: DollarSign, label: t("industrialMenu.pricePerPerson"), value: formatPrice(menu.pricePerPerson) },
    { icon: Clock, label: t("industrialMenu.duration"), value: menu.duration, content: true },
    { icon: CalendarClock, label: t("industrialMenu.advanceBooking"), value: days(menu.advanceBooking) },
  ];
  const groups = [
    { key: "appetizers", title: t("catering.course.appetizers"), items: menu.appetizers },
    { key: "mainCourse", title: t("catering.course.mainCourse"), items: menu.mainCourse },
    { key: "sides", title: t("catering.course.sides"), items: menu.sides },
    { key: "desserts", title: t("catering.course.desserts"), items: menu.desserts },
    { key: "beverages", title: t("catering.course.beverages"), items: menu.beverages },
  ];

  return (
    <div className="pb-16">
      <article>
        <header className="bg-gradient-to-br from-herb-light/80 via-cream to-saffron-light">
          <div className="container-page grid gap-8 pt-8 pb-10 sm:pt-12 lg:grid-cols-[1.1fr_1fr] lg:items-center">
            <div className="min-w-0">
              <Link
                to={paths.industrialCatering}
                className="inline-flex items-center gap-2 text-sm font-semibold text-herb hover:underline"
              >
                <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
                {t("industrialMenu.allMenus")}
              </Link>
              <p className="mt-6 flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-paper px-3 py-1 text-xs font-semibold uppercase tracking-wider text-herb-dark shadow-card">
                  {label.mealType(menu.mealType)}
                </span>
                {industry ? (
                  <Link
                    to={`${paths.industrialCatering}?industry=${encodeURIComponent(industry)}`}
                    className="inline-flex items-center gap-1 rounded-full bg-paper px-3 py-1 text-xs font-semibold uppercase tracking-wider text-saffron-dark shadow-card hover:text-herb"
                  >
                    <Briefcase className="size-3.5" aria-hidden />
                    {label.industry(industry)}
                  </Link>
                ) : null}
                {menu.featured ? <FeaturedBadge /> : null}
              </p>
              <h1 className="mt-4 text-3xl font-semibold leading-tight sm:text-5xl" {...contentRegion}>
                {menu.name}
              </h1>
              <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-soft">
                <MapPin className="size-4 text-herb" aria-hidden />
                <span>{label.country(menu.country)}</span>
                <span aria-hidden>·</span>
                <span>{label.cuisine(menu.cuisine)}</span>
              </p>
              <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
                <p>
                  <span className="font-display text-4xl font-semibold text-ink">{formatPrice(menu.pricePerPerson)}</span>{" "}
                  <span className="text-ink-soft">{t("catering.perPerson")}</span>
                </p>
                <a href="#request-catering" className={cn(buttonVariants({ size: "lg" }), "lg:hidden")}>
                  <ArrowDown aria-hidden />
                  {t("industrialForm.title")}
                </a>
              </div>
              <p className="mt-3 text-sm text-ink-soft">
                {t("industrialMenu.heroNote", {
                  count: menu.minimumOrder.toLocaleString(locale),
                  capacity: menu.capacity.toLocaleString(locale),
                })}
              </p>
            </div>
            <SmartImage
              src={menu.image}
              alt=""
              width={1200}
              height={800}
              loading="eager"
              fetchPriority="high"
              wrapperClassName="aspect-[3/2] rounded-[var(--radius-card)] shadow-lift"
            />
          </div>
        </header>

        <div className="container-page mt-10 grid gap-10 lg:grid-cols-[1fr_26rem]">
          <div className="min-w-0">
            <section aria-labelledby="industrial-about">
              <h2 id="industrial-about" className="text-2xl font-semibold sm:text-3xl">
                {t("industrialMenu.about")}
              </h2>
              <p className="mt-3 text-lg leading-8 text-ink-soft" {...contentRegion}>
                {menu.description}
              </p>
              <p className="mt-3 flex gap-2 text-ink-soft">
                <ChefHat className="mt-1 size-5 shrink-0 text-herb" aria-hidden />
                <span>
                  <span className="font-semibold text-ink">{t("industrialMenu.servesCuisine")}</span>{" "}
                  <span {...contentRegion}>{menu.servesCuisine}</span>
                </span>
              </p>
            </section>

            <section aria-labelledby="industrial-service" className="mt-10">
              <h2 id="industrial-service" className="text-2xl font-semibold sm:text-3xl">
                {t("industrialMenu.serviceDetails")}
              </h2>
              <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
                {details.map(({ icon: Icon, label: name, value, content }) => (
                  <div key={name} className="rounded-2xl border border-line/70 bg-paper p-4 shadow-card">
                    <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-ink-soft">
                      <Icon className="size-4 shrink-0 text-herb" aria-hidden />
                      {name}
                    </dt>
                    <dd className="mt-1 font-semibold text-ink" {...(content ? contentRegion : {})}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>

            <section aria-labelledby="industrial-items" className="mt-10">
              <h2 id="industrial-items" className="text-2xl font-semibold sm:text-3xl">
                {t("industrialMenu.menuItems")}
              </h2>
              <div className="mt-5 grid items-start gap-6 xl:grid-cols-2">
                {groups.map(({ key, title, items }) => (
                  <MenuCourse key={key} id={`industrial-${key}`} title={title} items={items} />
                ))}
              </div>
            </section>

            <section aria-labelledby="industrial-dietary" className="mt-10 rounded-[var(--radius-card)] bg-herb-light/50 p-6 sm:p-8">
              <h2 id="industrial-dietary" className="text-2xl font-semibold">
                {t("industrialMenu.dietaryServices")}
              </h2>
              <h3 className="mt-5 font-sans text-sm font-semibold uppercase tracking-wider text-ink-soft">
                {t("industrialMenu.dietaryOptions")}
              </h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {DIETS.map((diet) => {
                  const offered = menu[diet.flag];
                  return (
                    <li
                      key={diet.flag}
                      className={cn(
                        "inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-semibold",
                        offered
                          ? "border-herb/30 bg-paper text-herb-dark"
                          : "border-line bg-paper/60 text-ink-soft line-through decoration-ink-soft/50",
                      )}
                    >
                      {offered ? <Check className="size-4" aria-hidden /> : <X className="size-4" aria-hidden />}
                      {t(diet.key)}
                      <span className="sr-only">{offered ? t("industrialMenu.offered") : t("industrialMenu.notOffered")}</span>
                    </li>
                  );
                })}
              </ul>

              <div className="mt-6 grid gap-6 md:grid-cols-2">
                <div>
                  <h3 className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-soft">{t("industrialMenu.services")}</h3>
                  <ul className="mt-3 space-y-2.5 text-ink-soft">
                    <li className="flex gap-3">
                      <Users className="mt-0.5 size-5 shrink-0 text-herb" aria-hidden />
                      {t("catering.staffCount", { count: menu.serviceStaff })}
                    </li>
                    <li className="flex gap-3">
                      {menu.setupIncluded ? (
                        <Check className="mt-0.5 size-5 shrink-0 text-herb" aria-hidden />
                      ) : (
                        <X className="mt-0.5 size-5 shrink-0 text-chili" aria-hidden />
                      )}
                      {menu.setupIncluded ? t("industrialMenu.setupIncluded") : t("industrialMenu.setupNotIncluded")}
                    </li>
                  </ul>
                  <h3 className="mt-5 flex items-center gap-2 font-sans text-sm font-semibold uppercase tracking-wider text-ink-soft">
                    <Wrench className="size-4 text-herb" aria-hidden />
                    {t("catering.equipment")}
                  </h3>
                  <ul className="mt-2 space-y-1.5 text-sm text-ink-soft">
                    {menu.equipmentProvided.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-herb" aria-hidden />
                        <span {...contentRegion}>{item}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-soft">{t("catering.cancellation")}</h3>
                  <p className="mt-3 leading-7 text-ink-soft" {...contentRegion}>
                    {menu.cancellationPolicy}
                  </p>
                </div>
              </div>
            </section>
          </div>

          <aside
            id="request-catering"
            aria-labelledby="industrial-form-title"
            className="scroll-mt-24 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:rounded-[var(--radius-card)]"
          >
            <div className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-6">
              <h2 id="industrial-form-title" className="text-2xl font-semibold">
                {t("industrialForm.title")}
              </h2>
              <p className="mt-1 text-sm text-ink-soft" {...contentRegion}>
                {menu.name}
              </p>
              <div className="mt-5">
                <IndustrialBookingForm key={menu.id} menu={menu} server={server} />
              </div>
            </div>
          </aside>
        </div>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </article>
    </div>
  );
}

export function IndustrialNotFoundView() {
  const { t } = useI18n();
  return (
    <div className="container-page max-w-2xl py-20 text-center">
      <h1 className="text-4xl font-semibold">{t("industrialMenu.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t("industrialMenu.notFoundBody")}</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to={paths.industrialCatering}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t("industrialMenu.browse")}
        </ButtonLink>
      </div>
    </div>
  );
}
