import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useAuthDialogs, type AuthView } from "./auth-dialogs";
import { authPageHref, isAuthPage, returnPathFor } from "./auth-pages";

/**
 * A link to one of the account pages (sign in, register, forgot password). A click, once the
 * page's scripts run, opens the same form in the dialog over the page instead, as it always
 * has; before that (or without a script, or opened in a new tab) the link goes to the page. On
 * one of those pages the link simply goes to the other one.
 */
export function AuthLink({
  view,
  next,
  returnHere = false,
  onOpen,
  className,
  children,
}: {
  view: AuthView;
  /** Where a sign-in leads, in the dialog and on the page. */
  next?: string | null;
  /** Without a script, come back to this page after signing in (the dialog stays on it anyway). */
  returnHere?: boolean;
  /** Called before the dialog opens (a menu closing first). */
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const dialogs = useAuthDialogs();
  const { pathname, search } = useLocation();
  const onAuthPage = isAuthPage(pathname);
  const href = authPageHref(view, next ?? (returnHere ? returnPathFor(pathname, search) : null));

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window, a download: the browser's own business.
    if (onAuthPage || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen?.();
    dialogs.open(view, { next: next ?? null });
  }

  return (
    <Link to={href} onClick={onClick} onPointerEnter={dialogs.preload} onFocus={dialogs.preload} className={className}>
      {children}
    </Link>
  );
}
