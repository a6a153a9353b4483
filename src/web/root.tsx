import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRevalidator,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ButtonLink } from "~/components/ui/button";
import { ToastProvider } from "~/components/ui/toast";
import { SavedListsSync } from "~/features/account/saved-lists-sync-mount";
import { AdSlot } from "~/features/ads/ad-slot";
import { AuthDialogsProvider } from "~/features/auth/auth-dialogs";
import { CartProvider } from "~/features/cart/cart-context";
import { PageTranslationProvider } from "~/features/language/page-translation-provider";
import {
  requestLanguage,
  loadCatalogue,
  I18nProvider,
  readSavedLanguage,
  subscribeToLocale,
  textDirection,
  useI18n,
  type LanguageCode,
} from "~/lib/i18n";
import { uiLocaleFor } from "~/lib/i18n/locales";
import type { RootData } from "~/lib/root-data";
import { isSupportedLanguage } from "../shared/language-codes";
import { hasLanguageVersions, isAddressedLanguage, languageOfPath } from "../shared/page-languages";
import { findLanguage } from "../shared/languages";
import { paths } from "../shared/paths";
import { getServices } from "~/services.server";
import { replayEarlyClicks } from "~/lib/early-clicks";
import stylesheet from "./app.css?url";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The root data plus the chosen language, which may have no UI catalogue of its own. */
export type RootLoaderData = RootData & { language: LanguageCode; dir: "ltr" | "rtl"; languageName: string; languageFlag: string | null };

export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootLoaderData> {
  const services = getServices(context);
  // The cookie mirrors the saved preference so the first HTML is already in the right language.
  const language = requestLanguage(request);
  await loadCatalogue(language);
  return {
    locale: uiLocaleFor(language),
    language,
    dir: textDirection(language),
    languageName: findLanguage(language)?.nativeName ?? language,
    languageFlag: findLanguage(language)?.flag ?? null,
    siteUrl: services.config.siteUrl,
    adsClientId: services.config.adsClientId,
    timeZone: services.config.timeZone,
    account: await services.accounts.signedInAccount(request.headers.get("cookie")),
  };
}

/**
 * Keeps a saved preference that the cookie lost (cleared cookies, another tab), and reloads page
 * data after a switch so server-chosen copy (legal pages) follows the new language.
 */
function SavedLanguageSync() {
  const { language, setLanguage } = useI18n();
  const revalidator = useRevalidator();
  useEffect(() => subscribeToLocale(() => void revalidator.revalidate()), [revalidator]);
  useEffect(() => {
    const saved = readSavedLanguage();
    if (!isSupportedLanguage(saved) || saved === language) return;
    // A public page is in its address's language: a saved Spanish or French never changes an
    // English address (the home page suggests that language's address instead), and a Spanish or
    // French address stays itself. A saved language without addresses translates English pages here.
    const { pathname } = window.location;
    if (hasLanguageVersions(pathname) && (isAddressedLanguage(saved) || languageOfPath(pathname) !== "en")) return;
    setLanguage(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once after hydration only: later language changes are the visitor's own and must not be undone
  }, []);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootLoaderData>("root");
  return (
    <I18nProvider initialLanguage={data?.language ?? "en"}>
      <Document>{children}</Document>
    </I18nProvider>
  );
}

/** `<html lang dir>` follow the chosen language, right-to-left ones included, from the first byte. */
function Document({ children }: { children: React.ReactNode }) {
  const { language, dir } = useI18n();
  // The scripts start after the first paint (entry.server), so the page is visible before its
  // buttons work; this mark says when they do (browser tests wait for it before acting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    replayEarlyClicks();
  }, []);
  return (
    <html lang={language} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#2f5d46" />
        {/* Server render only: entry.server writes the stylesheet's text in its place (no
            render-blocking request before the first paint). The browser keeps that <style> for
            the life of the document, so the client never renders or fetches the file. */}
        {typeof document === "undefined" && <link rel="stylesheet" href={stylesheet} precedence="default" />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <ToastProvider>
          <CartProvider>
            <PageTranslationProvider>
              <Shell>{children}</Shell>
            </PageTranslationProvider>
          </CartProvider>
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Routes whose `handle` says `{ chrome: "own" }` (the admin area) draw their own frame, without the site's. */
const hasOwnChrome = (handle: unknown) => typeof handle === "object" && handle !== null && (handle as { chrome?: string }).chrome === "own";

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  const ownChrome = useMatches().some((match) => hasOwnChrome(match.handle));
  // Such a route brings its own skip link, landmarks and <main id="main">.
  if (ownChrome) {
    return (
      <>
        <SavedLanguageSync />
        {children}
      </>
    );
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[70] focus:rounded-full focus:bg-herb focus:px-5 focus:py-3 focus:text-white"
      >
        {t("common.skipToContent")}
      </a>
      <SavedLanguageSync />
      <SavedListsSync />
      <AuthDialogsProvider>
        <SiteHeader />
        <div className="bg-cream px-4 py-2 md:hidden">
          <AdSlot slotId="mobile-banner" layout="banner" />
        </div>
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
      </AuthDialogsProvider>
    </>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The last resort for a page that failed. Unknown paths have a route of their own (the full 404
 * page, routes/not-found.tsx) and detail pages their own not-found views, so a 404 reaching this
 * far gets the short form, which keeps the full 404 page out of every page's script.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useI18n();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container-page py-24 text-center">
      {missing ? (
        <p className="font-display text-7xl font-semibold text-saffron" aria-hidden>
          404
        </p>
      ) : null}
      <h1 className="text-4xl font-semibold">{t(missing ? "notFound.title" : "error.title")}</h1>
      <p className="mx-auto mt-4 max-w-lg text-ink-soft">{t(missing ? "notFound.body" : "error.body")}</p>
      <div className="mt-8 flex justify-center gap-3">
        {missing ? (
          <ButtonLink to={paths.recipes}>{t("notFound.recipes")}</ButtonLink>
        ) : (
          <ButtonLink to="." reloadDocument>
            {t("common.tryAgain")}
          </ButtonLink>
        )}
        <ButtonLink to="/" variant="outline">
          {t("common.home")}
        </ButtonLink>
      </div>
    </section>
  );
}
