import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { AccountSummary } from "../../../shared/schemas/account";

/** The three views of the account dialog: registration, sign-in and its forgot-password view. */
export type AuthView = "register" | "signIn" | "forgot";
/** What the dialog shows; `next` is where a sign-in leads (a checked same-site path). */
export type AuthDialogState = { view: AuthView; open: boolean; next: string | null };

type AuthDialogs = {
  open: (view: AuthView, options?: { next?: string | null }) => void;
  /** Starts loading the dialog's code (on hover or focus of a button that opens it). */
  preload: () => void;
};

// Outside the provider (never in the shell) opening does nothing rather than throwing.
const AuthDialogsContext = createContext<AuthDialogs>({ open: () => undefined, preload: () => undefined });

// Everything else (the forms, the shared contracts, reading `?signin=1&next=`, what happens
// after a sign-in) loads with the dialog: every page carries only this provider.
const loadAuthDialog = () => import("./lazy-entry").then((entry) => entry.loadAuthDialog());
const AuthDialog = lazy(loadAuthDialog);
const preload = () => void loadAuthDialog();

/** A cheap look for `signin=1` (or `signin=forgot`) in the query; the dialog reads the request properly. */
const asksForSignIn = (search: string) => /[?&]signin=(?:1|forgot)(?:&|$)/.test(search);

/**
 * Holds the account dialog for the whole shell: the mobile menu opens it through
 * `useAuthDialogs()`, the header's, footer's and pages' links to the account pages (auth-link.tsx)
 * open it in their place once the scripts run. An address with `?signin=1` opens it too (see
 * sign-in-request.ts); private pages send anonymous visitors to the sign-in page instead.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogState | null>(null);
  const { search } = useLocation();
  const signedIn = useSignedInAccount() !== null;
  const value = useMemo<AuthDialogs>(
    () => ({ open: (view, options) => setState({ view, open: true, next: options?.next ?? null }), preload }),
    [],
  );
  return (
    <AuthDialogsContext.Provider value={value}>
      {children}
      {state || asksForSignIn(search) ? (
        <Suspense fallback={null}>
          <AuthDialog state={state} setState={setState} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </AuthDialogsContext.Provider>
  );
}

export const useAuthDialogs = (): AuthDialogs => useContext(AuthDialogsContext);

/**
 * Who is signed in, from the root loader's data (as useRootData reads it; this shell module
 * reads it directly so the page shell does not grow by one more shared file).
 */
export const useSignedInAccount = (): AccountSummary | null =>
  useRouteLoaderData<{ account: AccountSummary | null }>("root")?.account ?? null;
