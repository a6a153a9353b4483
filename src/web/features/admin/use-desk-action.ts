import { useState } from "react";
import { useRevalidator } from "react-router";
import { paths } from "../../../shared/paths";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";

/**
 * Runs one action of an operations desk (add a session, ship an order...) with its toasts (texts
 * already in the admin's language): the success text, or the server's own message for a refusal it explains (400-422), or the failure
 * text. The page's data reloads after success and after a 409 (someone else acted first). A lost
 * session goes to sign-in and back here.
 */
export function useDeskAction() {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(
    name: string,
    action: () => Promise<unknown>,
    texts: { success: string; failureTitle: string; failure: string },
  ): Promise<boolean> {
    setBusy(name);
    try {
      await action();
      toast({ title: texts.success });
      void revalidator.revalidate();
      return true;
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      if (status === 401) {
        window.location.assign(`${paths.adminLoginThen(`${window.location.pathname}${window.location.search}`)}&reason=expired`);
        return false;
      }
      const message =
        error instanceof ApiRequestError && status >= 400 && status < 500
          ? (error.body?.issues?.[0]?.message ?? error.body?.message)
          : undefined;
      toast({ variant: "destructive", title: texts.failureTitle, description: message ?? texts.failure });
      if (status === 409) void revalidator.revalidate();
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
