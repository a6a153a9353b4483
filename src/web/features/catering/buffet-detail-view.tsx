import { ArrowLeft, CalendarClock, CalendarDays, Check, Clock, Leaf, MapPin, ShieldCheck, Users, Wrench, X } from "lucide-react";
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import type { BuffetMenu, CateringRequestResult } from "../../../shared/schemas/catering";
import { paths } from "../../../shared/paths";
import { Button } from "~/components/ui/button";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { FeaturedBadge } from "./featured-badge";
import { buffetListHref } from "./buffet-list-query";
import { useCateringLabels } from "./catering-labels";
import { BUFFET_OCCASIONS, formatPrice, spelledAs } from "./catering-options";
import { MenuCourse } from "./menu-course";
import { usePagePath } from "~/lib/page-path";

const loadBookingDialog = () => import("./buffet-booking-dialog");
const BuffetBookingDialog = lazy(loadBookingDialog);
// The modal brings it; the page shows it again once the modal is closed.
const RequestSubmitted = lazy(() => import("./request-submitted").then((m) => ({ default: m.RequestSubmitted })));

/**
 * /buffet-menus/{id}. Book This Buffet Menu opens the booking modal; before or without JavaScript
 * the same button opens the booking page, which shows the same form (a GET form that carries
 * nothing: the script takes the click over once it runs).
 */
export function BuffetDetailView({ menu, jsonLd }: { menu: BuffetMenu; jsonLd: string }) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const label = useCateringLabels();
  const [dialogMounted, setDialogMounted] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitted, setSubmitted] = useState<{ result: CateringRequestResult; email: string } | null>(null);

  const preload = () => void loadBookingDialog();
  const open = (event: MouseEvent) => {
    event.preventDefault();
    setDialogMounted(true);
    setDialogOpen(true);
  };
  const days = (count: number) => (count === 1 ? t("catering.dayOne") : t("catering.days", { count }));
  const bookButton = (size: "lg" | "md", className?: string) => (
    <form method="get" action={pagePath(paths.buffetBooking(menu.id))} className="contents">
      <Button
        type="submit"
        size={size}
        className={className}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
        aria-haspopup="dialog"
      >
        <CalendarDays aria-hidden />
        {t("buffetMenu.book")}
      </Button>
    </form>
  );

  const facts = [
    { icon: Users, label: t("buffetMenu.minimumOrder"), value: t("catering.guests", { count: menu.minimumOrder }) },
    { icon: Clock, label: t("buffetMenu.duration"), value: menu.duration, content: true },
    { icon: CalendarClock, label: t("buffetMenu.advanceNotice"), value: days(menu.advanceBooking) },
    { icon: ShieldCheck, label: t("buffetMenu.serviceStaff"), value: t("catering.people", { count: menu.serviceStaff }) },
  ];
  const diets = [
    { key: "vegetarian", count: menu.vegetarianOptions, text: t("buffetMenu.vegetarianCount", { count: menu.vegetarianOptions }) },
    { key: "vegan", count: menu.veganOptions, text: t("buffetMenu.veganCount", { count: menu.veganOptions }) },
    { key: "gluten-free", count: menu.glutenFreeOptions, text: t("buffetMenu.glutenFreeCount", { count: menu.glutenFreeOptions }) },
  ];
  const courses = [
    { key: "appetizers", title: t("catering.course.appetizers"), items: menu.appetizers },
    { key: "mainCourse", title: t("catering.course.mainCourse"), items: menu.mainCourse },
    { key: "desserts", title: t("catering.course.desserts"), items: menu.desserts },
    { key: "beverages", title: t("catering.course.beverages"), items: menu.beverages },
  ];

  function onSubmitted(result: CateringRequestResult, email: string) {
    setSubmitted({ result, email });
  }

  return (
    <div className="pb-16">
      <article>
        <header className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70">
          <div className="container-page grid gap-8 pt-8 pb-10 sm:pt-12 lg:grid-cols-[1.1fr_1fr] lg:items-center">
            <div className="min-w-0">
              <Link to={paths.buffetMenus} className="inline-flex items-center gap-2 text-sm font-semibold text-herb hover:underline">
                <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
                {t("buffetMenu.allMenus")}
              </Link>
              <p className="mt-6 flex flex-wrap items-center gap-2">
                <Link
                  to={buffetListHref({ occasion: spelledAs(BUFFET_OCCASIONS, menu.occasion), page: 1 })}
                  className="rounded-full bg-paper px-3 py-1 text-xs font-semibold uppercase tracking-wider text-herb-dark shadow-card hover:text-herb"
                >
                  {label.occasion(menu.occasion)}
                </Link>
                <span className="rounded-full bg-paper px-3 py-1 text-xs font-semibold uppercase tracking-wider text-saffron-dark shadow-card">
                  {label.mealType(menu.mealType)}
                </span>
                {menu.featured ? <FeaturedBadge /> : null}
              </p>
              <h1 className="mt-4 text-3xl font-semibold leading-tight sm:text-5xl" {...contentRegion}>
                {menu.name}
              </h1>
              <p className="mt-3 inline-flex items-center gap-1.5 text-ink-soft">
                <MapPin className="size-4 text-herb" aria-hidden />
                {label.country(menu.country)}
              </p>
              <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-soft" {...contentRegion}>
                {menu.description}
              </p>
              <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
                <p>
                  <span className="font-display text-4xl font-semibold text-ink">{formatPrice(menu.pricePerPerson)}</span>{" "}
                  <span className="text-ink-soft">{t("catering.perPerson")}</span>
                </p>
                {bookButton("lg")}
              </div>
              <p className="mt-3 text-sm text-ink-soft">{t("buffetMenu.bookNote")}</p>
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

        <div className="container-page mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0">
            {submitted ? (
              <div className="mb-10">
                <Suspense fallback={null}>
                  <RequestSubmitted result={submitted.result} email={submitted.email} />
                </Suspense>
              </div>
            ) : null}

            <section aria-labelledby="buffet-facts">
              <h2 id="buffet-facts" className="sr-only">
                {t("buffetMenu.facts")}
              </h2>
              <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
                {facts.map(({ icon: Icon, label: name, value, content }) => (
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

            <section aria-labelledby="buffet-diets" className="mt-8">
              <h2 id="buffet-diets" className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
                {t("buffetMenu.dietary")}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {diets.map((diet) => (
                  <li
                    key={diet.key}
                    className="inline-flex items-center gap-1.5 rounded-full border border-line bg-paper px-3.5 py-1.5 text-sm font-semibold text-ink"
                  >
                    <Leaf className="size-4 text-herb" aria-hidden />
                    {diet.text}
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="buffet-menu" className="mt-10">
              <h2 id="buffet-menu" className="text-2xl font-semibold sm:text-3xl">
                {t("buffetMenu.menuTitle")}
              </h2>
              <div className="mt-5 grid items-start gap-6 xl:grid-cols-2">
                {courses.map(({ key, title, items }) => (
                  <MenuCourse key={key} id={`buffet-${key}`} title={title} items={items} />
                ))}
              </div>
            </section>
          </div>

          <aside aria-label={t("buffetMenu.planning")} className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <section
              aria-labelledby="buffet-service"
              className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card"
            >
              <h2 id="buffet-service" className="text-xl font-semibold">
                {t("buffetMenu.serviceDetails")}
              </h2>
              <ul className="mt-4 space-y-3 text-ink-soft">
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
                  {menu.setupIncluded ? t("buffetMenu.setupIncluded") : t("buffetMenu.setupNotIncluded")}
                </li>
              </ul>
              {menu.equipmentProvided.length > 0 ? (
                <>
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
                </>
              ) : null}
            </section>

            <section aria-labelledby="buffet-policies" className="rounded-[var(--radius-card)] bg-saffron-light/60 p-6">
              <h2 id="buffet-policies" className="text-xl font-semibold">
                {t("buffetMenu.policies")}
              </h2>
              <dl className="mt-4 space-y-3 text-sm">
                <div>
                  <dt className="font-semibold text-ink">{t("buffetMenu.advanceNotice")}</dt>
                  <dd className="text-ink-soft">{t("buffetMenu.policyNotice", { days: days(menu.advanceBooking) })}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">{t("buffetMenu.minimumOrder")}</dt>
                  <dd className="text-ink-soft">{t("buffetMenu.policyMinimum", { count: menu.minimumOrder })}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">{t("catering.cancellation")}</dt>
                  <dd className="leading-6 text-ink-soft" {...contentRegion}>
                    {menu.cancellationPolicy}
                  </dd>
                </div>
              </dl>
              {bookButton("md", "mt-6 w-full")}
            </section>
          </aside>
        </div>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </article>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <BuffetBookingDialog open={dialogOpen} onOpenChange={setDialogOpen} menu={menu} onSubmitted={onSubmitted} />
        </Suspense>
      ) : null}
    </div>
  );
}
