import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import type { BuffetMenu, CateringRequestResult } from "../../../shared/schemas/catering";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import type { PageFormState } from "~/lib/page-form";
import { BuffetBookingForm, useBuffetBooking } from "./buffet-booking-form";
import { formatPrice } from "./catering-options";

// Shown only after a request went through: it loads while the request is on its way.
const loadSubmitted = () => import("./request-submitted");
const RequestSubmitted = lazy(() => loadSubmitted().then((m) => ({ default: m.RequestSubmitted })));

/**
 * /buffet-menus/{id}/book: the Book This Buffet Menu form as a page of its own, where the menu
 * page's Book button leads before or without JavaScript. The form posts here; refused, it comes
 * back with `server` (the typed values and each field's message). With JavaScript it sends as
 * the modal does and shows the reference in place.
 */
export function BuffetBookingPageView({ menu, server }: { menu: BuffetMenu; server?: PageFormState }) {
  const { t } = useI18n();
  const [done, setDone] = useState<{ result: CateringRequestResult; email: string } | null>(null);
  const booking = useBuffetBooking({
    menu,
    server,
    onSending: () => void loadSubmitted(),
    onSubmitted: (result, email) => setDone({ result, email }),
  });
  // The panel's heading takes the focus as it appears, so a screen reader hears the outcome.
  const focusOnMount = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);
  const days = menu.advanceBooking === 1 ? t("catering.dayOne") : t("catering.days", { count: menu.advanceBooking });
  const menuPath = paths.buffetMenu(menu.id);

  return (
    <div className="container-page max-w-5xl pb-16 pt-8 sm:pt-12">
      <Link to={menuPath} className="inline-flex items-center gap-2 text-sm font-semibold text-herb hover:underline">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t("buffetBooking.back", { name: menu.name })}
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section
          aria-labelledby="buffet-book-title"
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7"
        >
          <h1 id="buffet-book-title" className="text-3xl font-semibold sm:text-4xl">
            {t("buffetMenu.book")}
          </h1>
          <p className="mt-1 text-ink-soft">
            {t("buffetBooking.description", { name: menu.name, price: formatPrice(menu.pricePerPerson) })}
          </p>
          {done ? (
            <div className="mt-6">
              <Suspense fallback={null}>
                <RequestSubmitted key={done.result.reference} ref={focusOnMount} result={done.result} email={done.email} />
              </Suspense>
              <div className="mt-6 flex justify-end">
                <ButtonLink to={menuPath}>{t("catering.done.close")}</ButtonLink>
              </div>
            </div>
          ) : (
            <BuffetBookingForm
              menu={menu}
              booking={booking}
              className="mt-6"
              cancel={
                <ButtonLink to={menuPath} variant="outline">
                  {t("catering.cancel")}
                </ButtonLink>
              }
            />
          )}
        </section>

        <aside aria-labelledby="buffet-book-policies" className="rounded-[var(--radius-card)] bg-saffron-light/60 p-6">
          <h2 id="buffet-book-policies" className="text-xl font-semibold">
            {t("buffetMenu.policies")}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-ink">{t("buffetMenu.advanceNotice")}</dt>
              <dd className="text-ink-soft">{t("buffetMenu.policyNotice", { days })}</dd>
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
          <p className="mt-5 border-t border-ink/10 pt-4 text-sm text-ink-soft">{t("buffetMenu.bookNote")}</p>
        </aside>
      </div>
    </div>
  );
}
