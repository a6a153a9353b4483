import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { useFormFields, type FieldIssue } from "~/lib/use-form-fields";
import type { AuthFormState } from "~/features/auth/auth-form-state";
import { accountMessageText, loadAccountContracts, messageName, type AccountContracts, type AccountPageMessage } from "./account-messages";

/** The part of a zod schema the form uses. */
type Checker = {
  safeParse: (input: unknown) => { success: true; data: unknown } | { success: false; error: { issues: readonly FieldIssue[] } };
};

type Options<F extends string, A> = {
  fields: readonly F[];
  initial: Record<F, string>;
  /** The shared contract that checks the form, picked from the lazily loaded module. */
  contract: (contracts: AccountContracts) => Checker;
  /** Sends the checked values; resolves with the server's answer. */
  send: (data: unknown) => Promise<A>;
  /** Server answers without field issues that still belong to a field (a wrong password). */
  messageFields?: Partial<Record<AccountPageMessage, F>>;
  /** After a 2xx: the answer and its message in the visitor's language. */
  onSuccess: (answer: A, message: string) => void | Promise<void>;
  /** Fields emptied after a success (passwords). */
  clearOnSuccess?: readonly F[];
  /** The page's answer to this form sent without a script: its typed values, errors and failure. */
  server?: AuthFormState;
};

/**
 * State and submission of one of the account page's forms: values, errors in the visitor's
 * language (the contract's message looked up in the catalogue), the busy flag, and the answers
 * that are not about one field (session ended, too many attempts, no connection) as toasts.
 */
export function useAccountForm<F extends string, A extends { message?: string }>(options: Options<F, A>) {
  const { fields, initial, contract, send, messageFields = {}, onSuccess, clearOnSuccess = [], server } = options;
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const { id, formRef, values, setValues, errors, setErrors, showErrors, errorsOf, fieldProps } = useFormFields(fields, initial, server);
  const [submitting, setSubmitting] = useState(false);
  // Why the page's answer refused the form when no field is to blame; it goes with the next send.
  const [failure, setFailure] = useState(server?.failure);

  const failed = (description = t("account.message.failed")) =>
    toast({ variant: "destructive", title: t("account.message.failedTitle"), description });

  const collect = (contracts: AccountContracts, issues: readonly FieldIssue[]) =>
    errorsOf(issues, (message) => accountMessageText(t, contracts.accountMessages, message));

  async function submit() {
    let contracts: AccountContracts;
    try {
      contracts = await loadAccountContracts();
    } catch {
      // The checker's script could not load (the connection dropped): nothing was sent.
      return failed();
    }
    const parsed = contract(contracts).safeParse(values);
    if (!parsed.success) return showErrors(collect(contracts, parsed.error.issues));
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await send(parsed.data);
      if (clearOnSuccess.length > 0)
        setValues((current) => ({ ...current, ...Object.fromEntries(clearOnSuccess.map((field) => [field, ""])) }));
      await onSuccess(answer, answer?.message ? accountMessageText(t, contracts.accountMessages, answer.message) : "");
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) return failed();
      const body = failure.body;
      const name = body?.message ? messageName(contracts.accountMessages, body.message) : null;
      const field = name ? messageFields[name] : undefined;
      if (failure.status === 400 && body?.issues?.length) {
        const found = collect(
          contracts,
          body.issues.map((issue) => ({ path: [issue.path], message: issue.message })),
        );
        if (Object.keys(found).length > 0) return showErrors(found);
      }
      if (field && body?.message)
        return showErrors({ [field]: accountMessageText(t, contracts.accountMessages, body.message) } as Partial<Record<F, string>>);
      if (failure.status === 401) {
        // The session ended (signed out elsewhere, or a password change on another device): the
        // page's loader sends the visitor to sign in again.
        failed(t("account.message.signInRequired"));
        return void revalidator.revalidate();
      }
      if (failure.status === 429) {
        return failed(t("account.message.tooManyRequests", { minutes: Math.max(1, Math.ceil((body?.retryAfterSeconds ?? 60) / 60)) }));
      }
      failed(body?.message ? accountMessageText(t, contracts.accountMessages, body.message) : undefined);
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFailure(undefined);
    void submit();
  }

  const failureText = failure === "limited" ? t("account.message.tooManyAttempts") : failure ? t("account.message.failed") : null;

  return { id, formRef, values, setValues, errors, submitting, onSubmit, fieldProps, failureText };
}
