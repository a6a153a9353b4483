import { ChevronDown, ExternalLink, LoaderCircle, LogOut } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import type { AdminSummary } from "../../../shared/schemas/admin";
import { BrandMark } from "~/components/layout/brand-mark";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { adminApi, clearLocalAdminData } from "./admin-api";
import { adminScreensByGroup, screenFor } from "./admin-screens";

/**
 * Logout: the server ends the session and expires the cookie; whatever it answers,
 * local data goes and the browser loads the sign-in page afresh (dropping every admin page's
 * data held in memory).
 */
export function useAdminLogout() {
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    let outcome = "1";
    try {
      await adminApi.logout();
    } catch {
      outcome = "failed";
    }
    clearLocalAdminData();
    window.location.assign(`${paths.adminLogin}?signedOut=${outcome}`);
  };
  return { busy, logout };
}

export function LogoutButton({ className }: { className?: string }) {
  const { t } = useI18n();
  const { busy, logout } = useAdminLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={busy}
      className={cn(
        "inline-flex h-9 items-center gap-2 rounded-lg border border-line bg-paper px-3 text-sm font-semibold text-ink transition-colors hover:border-chili hover:text-chili disabled:opacity-60",
        className,
      )}
    >
      {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <LogOut className="size-4" aria-hidden />}
      {busy ? t("admin.loggingOut") : t("admin.logout")}
    </button>
  );
}

const initialsOf = (admin: AdminSummary) =>
  (admin.name || admin.username)
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** The screens under their section headings; `columns` lays the sections side by side on a phone. */
function AdminNavSections({ columns }: { columns?: boolean }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={cn("space-y-3", columns && "grid grid-cols-2 gap-x-3 gap-y-4 space-y-0 sm:grid-cols-3")}>
      {adminScreensByGroup().map(({ group, screens }) => (
        <div key={group}>
          <p id={`${id}-${group}`} className="px-3 pb-1 text-[0.7rem] font-semibold tracking-wider text-white/70 uppercase">
            {t(`admin.nav.group.${group}`)}
          </p>
          <ul aria-labelledby={`${id}-${group}`} className="space-y-0.5">
            {screens.map((screen) => (
              <li key={screen.path}>
                <NavLink
                  to={screen.path}
                  end
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-9 items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors",
                      isActive ? "bg-white text-herb-dark" : "text-white/85 hover:bg-white/10 hover:text-white",
                    )
                  }
                >
                  <screen.icon className="size-4 shrink-0" aria-hidden />
                  {t(screen.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * Below 1024 px the menu folds into one line naming the current screen; opened, it shows the
 * sections in columns. It is a <details>, so it opens without JavaScript too, and it folds
 * again once a screen is chosen.
 */
function AdminMobileNav() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const current = screenFor(pathname);
  return (
    <details ref={menu} className="group border-t border-white/15 lg:hidden">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <current.icon className="size-4" aria-hidden />
          <span>
            <span className="sr-only">{t("admin.nav.menu")}: </span>
            {t(current.labelKey)}
          </span>
        </span>
        <span className="flex items-center gap-1 text-white/80">
          {t("admin.nav.menu")}
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </span>
      </summary>
      <nav aria-label={t("admin.nav.label")} className="px-2 pb-4">
        <AdminNavSections columns />
        <a
          href={paths.home}
          className="mt-3 flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm text-white/85 hover:bg-white/10 hover:text-white"
        >
          <ExternalLink className="size-4" aria-hidden />
          {t("admin.nav.viewSite")}
        </a>
      </nav>
    </details>
  );
}

/**
 * The admin area's frame: a dark sidebar listing the screens by section, a top bar with who is
 * signed in and the logout, and the page. Below 1024 px the sidebar becomes a folding menu.
 */
export function AdminShell({ admin, children }: { admin: AdminSummary; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="min-h-dvh bg-cream lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] print:block print:bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[70] focus:rounded-full focus:bg-herb focus:px-5 focus:py-3 focus:text-white"
      >
        {t("common.skipToContent")}
      </a>
      <aside className="bg-herb-dark text-white print:hidden lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col">
        <div className="flex h-16 items-center gap-3 px-5">
          <BrandMark className="size-8" />
          <span className="leading-tight">
            <span translate="no" className="block font-display text-lg font-semibold">
              {BRAND.name}
            </span>
            <span className="block text-xs tracking-wide text-white/70 uppercase">Admin</span>
          </span>
        </div>
        <AdminMobileNav />
        <nav aria-label={t("admin.nav.label")} className="hidden px-3 pt-2 pb-3 lg:block lg:flex-1 lg:overflow-y-auto">
          <AdminNavSections />
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="flex h-16 items-center justify-end gap-3 border-b print:hidden border-line bg-paper px-4 sm:px-6 lg:px-8">
          {/* On a phone the folding menu carries this link. */}
          <a href={paths.home} className="me-auto hidden items-center gap-2 text-sm font-medium text-herb hover:underline lg:flex">
            <ExternalLink className="size-4" aria-hidden />
            {t("admin.nav.viewSite")}
          </a>
          <span className="flex items-center gap-2 text-sm text-ink-soft">
            <span aria-hidden className="grid size-8 place-items-center rounded-full bg-herb-light text-xs font-bold text-herb-dark">
              {initialsOf(admin)}
            </span>
            <span>{t("admin.signedInAs", { name: admin.name || admin.username })}</span>
          </span>
          <LogoutButton />
        </header>
        <main id="main" tabIndex={-1} className="px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}

/** A page heading with its lead line, as every admin screen opens. */
export function AdminPageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-semibold">{title}</h1>
        {intro ? <p className="mt-1 text-ink-soft">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
