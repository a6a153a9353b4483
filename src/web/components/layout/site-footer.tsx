import { Link, useLocation } from "react-router";
import { ChefHat, Clock, Mail, MapPin, Phone } from "lucide-react";
import { BRAND, COPYRIGHT_YEAR } from "../../../shared/brand";
import { FooterAccount } from "~/features/auth/footer-account";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { BrandMark } from "./brand-mark";

const QUICK_LINKS: { to: string; key: MessageKey }[] = [
  { to: paths.recipes, key: "nav.recipes" },
  { to: paths.classes, key: "nav.classes" },
  { to: paths.blog, key: "nav.blog" },
  { to: paths.shop, key: "nav.shop" },
  { to: paths.about, key: "nav.about" },
  { to: paths.contact, key: "nav.contact" },
];

const SERVICE_LINKS: { to: string; key: MessageKey }[] = [
  { to: paths.buffetMenus, key: "nav.buffetMenus" },
  { to: paths.industrialCatering, key: "nav.industrialCatering" },
  { to: paths.deals, key: "nav.deals" },
  { to: paths.sponsor, key: "footer.sponsor" },
  { to: paths.communityRecipes, key: "nav.communityRecipes" },
  { to: paths.earnShare, key: "nav.earnShare" },
];

const LEGAL_LINKS: { to: string; key: MessageKey }[] = [
  { to: paths.privacy, key: "footer.privacy" },
  { to: paths.terms, key: "footer.terms" },
  { to: paths.disclaimer, key: "footer.disclaimer" },
  { to: paths.cookies, key: "footer.cookies" },
  { to: paths.accessibility, key: "footer.accessibility" },
  { to: paths.contentRemoval, key: "footer.contentRemoval" },
  { to: paths.sitemap, key: "footer.sitemap" },
];

function SocialIcon({ name }: { name: keyof typeof BRAND.social }) {
  // Simple monochrome glyphs drawn inline: no icon font, no extra request.
  const glyphs: Record<keyof typeof BRAND.social, string> = {
    instagram:
      "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
    youtube:
      "M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8ZM10 15V9l5.2 3L10 15Z",
    facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8Z",
    pinterest:
      "M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4a4.6 4.6 0 0 0-4.8 4.6c0 .9.3 1.9.8 2.4l.1.4-.3 1.1c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.5-1.3l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2Z",
  };
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden focusable="false">
      <path d={glyphs[name]} />
    </svg>
  );
}

function LinkColumn({ title, links }: { title: string; links: { to: string; key: MessageKey }[] }) {
  const { t } = useI18n();
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-saffron-soft">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-9 items-center text-white/80 hover:text-white">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useI18n();
  // The signup page has its own form (and the answer to it): a second one below it would only repeat it.
  const onSignupPage = useLocation().pathname === paths.newsletter;
  return (
    <footer className="mt-16 bg-herb-dark text-white">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Link to={paths.home} className="inline-flex items-center gap-2">
            <BrandMark className="size-10" />
            <span translate="no" className="font-display text-2xl font-semibold">
              {BRAND.name}
            </span>
          </Link>
          <p className="mt-4 max-w-sm text-white/80">{t("footer.about")}</p>
          <p className="mt-3 text-sm font-medium text-saffron-light">{t("footer.stats")}</p>
          <div className="mt-5">
            <p className="text-sm font-semibold">{t("footer.follow")}</p>
            <ul className="mt-2 flex gap-2">
              {(Object.keys(BRAND.social) as (keyof typeof BRAND.social)[]).map((name) => (
                <li key={name}>
                  <a
                    href={BRAND.social[name]}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
                    aria-label={`${BRAND.name} on ${name.charAt(0).toUpperCase()}${name.slice(1)}`}
                  >
                    <SocialIcon name={name} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterAccount />
        </div>
        <LinkColumn title={t("footer.quickLinks")} links={QUICK_LINKS} />
        <LinkColumn title={t("footer.services")} links={SERVICE_LINKS} />
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-saffron-soft">{t("footer.contact")}</h2>
          <ul className="mt-4 space-y-3 text-white/80">
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span translate="no">{BRAND.address}</span>
            </li>
            <li className="flex gap-3">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
              <a href={`tel:${BRAND.phone.replace(/[^+0-9]/g, "")}`} dir="ltr" translate="no" className="hover:text-white">
                {BRAND.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
              <a href={`mailto:${BRAND.email}`} dir="ltr" translate="no" className="hover:text-white">
                {BRAND.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <span className="sr-only">{t("footer.hours")}: </span>
                {BRAND.hours}
              </span>
            </li>
          </ul>
          {/* The chef portal has one address, outside the language versions: a plain link leaves them. */}
          <a
            href={paths.chefAdmin}
            className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-semibold hover:bg-white/10"
          >
            <ChefHat className="size-4" aria-hidden />
            {t("footer.chefPortal")}
          </a>
        </div>
      </div>
      {onSignupPage ? null : (
        <div id="newsletter" className="border-t border-white/10">
          <div className="container-page grid items-center gap-6 py-10 lg:grid-cols-2">
            <div>
              <h2 className="font-display text-2xl font-semibold text-white">{t("footer.newsletterTitle")}</h2>
              <p className="mt-1 text-white/80">{t("footer.newsletterBody")}</p>
            </div>
            <NewsletterForm variant="footer" />
          </div>
        </div>
      )}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-white/70 lg:flex-row lg:items-center lg:justify-between">
          <p>{t("footer.copyright", { year: COPYRIGHT_YEAR, brand: BRAND.name })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-9 items-center hover:text-white">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
