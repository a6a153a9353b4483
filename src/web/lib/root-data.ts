import { useRouteLoaderData } from "react-router";
import type { AccountSummary } from "../../shared/schemas/account";
import type { Locale } from "./i18n/locales";

/** `timeZone` is the site's (SITE_TIME_ZONE): class times are shown as the kitchen's clocks show them. */
export type RootData = {
  locale: Locale;
  siteUrl: string;
  adsClientId: string | null;
  timeZone: string;
  /** Who is signed in (from the session cookie), or null for a visitor who is not. */
  account: AccountSummary | null;
};

/** Reads the root loader's data from a route's `meta` matches. */
export function rootDataFromMatches(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]): RootData {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as RootData | undefined;
  return data ?? { locale: "en", siteUrl: "", adsClientId: null, timeZone: "UTC", account: null };
}

export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}
