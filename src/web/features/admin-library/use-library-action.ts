import { useState } from "react";
import { useRevalidator } from "react-router";
import { paths } from "../../../shared/paths";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";

/**
 * Runs one of the team's actions with the screen's toasts: the server's message on a refusal
 * (it says what to fix), sign-in again on a lost session, the page's data reloaded on success.
 */
export function useLibraryAction() {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  /** `onRefused` takes a refusal's message instead of the toast, for a form that shows it in place. */
  async function run<T>(
    key: string,
    action: () => Promise<T>,
    success?: (result: T) => string,
    onRefused?: (message: string) => void,
  ): Promise<T | null> {
    setBusy(key);
    try {
      const result = await action();
      if (success) toast({ title: t("adminLibrary.doneTitle"), description: success(result) });
      await revalidator.revalidate();
      return result;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        window.location.assign(`${paths.adminLoginThen(`${window.location.pathname}${window.location.search}`)}&reason=expired`);
        return null;
      }
      const message =
        error instanceof ApiRequestError && error.status < 500 && error.body?.message ? error.body.message : t("adminLibrary.failed");
      if (onRefused) onRefused(message);
      else toast({ variant: "destructive", title: t("adminLibrary.failedTitle"), description: message });
      return null;
    } finally {
      setBusy(null);
    }
  }
  return { run, busy };
}
