import { CircleCheck, LinkIcon, MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink, buttonVariants } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import type { AuthFormState } from "./auth-form-state";
import { AuthLink } from "./auth-link";
import { FormNote } from "./form-bits";
import { LinkPagePanel } from "./link-page-panel";
import { verifyOutcome, type VerifyEmailState } from "./link-pages";
import { usePagePath } from "~/lib/page-path";

const loadRequests = () => import("./link-requests");

/**
 * /verify-email/:token: one button that verifies the address, then the way to sign in; a dead
 * link says so at once. The button sends a form to this page, so it works without a script too:
 * the page then leads to the sign-in page, which says the address is verified.
 */
export function VerifyEmailView({ token, usable, server }: { token: string; usable: boolean; server?: AuthFormState }) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const { toast } = useToast();
  const [state, setState] = useState<VerifyEmailState>(usable ? "ask" : "invalid");
  const [submitting, setSubmitting] = useState(false);

  async function verify() {
    setSubmitting(true);
    let status: number;
    try {
      const { verifyEmailRequest } = await loadRequests();
      await verifyEmailRequest(token);
      status = 200;
    } catch (failure) {
      status = failure instanceof ApiRequestError ? failure.status : 0;
    }
    setSubmitting(false);
    const outcome = verifyOutcome(status);
    if (outcome === "failed") toast({ variant: "destructive", title: t("authPages.failedTitle"), description: t("authPages.failedBody") });
    else setState(outcome);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void verify();
  }

  // The sign-in page, or the sign-in dialog over this page once the scripts run.
  const signIn = (
    <AuthLink view="signIn" className={buttonVariants({ size: "lg" })}>
      {t("authPages.signIn")}
    </AuthLink>
  );
  const home = (
    <ButtonLink to={paths.home} variant="outline" size="lg">
      {t("authPages.home")}
    </ButtonLink>
  );

  if (state === "verified") {
    return (
      <LinkPagePanel icon={CircleCheck} title={t("authPages.verify.doneTitle")} body={t("authPages.verify.doneBody")} stateKey={state}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {signIn}
          {home}
        </div>
      </LinkPagePanel>
    );
  }
  if (state === "invalid") {
    return (
      <LinkPagePanel
        icon={LinkIcon}
        tone="saffron"
        title={t("authPages.verify.invalidTitle")}
        body={t("authPages.verify.invalidBody")}
        stateKey={state}
      >
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {signIn}
          {home}
        </div>
      </LinkPagePanel>
    );
  }
  return (
    <LinkPagePanel icon={MailCheck} title={t("authPages.verify.title")} body={t("authPages.verify.intro")} stateKey={state}>
      {server?.failure ? (
        <FormNote tone="alert" title={t("authPages.failedTitle")} className="mt-5">
          {server.failure === "limited" ? t("authDialogs.error.rateLimited") : t("authDialogs.error.unknown")}
        </FormNote>
      ) : null}
      <form method="post" action={pagePath(paths.verifyEmail(token))} onSubmit={onSubmit} className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={submitting} onPointerEnter={() => void loadRequests()}>
          {submitting ? t("authPages.verify.submitting") : t("authPages.verify.submit")}
        </Button>
        {home}
      </form>
    </LinkPagePanel>
  );
}
