import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { readSignInRequest, withoutSignInRequest } from "./sign-in-request";

/** The three views of the account dialog: registration, sign-in and its forgot-password view. */
export type AuthView = "register" | "signIn" | "forgot";

type AuthDialogs = {
  /** Opens the dialog on a view; after a sign-in the visitor goes on to `next` (a checked path). */
  open: (view: AuthView, options?: { next?: string | null }) => void;
  /** Starts loading the dialog's code (on hover or focus of a button that opens it). */
  preload: () => void;
};

const AuthDialogsContext = createContext<AuthDialogs | null>(null);

// The dialog, its forms and the shared contracts load when first wanted, not with every page.
const loadAuthDialog = () => import("./auth-dialog");
const AuthDialog = lazy(loadAuthDialog);

/**
 * Holds the account dialog for the whole shell: the header, the mobile menu, the footer and any
 * page open it through `useAuthDialogs()`. An address with `?signin=1` (where private pages
 * send anonymous visitors) opens the sign-in view and, once signed in, goes on to `next`.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView>("signIn");
  const [isOpen, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const open = useCallback<AuthDialogs["open"]>((nextView, options) => {
    setView(nextView);
    setNext(options?.next ?? null);
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const request = readSignInRequest(location.search);
    if (request) open("signIn", { next: request.next });
  }, [location.search, open]);

  /** Takes `?signin=1&next=` out of the address, so a reload or a shared link does not reopen the dialog. */
  const forgetRequest = useCallback(() => {
    if (!readSignInRequest(location.search)) return Promise.resolve();
    return navigate(
      { pathname: location.pathname, search: withoutSignInRequest(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.hash, location.pathname, location.search, navigate]);

  const onOpenChange = useCallback(
    (nextOpen: boolean) => {
      setOpen(nextOpen);
      if (!nextOpen) void forgetRequest();
    },
    [forgetRequest],
  );

  const onSignedIn = useCallback(async () => {
    setOpen(false);
    // The root loader reads the session: the header and every page follow once it has run again.
    await revalidator.revalidate();
    if (next) await navigate(next);
    else await forgetRequest();
  }, [forgetRequest, navigate, next, revalidator]);

  const value = useMemo<AuthDialogs>(() => ({ open, preload: () => void loadAuthDialog() }), [open]);

  return (
    <AuthDialogsContext.Provider value={value}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <AuthDialog open={isOpen} onOpenChange={onOpenChange} view={view} onViewChange={setView} onSignedIn={onSignedIn} />
        </Suspense>
      ) : null}
    </AuthDialogsContext.Provider>
  );
}

export function useAuthDialogs(): AuthDialogs {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error("useAuthDialogs must be used within an AuthDialogsProvider");
  return value;
}
