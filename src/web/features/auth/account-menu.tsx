import "~/lib/i18n/areas/account-dialogs/register-menu";
import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../../shared/paths";
import type { AccountSummary } from "../../../shared/schemas/account";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { useSignOut } from "./use-sign-out";

/**
 * A disclosure menu (a button and a short list), not an ARIA menu: two plain controls need no
 * arrow-key model. It closes on Escape, on a click or focus elsewhere, and on navigation.
 */
export default function AccountMenu({ account }: { account: AccountSummary }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { signOut, pending, preload } = useSignOut();
  // Open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    preload();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, preload, setOpen]);

  const item = "flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-start text-sm font-medium text-ink hover:bg-sand";
  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="inline-flex h-11 items-center gap-2 rounded-full ps-1.5 pe-2 text-sm font-semibold text-ink hover:bg-sand sm:pe-3"
      >
        <span aria-hidden className="grid size-8 place-items-center rounded-full bg-herb-light font-display text-base text-herb-dark">
          {account.firstName.charAt(0).toUpperCase()}
        </span>
        <span aria-hidden translate="no" className="hidden max-w-[9rem] truncate sm:inline">
          {account.firstName}
        </span>
        <span className="sr-only">{`${account.firstName}, ${t("auth.accountMenu")}`}</span>
        <ChevronDown className={cn("hidden size-4 transition-transform sm:block", open && "rotate-180")} aria-hidden />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 w-64 rounded-2xl border border-line bg-paper p-2 shadow-lift"
      >
        <p className="border-b border-line px-3 pt-1 pb-2.5 text-sm text-ink">
          <span className="block truncate">{t("auth.signedInAs", { name: `${account.firstName} ${account.lastName}` })}</span>
          <span translate="no" className="block truncate text-xs text-ink-soft">
            {account.email}
          </span>
        </p>
        <ul className="mt-1.5 space-y-0.5">
          <li>
            <Link to={paths.account} className={item} onClick={() => setOpen(false)}>
              <UserRound className="size-4 text-herb" aria-hidden />
              {t("auth.myAccount")}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={item}
              disabled={pending}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                void signOut();
              }}
            >
              <LogOut className="size-4 text-herb rtl:rotate-180" aria-hidden />
              {t("auth.signOut")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The mobile menu's account part for a signed-in visitor: who, the account page, sign out. */
export function MobileAccountLinks({ account, close }: { account: AccountSummary; close: () => void }) {
  const { t } = useI18n();
  const { signOut, pending } = useSignOut();
  const item = "flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-start font-medium text-ink hover:bg-sand";
  return (
    <div className="mb-4 rounded-2xl border border-line p-2">
      <p className="truncate px-3 pt-1 pb-2 text-sm text-ink-soft">{t("auth.signedInAs", { name: account.firstName })}</p>
      <Link to={paths.account} onClick={close} className={item}>
        <UserRound className="size-4 text-herb" aria-hidden />
        {t("auth.myAccount")}
      </Link>
      <button
        type="button"
        disabled={pending}
        onClick={() => {
          close();
          void signOut();
        }}
        className={item}
      >
        <LogOut className="size-4 text-herb rtl:rotate-180" aria-hidden />
        {t("auth.signOut")}
      </button>
    </div>
  );
}
