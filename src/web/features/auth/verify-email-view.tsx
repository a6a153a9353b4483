import { CircleCheck, LinkIcon, MailCheck } from "lucide-react";
import { useState } from "react";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { LinkPagePanel } from "./link-page-panel";
import { verifyOutcome, type VerifyEmailState } from "./link-pages";
import { SIGN_IN_SEARCH } from "./sign-in-request";

const loadRequests = () => import("./link-requests");

/** /verify-email/:token: one button that verifies the address, then the way to sign in; a dead link says so at once. */
export function VerifyEmailView({ token, usable }: { token: string; usable: boolean }) {
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

  // The shell opens the sign-in dialog for `?signin=1` on any page, this one included.
  const signIn = (
    <ButtonLink to={{ search: SIGN_IN_SEARCH }} preventScrollReset size="lg">
      {t("authPages.signIn")}
    </ButtonLink>
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
      <LinkPagePanel icon={LinkIcon} tone="saffron" title={t("authPages.verify.invalidTitle")} body={t("authPages.verify.invalidBody")} stateKey={state}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {signIn}
          {home}
        </div>
      </LinkPagePanel>
    );
  }
  return (
    <LinkPagePanel icon={MailCheck} title={t("authPages.verify.title")} body={t("authPages.verify.intro")} stateKey={state}>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" disabled={submitting} onClick={() => void verify()} onPointerEnter={() => void loadRequests()}>
          {submitting ? t("authPages.verify.submitting") : t("authPages.verify.submit")}
        </Button>
        {home}
      </div>
    </LinkPagePanel>
  );
}
