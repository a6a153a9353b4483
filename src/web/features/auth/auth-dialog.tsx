import "~/lib/i18n/areas/account-dialogs/register";
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { DialogFrame } from "~/components/ui/dialog-frame";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { AuthDialogState, AuthView } from "./auth-dialogs";
import { withNextPath } from "../../../shared/next-path";
import { paths } from "../../../shared/paths";
import { EMPTY_REGISTRATION, type RegistrationValues } from "./auth-fields";
import { ForgotPasswordForm } from "./forgot-password-form";
import { RegisterForm } from "./register-form";
import { readSignInRequest, withoutSignInRequest } from "./sign-in-request";
import { SignInForm } from "./sign-in-form";
import { usePagePath } from "~/lib/page-path";

const HEADINGS: Record<AuthView, { title: MessageKey; description: MessageKey }> = {
  register: { title: "authDialogs.register.title", description: "authDialogs.register.description" },
  signIn: { title: "authDialogs.signIn.title", description: "authDialogs.signIn.description" },
  forgot: { title: "authDialogs.forgot.title", description: "authDialogs.forgot.description" },
};

const CLOSED: AuthDialogState = { view: "signIn", open: false, next: null };

/**
 * The account dialog (loaded on first use): the registration form, the sign-in form and its
 * forgot-password view. What was typed survives a close and a switch between views (the
 * address carries over from sign-in to forgot); the sign-in password does not. After a
 * sign-in the root data reloads (the header reads who is signed in from it) and the visitor
 * goes on to `next`.
 */
export default function AuthDialog({
  state,
  setState,
  signedIn,
}: {
  state: AuthDialogState | null;
  setState: Dispatch<SetStateAction<AuthDialogState | null>>;
  /** Whether someone is signed in already (the root data, which the provider reads). */
  signedIn: boolean;
}) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [registration, setRegistration] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [email, setEmail] = useState("");
  const { view, open, next } = state ?? CLOSED;

  /** Takes `?signin=1&next=` out of the address, so a reload or a shared link does not reopen the dialog. */
  const forgetRequest = useCallback(async () => {
    if (!readSignInRequest(location.search)) return;
    await navigate(
      { pathname: location.pathname, search: withoutSignInRequest(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    const request = readSignInRequest(location.search);
    if (!request) return;
    // Someone already signed in goes straight on; asking for a reset link still opens its view.
    if (signedIn && request.view === "signIn") void (request.next ? navigate(request.next, { replace: true }) : forgetRequest());
    // The address asks for the dialog; the server renders it closed, so it opens after hydration.
    else setState({ view: request.view, open: true, next: request.next });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new address asks again
  }, [location.search]);

  const setView = (nextView: AuthView) => setState((current) => ({ ...(current ?? CLOSED), view: nextView }));

  const onOpenChange = (nextOpen: boolean) => {
    setState((current) => ({ ...(current ?? CLOSED), open: nextOpen }));
    if (!nextOpen) void forgetRequest();
  };

  async function onSignedIn() {
    setState((current) => ({ ...(current ?? CLOSED), open: false }));
    await revalidator.revalidate();
    if (next) await navigate(next);
    else await forgetRequest();
  }

  const { title, description } = HEADINGS[view];
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={t(title)} description={t(description)}>
      {/* The forms name their pages as their actions: the same forms work there without a script. */}
      {view === "register" ? (
        <RegisterForm
          inDialog
          action={pagePath(paths.register)}
          values={registration}
          setValues={setRegistration}
          onRegistered={() => onOpenChange(false)}
          onSignIn={() => setView("signIn")}
        />
      ) : view === "signIn" ? (
        <SignInForm
          inDialog
          action={pagePath(withNextPath(paths.signIn, next))}
          email={email}
          setEmail={setEmail}
          onSignedIn={() => void onSignedIn()}
          onForgot={() => setView("forgot")}
          onRegister={() => setView("register")}
        />
      ) : (
        <ForgotPasswordForm
          inDialog
          action={pagePath(paths.forgotPassword)}
          email={email}
          setEmail={setEmail}
          onSent={() => setView("signIn")}
          onBack={() => setView("signIn")}
        />
      )}
    </DialogFrame>
  );
}
