import "~/lib/i18n/areas/recipe-detail/register-expert";
import { CircleCheck, Loader2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { BRAND } from "../../../shared/brand";
import {
  CONSULTATION_LIMITS,
  consultationFormSchema,
  DOSHA_TYPES,
  type ConsultationFormValues,
  type ConsultationResult,
} from "../../../shared/schemas/consultation";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { HoneypotField, honeypotValue } from "~/components/ui/honeypot-field";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";

type Field = keyof ConsultationFormValues;
type Values = Required<{ [K in Field]: string }>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: "", email: "", doshaType: "", healthConcerns: "", question: "" };
const FIELD_ORDER: Field[] = ["name", "email", "doshaType", "healthConcerns", "question"];
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

/** The Ask Our Expert dialog: form, then submitting, then what happens next; Close resets it. */
export default function ExpertDialog({
  open,
  onOpenChange,
  recipeId,
  recipeTitle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recipeId: number;
  recipeTitle: string;
}) {
  const { t } = useI18n();
  const { toast } = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<Phase>("form");
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  function reset() {
    setValues(EMPTY);
    setErrors({});
    setPhase("form");
    setSentTo(null);
  }

  function changeOpen(next: boolean) {
    // Closing after a sent question starts the next one fresh; a draft survives a stray close.
    if (!next && phase === "success") reset();
    onOpenChange(next);
  }

  function focusFirstError(found: Errors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase === "submitting") return;
    const found = validate(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    const parsed = consultationFormSchema.parse(values);
    const website = honeypotValue(formRef.current);
    setPhase("submitting");
    try {
      await apiRequest<ConsultationResult>("POST", "/api/expert-consultation", {
        ...parsed,
        recipeId,
        recipeTitle,
        recipientEmail: BRAND.email,
        submittedAt: new Date().toISOString(),
        ...(website ? { website } : {}),
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

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : HAS_HINT.includes(field) ? `${id}-${field}-hint` : undefined,
    maxLength: MAX[field],
    className: inputClassName(!!errors[field]),
  });

  const submitting = phase === "submitting";

  return (
    <DialogFrame
      open={open}
      onOpenChange={changeOpen}
      title={t("recipeDetail.expert.dialogTitle")}
      description={t("recipeDetail.expert.dialogDescription", { title: recipeTitle })}
    >
      {phase === "success" && sentTo ? (
        <div className="px-5 py-6 sm:px-7">
          <div className="flex items-start gap-3 rounded-2xl bg-herb-light p-4 text-herb-dark">
            <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden />
            <div>
              <h3 ref={successHeading} tabIndex={-1} className="font-sans text-lg font-semibold text-herb-dark outline-none">
                {t("recipeDetail.expert.successTitle")}
              </h3>
              <p className="mt-1 text-sm">{t("recipeDetail.expert.successBody", { name: sentTo.name })}</p>
            </div>
          </div>
          <h4 className="mt-6 font-semibold">{t("recipeDetail.expert.nextTitle")}</h4>
          <ol className="mt-3 space-y-3">
            {[t("recipeDetail.expert.next1"), t("recipeDetail.expert.next2", { email: sentTo.email }), t("recipeDetail.expert.next3")].map((text, index) => (
              <li key={index} className="flex gap-3 text-sm leading-6 text-ink-soft">
                <span aria-hidden className="grid size-7 shrink-0 place-items-center rounded-full bg-saffron-light font-semibold text-saffron-dark">
                  {index + 1}
                </span>
                <span className="pt-0.5">{text}</span>
              </li>
            ))}
          </ol>
          <div className="mt-7 flex justify-end">
            <Button
              onClick={() => {
                reset();
                onOpenChange(false);
              }}
            >
              {t("recipeDetail.expert.close")}
            </Button>
          </div>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} className="px-5 py-6 sm:px-7">
          <fieldset disabled={submitting} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t("recipeDetail.expert.name")} htmlFor={`${id}-name`} error={errors.name} errorId={`${id}-name-error`}>
                <input type="text" autoComplete="name" required {...fieldProps("name")} className={cn(fieldProps("name").className, "h-12")} />
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
            <FormField label={t("recipeDetail.expert.dosha")} htmlFor={`${id}-doshaType`} error={errors.doshaType} errorId={`${id}-doshaType-error`}>
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
            <HoneypotField id={`${id}-website`} label={t("recipeDetail.expert.honeypot")} />
          </fieldset>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={submitting}>
                {t("recipeDetail.expert.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {submitting ? t("recipeDetail.expert.submitting") : t("recipeDetail.expert.submit")}
            </Button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
