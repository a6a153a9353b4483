import { Download, FileJson, Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { paths } from "../../../shared/paths";
import { ACCOUNT_API } from "../../../shared/rules/account";
import type { AccountMessageResult } from "../../../shared/schemas/account";
import { Button, buttonVariants } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { AccountField, AccountPanel, PasswordInput, SubmitButton } from "./account-parts";
import { savedListsSync } from "./saved-lists-sync";
import { useAccountForm } from "./use-account-form";

/** "Download my data" (the JSON export) and "Delete my account" (with the password). */
export function DataSection() {
  const { t } = useI18n();
  const [deleting, setDeleting] = useState(false);
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
      <AccountPanel title={t("account.data.deleteTitle")} intro={t("account.data.deleteBody")} icon={<TriangleAlert className="size-5" />} tone="danger">
        <div className="mt-6">
          <Button variant="danger" size="lg" className="w-full sm:w-auto" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden />
            {t("account.data.delete")}
          </Button>
        </div>
      </AccountPanel>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { formRef, onSubmit, submitting, errors, fieldProps, id } = useAccountForm({
    fields: ["password"] as const,
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

  return (
    <DialogFrame open={open} onOpenChange={(next) => !submitting && onOpenChange(next)} title={t("account.delete.dialogTitle")} description={t("account.delete.dialogBody")}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5 px-5 py-6 sm:px-7" aria-busy={submitting}>
        <AccountField form={form} name="password" label={t("account.delete.password")}>
          <PasswordInput {...fieldProps("password")} autoComplete="current-password" invalid={!!errors.password} />
        </AccountField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" size="lg" disabled={submitting}>
              {t("account.delete.cancel")}
            </Button>
          </DialogClose>
          <SubmitButton submitting={submitting} label={t("account.delete.confirm")} busyLabel={t("account.delete.deleting")} icon={<Trash2 aria-hidden />} variant="destructive" />
        </div>
      </form>
    </DialogFrame>
  );
}
