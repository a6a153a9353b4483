import { lazy, Suspense } from "react";
import { useI18n } from "~/lib/i18n";
import { useSignedInAccount } from "./auth-dialogs";
import { AuthLink } from "./auth-link";

// Only signed-in visitors see the menu: its code (and signing out) loads for them alone.
const AccountMenu = lazy(() => import("./lazy-entry").then((entry) => entry.loadAccountMenu()));

/** The header's account corner: 'Sign In' for a visitor, the first name and a small menu once signed in. */
export function AccountControl() {
  const account = useSignedInAccount();
  if (!account) return <SignInButton />;
  return (
    <Suspense fallback={<span className="size-11" aria-hidden />}>
      <AccountMenu account={account} />
    </Suspense>
  );
}

/** A link to the sign-in page that the shell turns into the sign-in dialog once its scripts run. */
function SignInButton() {
  const { t } = useI18n();
  return (
    <AuthLink
      view="signIn"
      returnHere
      className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-semibold text-herb-dark hover:bg-sand sm:border sm:border-line sm:px-4"
    >
      {/* Drawn inline, written as the footer's glyphs are: every page carries this link. */}
      <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden focusable="false">
        <path d="M12 12.5a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM3.5 21.5a8.5 8.5 0 0 1 17 0Z" />
      </svg>
      <span className="sr-only sm:not-sr-only">{t("auth.signIn")}</span>
    </AuthLink>
  );
}
