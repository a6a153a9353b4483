import "~/lib/i18n/areas/account-dialogs/register";
import { useState } from "react";
import { DialogFrame } from "~/components/ui/dialog-frame";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { AuthView } from "./auth-dialogs";
import { EMPTY_REGISTRATION, type RegistrationValues } from "./auth-forms";
import { ForgotPasswordForm } from "./forgot-password-form";
import { RegisterForm } from "./register-form";
import { SignInForm } from "./sign-in-form";

const HEADINGS: Record<AuthView, { title: MessageKey; description: MessageKey }> = {
  register: { title: "authDialogs.register.title", description: "authDialogs.register.description" },
  signIn: { title: "authDialogs.signIn.title", description: "authDialogs.signIn.description" },
  forgot: { title: "authDialogs.forgot.title", description: "authDialogs.forgot.description" },
};

/**
 * The account dialog (loaded on first open): the registration form, the sign-in form and its
 * forgot-password view. What was typed survives a close and a switch between views (the
 * address carries over from sign-in to forgot); the password of the sign-in does not.
 */
export default function AuthDialog({
  open,
  onOpenChange,
  view,
  onViewChange,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  onSignedIn: () => void;
}) {
  const { t } = useI18n();
  const [registration, setRegistration] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [email, setEmail] = useState("");
  const { title, description } = HEADINGS[view];

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={t(title)} description={t(description)}>
      {view === "register" ? (
        <RegisterForm values={registration} setValues={setRegistration} onRegistered={() => onOpenChange(false)} onSignIn={() => onViewChange("signIn")} />
      ) : view === "signIn" ? (
        <SignInForm email={email} setEmail={setEmail} onSignedIn={onSignedIn} onForgot={() => onViewChange("forgot")} onRegister={() => onViewChange("register")} />
      ) : (
        <ForgotPasswordForm email={email} setEmail={setEmail} onSent={() => onViewChange("signIn")} onBack={() => onViewChange("signIn")} />
      )}
    </DialogFrame>
  );
}
