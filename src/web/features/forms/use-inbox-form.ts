import { useRef, useState, type FormEvent } from "react";
import { BRAND } from "../../../shared/brand";
import type { InboxFormResult } from "../../../shared/schemas/form-fields";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { useFormFields, type FieldIssue } from "~/lib/use-form-fields";
import type { PageFormState } from "~/lib/page-form";
import { honeypotPart } from "~/components/ui/honeypot-field";

/** The part of a zod schema the form uses; keeps zod itself out of the page's first script. */
type Contract = {
  safeParse: (input: unknown) => { success: true; data: Record<string, unknown> } | { success: false; error: { issues: FieldIssue[] } };
};

type Options<F extends string> = {
  fields: readonly F[];
  initial: Record<F, string>;
  /** The shared contract and its English messages, loaded on the first submit. */
  loadContract: () => Promise<{ schema: Contract; messages: Record<string, string> }>;
  /** The page's catalogue prefix: errors are `${prefix}.error.<message key>`, toasts `${prefix}.success` and so on. */
  prefix: "contactPage" | "removalPage" | "sponsorPage";
  endpoint: string;
  /** Sent with every submission beside the fields (the spec's recipientEmail on the contact form). */
  extraBody?: Record<string, unknown>;
  /** The page's answer to the form sent without JavaScript: its values and errors, or its reference once sent. */
  server?: PageFormState;
  sentReference?: string | null;
};

/**
 * State and submission of one of the site's message forms: the values, the errors in the
 * visitor's language (the contract's message looked up in the catalogue), the submitting flag,
 * the spec's toasts, and a cleared form with the reference once the team has the message.
 */
export function useInboxForm<F extends string>({
  fields,
  initial,
  loadContract,
  prefix,
  endpoint,
  extraBody,
  server,
  sentReference,
}: Options<F>) {
  const { t } = useI18n();
  const { toast } = useToast();
  const { id, formRef, values, setValues, errors, setErrors, showErrors, errorsOf, fieldProps } = useFormFields(fields, initial, server);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ reference: string } | null>(sentReference ? { reference: sentReference } : null);
  const messagesRef = useRef<Record<string, string>>({});

  const errorText = (message: string) => {
    const key = Object.entries(messagesRef.current).find(([, text]) => text === message)?.[0];
    return key ? t(`${prefix}.error.${key}` as MessageKey) : t("forms.error.characters");
  };

  const collect = (issues: readonly FieldIssue[]) => errorsOf(issues, errorText);

  const failed = (limited: boolean) =>
    toast({
      variant: "destructive",
      title: t(`${prefix}.failureTitle` as MessageKey),
      description: t(limited ? (`${prefix}.rateLimited` as MessageKey) : (`${prefix}.failure` as MessageKey), { email: BRAND.email }),
    });

  async function submit() {
    let contract: Awaited<ReturnType<typeof loadContract>>;
    try {
      contract = await loadContract();
    } catch {
      // The checker's script could not load (the connection dropped): nothing was sent.
      return failed(false);
    }
    const { schema, messages } = contract;
    messagesRef.current = messages;
    const parsed = schema.safeParse(values);
    if (!parsed.success) return showErrors(collect(parsed.error.issues));
    setErrors({});
    setSubmitting(true);
    try {
      const result = await apiRequest<InboxFormResult>("POST", endpoint, { ...values, ...extraBody, ...honeypotPart(formRef.current) });
      toast({ title: t(`${prefix}.successTitle` as MessageKey), description: t(`${prefix}.success` as MessageKey) });
      setDone({ reference: result.reference });
      setValues(Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) {
        showErrors(collect((failure.body?.issues ?? []).map((issue) => ({ path: [issue.path], message: issue.message }))));
      }
      failed(failure instanceof ApiRequestError && failure.status === 429);
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    void submit();
  }

  return { id, formRef, doneRef, values, setValues, errors, submitting, done, onSubmit, fieldProps, failure: server?.failure };
}
