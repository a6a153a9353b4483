import "~/lib/i18n/areas/account-dialogs/register-menu";
import { Bookmark, CalendarCheck, Heart, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { useEffect, useEffectEvent, useRef, type FormEvent, type ReactNode } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { paths } from "../../../shared/paths";
import type { AccountProfile, SavedSearchRecord } from "../../../shared/schemas/account";
import type { RecipeSummary } from "../../../shared/schemas/recipe";
import { Button } from "~/components/ui/button";
import { Tab, TabList, TabPanel, Tabs } from "~/components/ui/tabs";
import { stateFor, type AuthFormState } from "~/features/auth/auth-form-state";
import { useSignOut } from "~/features/auth/use-sign-out";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { accountSentFrom, asksToConfirmDelete } from "./account-forms";
import { IntentField } from "./account-parts";
import { DataSection } from "./data-section";
import { HistorySection, type AccountBooking, type AccountOrder } from "./history-section";
import { ProfileSection } from "./profile-section";
import { SAVED_LISTS_MERGED_EVENT } from "./saved-lists-sync";
import { SavedRecipesSection } from "./saved-recipes-section";
import { SavedSearchesSection } from "./saved-searches-section";
import { usePagePath } from "~/lib/page-path";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

export type AccountPageData = {
  profile: AccountProfile;
  savedRecipes: RecipeSummary[];
  savedSearches: SavedSearchRecord[];
  cuisineNames: Record<string, string>;
  bookings: AccountBooking[];
  orders: AccountOrder[];
};

/** The page's sections, in order; `?tab=` names the open one so a link or a reload keeps it. */
export const ACCOUNT_TABS = ["profile", "saved-recipes", "saved-searches", "bookings", "data"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const accountTabFrom = (value: string | null): AccountTab => ACCOUNT_TABS.find((tab) => tab === value) ?? "profile";

const TAB_LABEL: Record<AccountTab, MessageKey> = {
  profile: "account.tab.profile",
  "saved-recipes": "account.tab.savedRecipes",
  "saved-searches": "account.tab.savedSearches",
  bookings: "account.tab.history",
  data: "account.tab.data",
};
const TAB_ICON: Record<AccountTab, ReactNode> = {
  profile: <UserRound aria-hidden />,
  "saved-recipes": <Heart aria-hidden />,
  "saved-searches": <Bookmark aria-hidden />,
  bookings: <CalendarCheck aria-hidden />,
  data: <ShieldCheck aria-hidden />,
};

/** A tab's own address: the page with `?tab=` (none for the first). */
const tabHref = (tab: AccountTab) => (tab === "profile" ? paths.account : `${paths.account}?tab=${tab}`);

/**
 * /account. `server` is the page's answer to one of its forms sent without a script (its
 * `intent` names which); `?sent=` names the form the page just confirmed.
 */
export function AccountView({ data, server }: { data: AccountPageData; server?: AuthFormState }) {
  const { t, locale } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = accountTabFrom(searchParams.get("tab"));
  const sent = accountSentFrom(searchParams.get("sent"));
  const counts: Partial<Record<AccountTab, number>> = {
    "saved-recipes": data.savedRecipes.length,
    "saved-searches": data.savedSearches.length,
    bookings: data.bookings.length + data.orders.length,
  };
  const memberSince = dateTimeFormat(locale, { dateStyle: "long" }).format(new Date(data.profile.memberSince));
  const initials = `${data.profile.firstName.charAt(0)}${data.profile.lastName.charAt(0)}`.toUpperCase();

  // What this browser saved before signing in joins the account just after the page loads: the
  // saved lists shown here are read again then.
  const revalidator = useRevalidator();
  const reload = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    const onMerged = () => reload();
    window.addEventListener(SAVED_LISTS_MERGED_EVENT, onMerged);
    return () => window.removeEventListener(SAVED_LISTS_MERGED_EVENT, onMerged);
  }, []);

  // On a phone the tab row scrolls sideways: the open tab (from a link, ?tab=…) is brought into view.
  const tabRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = tabRow.current;
    const active = row?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!row || !active) return;
    const left = active.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + active.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - 16;
  }, [tab]);

  const select = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "profile") params.delete("tab");
        else params.set("tab", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-herb-light via-cream to-saffron-light" aria-labelledby="account-title">
        <div className="container-page flex flex-wrap items-center gap-4 py-8 sm:gap-6 sm:py-12">
          <span
            className="grid size-16 shrink-0 place-items-center rounded-full bg-herb font-display text-2xl font-semibold text-white shadow-card sm:size-20 sm:text-3xl"
            aria-hidden
          >
            {initials}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wider text-saffron-dark">{t("account.eyebrow")}</p>
            <h1 id="account-title" className="mt-1 break-words text-3xl font-semibold sm:text-5xl">
              {t("account.greeting", { name: data.profile.firstName })}
            </h1>
            <p className="mt-2 flex flex-col text-sm text-ink-soft sm:flex-row sm:flex-wrap sm:gap-x-2 sm:text-base">
              <span className="[overflow-wrap:anywhere]">{data.profile.email}</span>
              <span className="hidden sm:inline" aria-hidden>
                ·
              </span>
              <span>{t("account.memberSince", { date: memberSince })}</span>
            </p>
          </div>
          <SignOutForm />
        </div>
      </section>

      <Tabs value={tab} onValueChange={select} className="container-page mt-6 sm:mt-8">
        {/* Without a script the tabs cannot switch: each one is a link to its own address instead. */}
        <noscript>
          <style>{"[data-account-tabs]{display:none}"}</style>
          <nav aria-label={t("account.sections")} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
            <ul className="flex w-max gap-2 rounded-full border border-line/70 bg-paper p-1.5 shadow-card">
              {ACCOUNT_TABS.map((value) => (
                <li key={value}>
                  <a
                    href={tabHref(value)}
                    aria-current={value === tab ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold [&_svg]:size-4",
                      value === tab ? "bg-herb text-white" : "text-ink-soft hover:bg-sand hover:text-ink",
                    )}
                  >
                    {TAB_ICON[value]}
                    {t(TAB_LABEL[value])}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </noscript>
        <div ref={tabRow} data-account-tabs className="-mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0">
          <TabList
            aria-label={t("account.sections")}
            className="flex w-max gap-2 rounded-full border border-line/70 bg-paper p-1.5 shadow-card"
          >
            {ACCOUNT_TABS.map((value) => (
              <Tab
                key={value}
                value={value}
                className="group inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold text-ink-soft hover:bg-sand hover:text-ink data-[state=active]:bg-herb data-[state=active]:text-white [&_svg]:size-4"
              >
                {TAB_ICON[value]}
                {t(TAB_LABEL[value])}
                {counts[value] ? (
                  <span className="rounded-full bg-ink/10 px-2 py-0.5 text-xs tabular-nums group-data-[state=active]:bg-white/20">
                    {counts[value]}
                  </span>
                ) : null}
              </Tab>
            ))}
          </TabList>
        </div>

        <TabPanel value="profile" className="mt-6 outline-none focus-visible:ring-2 focus-visible:ring-herb/40">
          <ProfileSection profile={data.profile} server={server} sent={sent} />
        </TabPanel>
        <TabPanel value="saved-recipes" className="mt-6 outline-none focus-visible:ring-2 focus-visible:ring-herb/40">
          <SavedRecipesSection recipes={data.savedRecipes} cuisineNames={data.cuisineNames} />
        </TabPanel>
        <TabPanel value="saved-searches" className="mt-6 outline-none focus-visible:ring-2 focus-visible:ring-herb/40">
          <SavedSearchesSection searches={data.savedSearches} />
        </TabPanel>
        <TabPanel value="bookings" className="mt-6 outline-none focus-visible:ring-2 focus-visible:ring-herb/40">
          <HistorySection email={data.profile.email} bookings={data.bookings} orders={data.orders} />
        </TabPanel>
        <TabPanel value="data" className="mt-6 outline-none focus-visible:ring-2 focus-visible:ring-herb/40">
          <DataSection server={stateFor(server, "delete")} confirmDelete={asksToConfirmDelete(searchParams)} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

/**
 * Signing out from the page itself: a form, so it works without a script too (the page's answer
 * then leads to the sign-in page, saying so); with one it signs out as the header's menu does.
 */
function SignOutForm() {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const { signOut, pending } = useSignOut();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pending) void signOut();
  }
  return (
    <form method="post" action={pagePath(paths.account)} onSubmit={onSubmit} className="w-full sm:ms-auto sm:w-auto">
      <IntentField intent="signOut" />
      <Button type="submit" variant="outline" disabled={pending} className="w-full sm:w-auto">
        <LogOut className="rtl:rotate-180" aria-hidden />
        {t("auth.signOut")}
      </Button>
    </form>
  );
}
