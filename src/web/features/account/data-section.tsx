import { Download, FileJson, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { paths } from "../../../shared/paths";
import { ACCOUNT_API } from "../../../shared/rules/account";
import type { AccountMessageResult } from "../../../shared/schemas/account";
import { Button, buttonVariants } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import type { AuthFormState } from "~/features/auth/auth-form-state";
import { CONFIRM_DELETE_SEARCH, DELETE_FIELDS } from "./account-forms";
import { AccountField, AccountNote, AccountPanel, IntentField, PasswordInput, SubmitButton } from "./account-parts";
import { savedListsSync } from "./saved-lists-sync";
import { useAccountForm } from "./use-account-form";
import { usePagePath } from "~/lib/page-path";

/**
 * "Download my data" (the JSON export) and "Delete my account" (with the password). The delete
 * control is a link to this tab asking for the confirmation in place (`confirm=delete`), which
 * works before and without the page's scripts; with them it opens the confirmation dialog.
 */
export function DataSection({ server, confirmDelete }: { server?: AuthFormState; confirmDelete: boolean }) {
  const { t } = useI18n();
  const [deleting, setDeleting] = useState(false);
  // The dialog stays open while the deletion is on its way.
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <AccountPanel title={t("account.data.downloadTitle")} intro={t("account.data.downloadBody")} icon={<FileJson className="size-5" />}>
        <div className="mt-6">
          {/* A plain link: the answer is a file (Content-Disposition: attachment), not a page. */}
          <a href={ACCOUNT_API.data} download className={cn(buttonVariants({ variant: "primary", size: "lg" }), "w-full sm:w-auto")}>
            <Download aria-hidden />
            {t("account.data.download")}
          </a>
        </div>
      </AccountPanel>
      <AccountPanel
        title={t("account.data.deleteTitle")}
        intro={t("account.data.deleteBody")}
        icon={<TriangleAlert className="size-5" />}
        tone="danger"
      >
        {confirmDelete ? (
          <div className="mt-6 border-t border-chili/20 pt-5">
            <h3 className="text-lg font-semibold">{t("account.delete.dialogTitle")}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t("account.delete.dialogBody")}</p>
            <DeleteAccountForm server={server} className="mt-5 grid gap-5" />
          </div>
        ) : (
          <div className="mt-6">
            <Link
              to={CONFIRM_DELETE_SEARCH}
              preventScrollReset
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setDeleting(true);
              }}
              className={cn(buttonVariants({ variant: "danger", size: "lg" }), "w-full sm:w-auto")}
            >
              <Trash2 aria-hidden />
              {t("account.data.delete")}
            </Link>
          </div>
        )}
      </AccountPanel>
      <DialogFrame
        open={deleting}
        onOpenChange={(open) => !busy && setDeleting(open)}
        title={t("account.delete.dialogTitle")}
        description={t("account.delete.dialogBody")}
      >
        <DeleteAccountForm inDialog onBusy={setBusy} className="grid gap-5 px-5 py-6 sm:px-7" />
      </DialogFrame>
    </div>
  );
}

/**
 * The password that confirms the deletion, in the dialog or in the tab itself. It posts to the
 * page without a script; with one it is sent to the API and the visitor goes home, signed out.
 */
function DeleteAccountForm({
  inDialog = false,
  server,
  onBusy,
  className,
}: {
  inDialog?: boolean;
  server?: AuthFormState;
  onBusy?: (busy: boolean) => void;
  className?: string;
}) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const { toast } = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { formRef, onSubmit, submitting, errors, fieldProps, id, failureText } = useAccountForm({
    server,
    fields: DELETE_FIELDS,
    initial: { password: "" },
    contract: (c) => c.accountDeletionSchema,
    send: (data) => apiRequest<AccountMessageResult>("POST", ACCOUNT_API.deleteAccount, data),
    messageFields: { passwordWrong: "password", invalidCredentials: "password" },
    clearOnSuccess: ["password"],
    onSuccess: async (_answer, message) => {
      // The session is gone with the account: the browser forgets the saved lists at once, and
      // the header reads who is signed in again once the home page is shown.
      (await savedListsSync()).signedOut();
      toast({ title: t("account.delete.doneTitle"), description: message });
      await navigate(paths.home, { replace: true });
      await revalidator.revalidate();
    },
  });
  const form = { id, errors };
  useEffect(() => onBusy?.(submitting), [onBusy, submitting]);
  const cancelClass = cn(buttonVariants({ variant: "outline", size: "lg" }));

  return (
    <form
      ref={formRef}
      method="post"
      action={pagePath(`${paths.account}${CONFIRM_DELETE_SEARCH}`)}
      onSubmit={onSubmit}
      noValidate
      className={className}
      aria-busy={submitting}
    >
      <IntentField intent="delete" />
      {failureText ? <AccountNote tone="alert">{failureText}</AccountNote> : null}
      <AccountField form={form} name="password" label={t("account.delete.password")}>
        <PasswordInput {...fieldProps("password")} autoComplete="current-password" invalid={!!errors.password} />
      </AccountField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {inDialog ? (
          <DialogClose asChild>
            <Button variant="outline" size="lg" disabled={submitting}>
              {t("account.delete.cancel")}
            </Button>
          </DialogClose>
        ) : (
          <Link to={`${paths.account}?tab=data`} preventScrollReset className={cancelClass}>
            {t("account.delete.cancel")}
          </Link>
        )}
        <SubmitButton
          submitting={submitting}
          label={t("account.delete.confirm")}
          busyLabel={t("account.delete.deleting")}
          icon={<Trash2 aria-hidden />}
          variant="destructive"
        />
      </div>
    </form>
  );
}
