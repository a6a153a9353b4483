import { ChevronDown, Clock, HelpCircle, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { BRAND } from "../../../shared/brand";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n";
import { ContactForm } from "./contact-form";
import type { PageFormState } from "~/lib/page-form";
import type { ContactPageData } from "./load-contact";
import { MapBanner } from "./map-banner";
import { PageHeader } from "./page-header";

/** The opening hours of the brand's constant, as "Mon-Fri 9:00-18:00, Sat 10:00-14:00". */
const HOURS = /Mon-Fri ([\d:]+-[\d:]+), Sat ([\d:]+-[\d:]+)/.exec(BRAND.hours);

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-herb-light text-herb" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-base font-semibold">{title}</h3>
        <div className="mt-0.5 text-sm leading-6 text-ink-soft">{children}</div>
      </div>
    </li>
  );
}

/** /contact: the form, the info and FAQ cards, the drawn map, and the FAQ itself. */
export function ContactView({ subject, faq, jsonLd, sentReference, server }: ContactPageData & { server?: PageFormState }) {
  const { t } = useI18n();
  const telephone = BRAND.phone.replace(/[^\d+]/g, "");
  return (
    <div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <PageHeader eyebrow={t("contactPage.eyebrow")} title={t("contactPage.title")} intro={t("contactPage.intro")} />
      <div className="container-page space-y-10 py-10 sm:space-y-14 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {/* A link to another subject, or to the form after a confirmation, starts the form afresh. */}
          <ContactForm
            key={`${subject ?? "none"}|${sentReference ?? ""}`}
            initialSubject={subject ?? undefined}
            server={server}
            sentReference={sentReference}
          />
          <aside className="space-y-6">
            <section
              aria-labelledby="contact-info-title"
              className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card"
            >
              <h2 id="contact-info-title" className="text-xl font-semibold">
                {t("contactPage.infoTitle")}
              </h2>
              <ul className="mt-5 space-y-5">
                <InfoItem icon={<MapPin className="size-5" />} title={t("contactPage.addressTitle")}>
                  <address className="not-italic">{BRAND.address}</address>
                </InfoItem>
                <InfoItem icon={<Phone className="size-5" />} title={t("contactPage.phoneTitle")}>
                  <a href={`tel:${telephone}`} className="font-medium text-herb underline-offset-2 hover:underline">
                    {BRAND.phone}
                  </a>
                  <p>{t("contactPage.phoneNote")}</p>
                </InfoItem>
                <InfoItem icon={<Mail className="size-5" />} title={t("contactPage.emailTitle")}>
                  <a href={`mailto:${BRAND.email}`} className="break-all font-medium text-herb underline-offset-2 hover:underline">
                    {BRAND.email}
                  </a>
                  <p>{t("contactPage.emailNote")}</p>
                </InfoItem>
                <InfoItem icon={<Clock className="size-5" />} title={t("contactPage.hoursTitle")}>
                  {HOURS ? (
                    <>
                      <p>{t("contactPage.hoursWeekdays", { hours: HOURS[1] })}</p>
                      <p>{t("contactPage.hoursSaturday", { hours: HOURS[2] })}</p>
                      <p>{t("contactPage.hoursSunday")}</p>
                    </>
                  ) : (
                    <p>{BRAND.hours}</p>
                  )}
                </InfoItem>
              </ul>
            </section>
            <section aria-labelledby="contact-faq-card" className="rounded-[var(--radius-card)] bg-herb p-6 text-white shadow-card">
              <HelpCircle className="size-8 text-saffron-soft" aria-hidden />
              <h2 id="contact-faq-card" className="mt-3 text-xl font-semibold text-white">
                {t("contactPage.faqTitle")}
              </h2>
              <p className="mt-2 text-sm leading-6 text-white/85">{t("contactPage.faqBody")}</p>
              <a href="#faq" className={buttonVariants({ variant: "light", className: "mt-5" })}>
                {t("contactPage.viewFaq")}
              </a>
            </section>
          </aside>
        </div>

        <MapBanner />

        <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
          <h2 id="faq-title" className="text-3xl font-semibold">
            {t("contactPage.faqHeading")}
          </h2>
          <p className="mt-2 text-ink-soft">{t("contactPage.faqIntro")}</p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {faq.map((group) => (
              <div key={group.title} className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-6">
                <h3 className="font-sans text-lg font-semibold text-herb-dark">{group.title}</h3>
                <div className="mt-3 divide-y divide-line">
                  {group.items.map((item) => (
                    <details key={item.question} className="group py-3">
                      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-lg py-1 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                        <span>{item.question}</span>
                        <ChevronDown
                          className="mt-0.5 size-5 shrink-0 text-ink-soft transition-transform group-open:rotate-180"
                          aria-hidden
                        />
                      </summary>
                      <p className="mt-2 text-sm leading-6 text-ink-soft">{item.answer}</p>
                    </details>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
