import "~/lib/i18n/areas/recipe-detail/register-expert";
import { CircleCheck, Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import {
  CONSULTATION_LIMITS,
  consultationFormSchema,
  DOSHA_TYPES,
  type ConsultationFormValues,
  type ConsultationResult,
} from "../../../shared/schemas/consultation";
import { Button, ButtonLink } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { HoneypotField, honeypotPart } from "~/components/ui/honeypot-field";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { FormFailureNote } from "~/features/forms/form-parts";
import { EXPERT_ANCHOR, EXPERT_FIELDS, expertFormAction } from "./expert-request";
import { usePagePath } from "~/lib/page-path";

type Field = keyof ConsultationFormValues;
type Values = Required<{ [K in Field]: string }>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: "", email: "", doshaType: "", healthConcerns: "", question: "" };
const FIELD_ORDER: readonly Field[] = EXPERT_FIELDS;
const HAS_HINT: Field[] = ["healthConcerns", "question"];
const MAX: Partial<Record<Field, number>> = {
  name: CONSULTATION_LIMITS.name,
  healthConcerns: CONSULTATION_LIMITS.healthConcerns,
  question: CONSULTATION_LIMITS.question,
};

/** Same checks as the API (one shared schema), with the messages in the visitor's language. */
function validate(values: Values, t: (key: MessageKey, params?: Record<string, string | number>) => string): Errors {
  const result = consultationFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (errors[field]) continue;
    // The shared text primitive reports control characters as a custom issue, on any text field.
    errors[field] =
      issue.code === "too_big" && MAX[field]
        ? t("recipeDetail.expert.error.tooLong", { max: MAX[field] })
        : issue.code === "custom"
          ? t("recipeDetail.expert.error.characters")
          : t(`recipeDetail.expert.error.${field}` as MessageKey);
  }
  return errors;
}

type Phase = "form" | "submitting" | "success";

type Props = { recipeId: number; recipeTitle: string };

/** Where the form is shown: in the dialog a button opens, or in the recipe page itself. */
type Frame =
  | { kind: "dialog"; open: boolean; onOpenChange: (open: boolean) => void }
  | {
      kind: "page";
      /** The page's answer to this form sent without JavaScript: typed values and messages. */
      server?: PageFormState;
    };

/** The Ask Our Expert dialog: form, then submitting, then what happens next; Close resets it. */
export default function ExpertDialog({ open, onOpenChange, ...props }: Props & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return <Expert frame={{ kind: "dialog", open, onOpenChange }} {...props} />;
}

/**
 * The same form in the recipe page, where the page's address asks for it (`?ask=1`): the way in
 * before the page's scripts have started, and without them. It posts to the page; with the
 * scripts it sends as the dialog does. `sent` is the page saying the question went (`?sent=1`).
 */
export function ExpertPanel({ server, sent, ...props }: Props & { server?: PageFormState; sent: boolean }) {
  const { t } = useI18n();
  if (sent) {
    return (
      <PageFrame
        title={t("recipeDetail.expert.dialogTitle")}
        description={t("recipeDetail.expert.dialogDescription", { title: props.recipeTitle })}
      >
        <Success
          body={t("recipeDetail.expert.sentBody")}
          answerTo={t("recipeDetail.expert.next2Sent")}
          close={
            <ButtonLink to={paths.recipe(props.recipeId)} variant="outline">
              {t("recipeDetail.expert.backToRecipe")}
            </ButtonLink>
          }
          status
        />
      </PageFrame>
    );
  }
  return <Expert frame={{ kind: "page", server }} {...props} />;
}

function Expert({ frame, recipeId, recipeTitle }: Props & { frame: Frame }) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const { toast } = useToast();
  const server = frame.kind === "page" ? frame.server : undefined;
  const [values, setValues] = useState<Values>(() => {
    const start = { ...EMPTY };
    for (const field of FIELD_ORDER) {
      const kept = server?.values[field];
      if (typeof kept === "string") start[field] = kept;
    }
    return start;
  });
  const [errors, setErrors] = useState<Errors>(() => {
    // The page's answer names each message by its catalogue key; "too long" says the field's limit.
    const found: Errors = {};
    for (const field of FIELD_ORDER) {
      const key = server?.errors[field];
      if (key) found[field] = t(key as MessageKey, { max: MAX[field] ?? "" });
    }
    return found;
  });
  /** Why the whole form was refused (too many questions, the server failing), as the page answered it. */
  const [failure, setFailure] = useState(server?.failure);
  const [phase, setPhase] = useState<Phase>("form");
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // The page's form is in the server's HTML: text typed before its script arrived is in the
  // fields but not in the state, and the next render would put the state's value back.
  useEffect(() => {
    const form = formRef.current;
    if (frame.kind !== "page" || !form) return;
    const typed: Partial<Values> = {};
    for (const field of FIELD_ORDER) {
      const control = form.elements.namedItem(field);
      const value =
        control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement
          ? control.value
          : null;
      if (value !== null && value !== values[field]) typed[field] = value;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM holds what the visitor typed before hydration; the state must follow it once
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  function reset() {
    setValues(EMPTY);
    setErrors({});
    setPhase("form");
    setSentTo(null);
  }

  function changeOpen(next: boolean) {
    if (frame.kind !== "dialog") return;
    // Closing after a sent question starts the next one fresh; a draft survives a stray close.
    if (!next && phase === "success") reset();
    frame.onOpenChange(next);
  }

  function focusFirstError(found: Errors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase === "submitting") return;
    setFailure(undefined);
    const found = validate(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    const parsed = consultationFormSchema.parse(values);

    setPhase("submitting");
    try {
      await apiRequest<ConsultationResult>("POST", "/api/expert-consultation", {
        ...parsed,
        recipeId,
        recipeTitle,
        recipientEmail: BRAND.email,
        submittedAt: new Date().toISOString(),
        ...honeypotPart(formRef.current),
      });
      setSentTo({ name: parsed.name, email: parsed.email });
      setPhase("success");
      toast({ title: t("recipeDetail.expert.toastSuccessTitle"), description: t("recipeDetail.expert.toastSuccessBody") });
      requestAnimationFrame(() => successHeading.current?.focus());
    } catch (failure) {
      setPhase("form");
      if (failure instanceof ApiRequestError && failure.status === 400 && failure.body?.issues) {
        const fromServer: Errors = {};
        for (const issue of failure.body.issues) {
          const field = issue.path as Field;
          if (FIELD_ORDER.includes(field) && !fromServer[field]) fromServer[field] = t(`recipeDetail.expert.error.${field}` as MessageKey);
        }
        setErrors(fromServer);
        focusFirstError(fromServer);
      }
      toast({
        variant: "destructive",
        title: t("recipeDetail.expert.toastFailedTitle"),
        description: t("recipeDetail.expert.toastFailedBody", { email: BRAND.email }),
      });
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Without JavaScript the page answered the form: the keyboard starts at its first message, or
  // at the button when the whole form was refused (too many questions, the server failing).
  const firstError = server ? FIELD_ORDER.find((field) => errors[field]) : undefined;
  const retry = server !== undefined && firstError === undefined && failure !== undefined ? { autoFocus: true } : {};

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    autoFocus: field === firstError ? true : undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : HAS_HINT.includes(field) ? `${id}-${field}-hint` : undefined,
    maxLength: MAX[field],
    className: inputClassName(!!errors[field]),
  });

  const submitting = phase === "submitting";
  const title = t("recipeDetail.expert.dialogTitle");
  const description = t("recipeDetail.expert.dialogDescription", { title: recipeTitle });

  const body =
    phase === "success" && sentTo ? (
      <Success
        headingRef={successHeading}
        body={t("recipeDetail.expert.successBody", { name: sentTo.name })}
        answerTo={t("recipeDetail.expert.next2", { email: sentTo.email })}
        close={
          frame.kind === "dialog" ? (
            <Button
              onClick={() => {
                reset();
                frame.onOpenChange(false);
              }}
            >
              {t("recipeDetail.expert.close")}
            </Button>
          ) : (
            <ButtonLink to={paths.recipe(recipeId)} variant="outline">
              {t("recipeDetail.expert.backToRecipe")}
            </ButtonLink>
          )
        }
      />
    ) : (
      <form
        ref={formRef}
        method="post"
        action={pagePath(expertFormAction(recipeId))}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={submitting}
        className="px-5 py-6 sm:px-7"
      >
        <FormFailureNote
          failure={failure}
          title={t("recipeDetail.expert.toastFailedTitle")}
          limited={t("recipeDetail.expert.rateLimited")}
          failed={t("recipeDetail.expert.toastFailedBody", { email: BRAND.email })}
        />
        <fieldset disabled={submitting} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("recipeDetail.expert.name")} htmlFor={`${id}-name`} error={errors.name} errorId={`${id}-name-error`}>
              <input
                type="text"
                autoComplete="name"
                required
                {...fieldProps("name")}
                className={cn(fieldProps("name").className, "h-12")}
              />
            </FormField>
            <FormField label={t("recipeDetail.expert.email")} htmlFor={`${id}-email`} error={errors.email} errorId={`${id}-email-error`}>
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                {...fieldProps("email")}
                className={cn(fieldProps("email").className, "h-12")}
              />
            </FormField>
          </div>
          <FormField
            label={t("recipeDetail.expert.dosha")}
            htmlFor={`${id}-doshaType`}
            error={errors.doshaType}
            errorId={`${id}-doshaType-error`}
          >
            <select required {...fieldProps("doshaType")} className={cn(fieldProps("doshaType").className, "h-12 appearance-auto")}>
              <option value="">{t("recipeDetail.expert.doshaPlaceholder")}</option>
              {DOSHA_TYPES.map((dosha) => (
                <option key={dosha} value={dosha}>
                  {t(`recipeDetail.expert.dosha.${dosha}` as MessageKey)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label={t("recipeDetail.expert.healthConcerns")}
            htmlFor={`${id}-healthConcerns`}
            error={errors.healthConcerns}
            errorId={`${id}-healthConcerns-error`}
            hint={t("recipeDetail.expert.healthConcernsHint")}
            hintId={`${id}-healthConcerns-hint`}
          >
            <textarea rows={2} {...fieldProps("healthConcerns")} className={cn(fieldProps("healthConcerns").className, "py-3")} />
          </FormField>
          <FormField
            label={t("recipeDetail.expert.question")}
            htmlFor={`${id}-question`}
            error={errors.question}
            errorId={`${id}-question-error`}
            hint={t("recipeDetail.expert.questionHint")}
            hintId={`${id}-question-hint`}
          >
            <textarea rows={4} required {...fieldProps("question")} className={cn(fieldProps("question").className, "py-3")} />
          </FormField>
          <HoneypotField id={`${id}-honeypot`} label={t("recipeDetail.expert.honeypot")} />
        </fieldset>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {frame.kind === "dialog" ? (
            <DialogClose asChild>
              <Button variant="outline" disabled={submitting}>
                {t("recipeDetail.expert.cancel")}
              </Button>
            </DialogClose>
          ) : (
            <ButtonLink to={`${paths.recipe(recipeId)}#${EXPERT_ANCHOR}`} variant="outline">
              {t("recipeDetail.expert.cancel")}
            </ButtonLink>
          )}
          <Button type="submit" disabled={submitting} {...retry}>
            {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {submitting ? t("recipeDetail.expert.submitting") : t("recipeDetail.expert.submit")}
          </Button>
        </div>
      </form>
    );

  if (frame.kind === "dialog") {
    return (
      <DialogFrame open={frame.open} onOpenChange={changeOpen} title={title} description={description}>
        {body}
      </DialogFrame>
    );
  }
  return (
    <PageFrame title={title} description={description}>
      {body}
    </PageFrame>
  );
}

/** The question's outcome and what happens next: after the dialog's send, or on the page that says it was sent. */
function Success({
  headingRef,
  body,
  answerTo,
  close,
  status = false,
}: {
  headingRef?: RefObject<HTMLHeadingElement | null>;
  body: string;
  /** The second step: where the answer goes (the address, when the page may show it). */
  answerTo: string;
  close: ReactNode;
  /** A page that opens on the outcome says it to assistive technology as it loads. */
  status?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="px-5 py-6 sm:px-7">
      <div role={status ? "status" : undefined} className="flex items-start gap-3 rounded-2xl bg-herb-light p-4 text-herb-dark">
        <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden />
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="font-sans text-lg font-semibold text-herb-dark outline-none">
            {t("recipeDetail.expert.successTitle")}
          </h3>
          <p className="mt-1 text-sm">{body}</p>
        </div>
      </div>
      <h4 className="mt-6 font-semibold">{t("recipeDetail.expert.nextTitle")}</h4>
      <ol className="mt-3 space-y-3">
        {[t("recipeDetail.expert.next1"), answerTo, t("recipeDetail.expert.next3")].map((text, index) => (
          <li key={index} className="flex gap-3 text-sm leading-6 text-ink-soft">
            <span
              aria-hidden
              className="grid size-7 shrink-0 place-items-center rounded-full bg-saffron-light font-semibold text-saffron-dark"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{text}</span>
          </li>
        ))}
      </ol>
      <div className="mt-7 flex justify-end">{close}</div>
    </div>
  );
}

/** The question form's card in the recipe page: the dialog's header, as a section of the page. */
function PageFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const titleId = `${useId()}-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-[1.75rem] bg-paper text-ink shadow-card">
      <div className="border-b border-line px-5 py-4 sm:px-7">
        <h3 id={titleId} className="text-2xl font-semibold">
          {title}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{description}</p>
      </div>
      {children}
    </section>
  );
}
