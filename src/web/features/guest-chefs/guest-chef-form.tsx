import { Camera, CircleCheck, Loader2, Plus, Send, X } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { GUEST_CHEF_CONTRIBUTIONS, GUEST_CHEF_LIMITS, guestChefMessages } from "../../../shared/rules/guest-chef";
import { IMAGE_UPLOAD, imageUploadMessages } from "../../../shared/rules/image-upload";
import type { ApiError } from "../../../shared/schemas/common";
import type { GuestChefApplicationResult } from "../../../shared/schemas/guest-chef";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { guestChefMessage } from "./guest-chef-messages";
import type { CountryOption } from "./load-guest-chef-form";
import { regionName } from "./region-name";
import { HoneypotField, honeypotValue } from "~/components/ui/honeypot-field";
import { HONEYPOT_FIELD } from "../../../shared/rules/honeypot";

type TextField =
  "name" | "email" | "phone" | "country" | "profession" | "experience" | "bio" | "instagram" | "youtube" | "facebook" | "website";
type Field = TextField | "specialties" | "contributions" | "photo";
type Values = Record<TextField, string>;
type Errors = Partial<Record<Field, string>>;

/** In the order the form shows them: the first wrong one takes the focus. */
const FIELDS: Field[] = [
  "name",
  "email",
  "phone",
  "country",
  "profession",
  "experience",
  "specialties",
  "contributions",
  "bio",
  "instagram",
  "youtube",
  "facebook",
  "website",
  "photo",
];
const isField = (name: string): name is Field => (FIELDS as string[]).includes(name);

const EMPTY: Values = {
  name: "",
  email: "",
  phone: "",
  country: "",
  profession: "",
  experience: "",
  bio: "",
  instagram: "",
  youtube: "",
  facebook: "",
  website: "",
};

/** A red asterisk after a required field's label, seen but not read out (the input says `required`). */
const REQUIRED_MARK = "[&_label]:after:ms-0.5 [&_label]:after:text-chili [&_label]:after:content-['*'_/_'']";
const LEGEND_REQUIRED = "after:ms-0.5 after:text-chili after:content-['*'_/_'']";

const loadCheck = () => import("./guest-chef-form-check");

/** Specialties typed as "a, b; c" become three. */
const splitSpecialties = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The guest chef application: about you, your cooking, your links and a photo with
 * its preview. Checked in the browser with the API's contract, sent as multipart with the photo,
 * 'Submitting...' while it travels, then the reference and what happens next.
 */
export function GuestChefForm({
  countries,
  countriesLocale,
  sentReference,
}: {
  countries: CountryOption[];
  countriesLocale: string;
  sentReference: string | null;
}) {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const photoRef = useRef<HTMLInputElement>(null);
  const focusOnMount = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);
  const [values, setValues] = useState<Values>(EMPTY);
  const [specialties, setSpecialties] = useState<string[]>([]);
  const [specialtyDraft, setSpecialtyDraft] = useState("");
  const [contributions, setContributions] = useState<string[]>([]);
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // A form the browser sent by itself comes back here with its reference (see the API route).
  const [done, setDone] = useState<{ result: Pick<GuestChefApplicationResult, "reference">; email: string | null } | null>(
    sentReference ? { result: { reference: sentReference }, email: null } : null,
  );

  // Named by the server for the first paint; named again here after a switch of language.
  const countryList = useMemo(() => {
    if (locale === countriesLocale) return countries;
    const collator = new Intl.Collator(locale);
    return countries
      .map((c) => ({ code: c.code, name: regionName(c.code, locale, c.name) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, countriesLocale, locale]);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.preview) : undefined), [photo]);

  // What was typed, chosen or ticked before the page's scripts started is in the form but not yet
  // in the state: take it over once, or the next render would put the empty state back.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Values> = {};
    for (const field of Object.keys(EMPTY) as TextField[]) {
      const control = form.elements.namedItem(field);
      const value =
        control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement
          ? control.value
          : "";
      if (value) typed[field] = value;
    }
    const draft = form.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-specialty`)}`)?.value ?? "";
    const ticked = [...form.querySelectorAll<HTMLInputElement>('input[name="contributions"]:checked')].map((box) => box.value);
    /* eslint-disable react-hooks/set-state-in-effect -- the DOM holds what the visitor did before hydration; the state must follow it once */
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    if (draft) setSpecialtyDraft(draft);
    if (ticked.length > 0) setContributions(ticked);
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  const clearError = (field: Field) => {
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const set = (field: TextField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  function addSpecialties(text: string): string[] {
    const added = splitSpecialties(text);
    if (added.length === 0) return specialties;
    const next = [...specialties];
    for (const item of added) if (!next.some((have) => have.toLowerCase() === item.toLowerCase())) next.push(item);
    setSpecialties(next);
    setSpecialtyDraft("");
    clearError("specialties");
    return next;
  }

  function onSpecialtyKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      addSpecialties(specialtyDraft);
    } else if (event.key === "Backspace" && specialtyDraft === "" && specialties.length > 0) {
      setSpecialties(specialties.slice(0, -1));
    }
  }

  function choosePhoto(file: File | undefined) {
    clearError("photo");
    if (!file) return;
    // A first look at the file as chosen; the server reads its content and has the last word.
    const type = (IMAGE_UPLOAD.acceptedTypes as readonly string[]).includes(file.type) ? null : imageUploadMessages.type;
    const size = file.size > IMAGE_UPLOAD.maxBytes ? imageUploadMessages.tooLarge : null;
    if (type || size) {
      setPhoto(null);
      if (photoRef.current) photoRef.current.value = "";
      setErrors((current) => ({ ...current, photo: guestChefMessage(t, (type ?? size)!) }));
      return;
    }
    setPhoto({ file, preview: URL.createObjectURL(file) });
  }

  function focusFirstError(found: Errors) {
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (!first) return;
    const target =
      first === "specialties"
        ? `#${CSS.escape(`${id}-specialty`)}`
        : first === "contributions"
          ? `[name="contributions"]`
          : `[name="${first}"]`;
    formRef.current?.querySelector<HTMLElement>(target)?.focus();
  }

  async function submit() {
    const allSpecialties = specialtyDraft.trim() ? addSpecialties(specialtyDraft) : specialties;
    const { checkGuestChefForm } = await loadCheck();
    const checked = checkGuestChefForm({ ...values, specialties: allSpecialties, contributions }, t);
    const found: Errors = {};
    for (const [field, text] of Object.entries(checked.errors)) if (isField(field)) found[field] = text;
    if (!photo) found.photo = guestChefMessage(t, guestChefMessages.photo);
    if (!checked.data || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    const form = new FormData();
    for (const field of Object.keys(values) as TextField[]) if (values[field].trim()) form.append(field, values[field]);
    for (const item of allSpecialties) form.append("specialties", item);
    for (const item of contributions) form.append("contributions", item);
    const honeypot = honeypotValue(formRef.current);
    if (honeypot) form.append(HONEYPOT_FIELD, honeypot);
    form.append("photo", photo!.file, photo!.file.name);

    setSubmitting(true);
    try {
      const response = await fetch("/api/guest-chefs/applications", {
        method: "POST",
        body: form,
        credentials: "include",
        headers: { accept: "application/json" },
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      if (!response.ok) {
        const error = body as ApiError | null;
        const fromServer: Errors = {};
        for (const issue of error?.issues ?? []) {
          if (isField(issue.path) && !fromServer[issue.path]) fromServer[issue.path] = guestChefMessage(t, issue.message);
        }
        setErrors(fromServer);
        setSubmitting(false);
        requestAnimationFrame(() => focusFirstError(fromServer));
        const description =
          response.status === 429
            ? t("chefForm.error.rateLimited")
            : response.status === 400
              ? t("chefForm.toastFailed")
              : t("chefForm.toastError", { email: BRAND.email });
        toast({ variant: "destructive", title: t("chefForm.toastFailedTitle"), description });
        return;
      }
      setDone({ result: body as GuestChefApplicationResult, email: values.email.trim() });
      setValues(EMPTY);
      setSpecialties([]);
      setContributions([]);
      setPhoto(null);
      window.scrollTo({ top: 0, behavior: "smooth" });
    } catch {
      toast({
        variant: "destructive",
        title: t("chefForm.toastFailedTitle"),
        description: t("chefForm.toastError", { email: BRAND.email }),
      });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  if (done) {
    return (
      <div
        className="rounded-[var(--radius-card)] border border-herb/30 bg-paper p-6 shadow-card sm:p-8"
        role="status"
        data-testid="guest-chef-submitted"
      >
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-herb-light text-herb-dark">
            <CircleCheck className="size-7" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 ref={focusOnMount} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
              {t("chefForm.doneTitle")}
            </h2>
            <p className="mt-2 text-ink-soft">
              {t("chefForm.doneReference")}{" "}
              <strong className="whitespace-nowrap font-mono text-lg tracking-wide text-ink" data-testid="guest-chef-reference">
                {done.result.reference}
              </strong>
            </p>
            {done.email ? <p className="mt-1 text-ink-soft">{t("chefForm.doneMail", { email: done.email })}</p> : null}
          </div>
        </div>
        <h3 className="mt-6 font-sans text-base font-semibold">{t("chefForm.doneNext")}</h3>
        <NextSteps />
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.featuredChefs}>{t("chefForm.seeChefs")}</ButtonLink>
          <Button variant="outline" onClick={() => setDone(null)}>
            {t("chefForm.another")}
          </Button>
        </div>
      </div>
    );
  }

  const fieldProps = (field: TextField, hint = false) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined,
  });
  const field = (
    name: TextField,
    label: string,
    control: ReactNode,
    options: { required?: boolean; hint?: string; className?: string } = {},
  ) => (
    <div className={cn(options.required && REQUIRED_MARK, options.className)}>
      <FormField
        label={label}
        htmlFor={`${id}-${name}`}
        error={errors[name]}
        errorId={`${id}-${name}-error`}
        hint={options.hint}
        hintId={`${id}-${name}-hint`}
      >
        {control}
      </FormField>
    </div>
  );
  const input = "h-12";

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/guest-chefs/applications"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadCheck()}
      aria-busy={submitting}
      aria-labelledby="guest-chef-form-title"
      encType="multipart/form-data"
    >
      <h2 id="guest-chef-form-title" className="sr-only">
        {t("chefForm.title")}
      </h2>
      <p className="mb-5 text-sm text-ink-soft">{t("chefForm.requiredNote")}</p>
      <noscript>
        <p className="mb-5 rounded-xl bg-saffron-light p-4 text-sm">{t("chefForm.noscript")}</p>
      </noscript>
      <fieldset disabled={submitting} className="relative space-y-6">
        <Section title={t("chefForm.section.about")} number={1}>
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              "name",
              t("chefForm.name"),
              <input
                type="text"
                autoComplete="name"
                required
                maxLength={GUEST_CHEF_LIMITS.name}
                {...fieldProps("name")}
                className={cn(inputClassName(!!errors.name), input)}
              />,
              { required: true },
            )}
            {field(
              "email",
              t("chefForm.email"),
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={254}
                {...fieldProps("email")}
                className={cn(inputClassName(!!errors.email), input)}
              />,
              { required: true },
            )}
            {field(
              "phone",
              t("chefForm.phone"),
              <input
                type="tel"
                autoComplete="tel"
                maxLength={GUEST_CHEF_LIMITS.phone}
                {...fieldProps("phone")}
                className={cn(inputClassName(!!errors.phone), input)}
              />,
            )}
            {field(
              "country",
              t("chefForm.country"),
              <select
                required
                autoComplete="country"
                {...fieldProps("country")}
                className={cn(inputClassName(!!errors.country), input, "pe-3")}
              >
                <option value="">{t("chefForm.countryPlaceholder")}</option>
                {countryList.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>,
              { required: true },
            )}
          </div>
        </Section>

        <Section title={t("chefForm.section.cooking")} number={2}>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            {field(
              "profession",
              t("chefForm.profession"),
              <input
                type="text"
                autoComplete="organization-title"
                required
                maxLength={GUEST_CHEF_LIMITS.profession}
                placeholder={t("chefForm.professionPlaceholder")}
                {...fieldProps("profession")}
                className={cn(inputClassName(!!errors.profession), input)}
              />,
              { required: true },
            )}
            {field(
              "experience",
              t("chefForm.experience"),
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={GUEST_CHEF_LIMITS.experience}
                step={1}
                required
                {...fieldProps("experience")}
                className={cn(inputClassName(!!errors.experience), input)}
              />,
              { required: true },
            )}
          </div>

          <div className={REQUIRED_MARK}>
            <label htmlFor={`${id}-specialty`} className="mb-1.5 block text-sm font-semibold">
              {t("chefForm.specialties")}
            </label>
            {specialties.length > 0 ? (
              <ul className="mb-2 flex flex-wrap gap-2" aria-label={t("chefForm.addedSpecialties")}>
                {specialties.map((item) => (
                  <li
                    key={item}
                    className="inline-flex items-center gap-1 rounded-full bg-herb-light/80 py-1 ps-3 pe-1 text-sm font-semibold text-herb-dark"
                  >
                    {item}
                    <button
                      type="button"
                      onClick={() => setSpecialties(specialties.filter((have) => have !== item))}
                      className="grid size-7 place-items-center rounded-full hover:bg-herb hover:text-white"
                      aria-label={t("chefForm.removeSpecialty", { name: item })}
                    >
                      <X className="size-4" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex gap-2">
              <input
                id={`${id}-specialty`}
                type="text"
                name="specialties"
                value={specialtyDraft}
                onChange={(event) => {
                  const text = event.target.value;
                  // A comma typed or pasted ends a specialty.
                  if (/[,;]/.test(text)) addSpecialties(text);
                  else setSpecialtyDraft(text);
                }}
                onKeyDown={onSpecialtyKey}
                maxLength={GUEST_CHEF_LIMITS.specialty.max * 4}
                placeholder={t("chefForm.specialtyPlaceholder")}
                aria-invalid={errors.specialties ? true : undefined}
                aria-describedby={errors.specialties ? `${id}-specialties-error` : `${id}-specialties-hint`}
                className={cn(inputClassName(!!errors.specialties), input, "min-w-0 flex-1")}
              />
              <Button
                variant="outline"
                size="md"
                className="h-12 shrink-0"
                onClick={() => addSpecialties(specialtyDraft)}
                disabled={!specialtyDraft.trim()}
              >
                <Plus aria-hidden />
                {t("chefForm.addSpecialty")}
              </Button>
            </div>
            {errors.specialties ? (
              <p id={`${id}-specialties-error`} className="mt-1.5 text-sm font-medium text-chili">
                {errors.specialties}
              </p>
            ) : (
              <p id={`${id}-specialties-hint`} className="mt-1.5 text-xs text-ink-soft">
                {t("chefForm.specialtiesHint", { count: GUEST_CHEF_LIMITS.specialties })}
              </p>
            )}
          </div>

          <fieldset aria-describedby={errors.contributions ? `${id}-contributions-error` : undefined}>
            <legend className={cn("mb-2 text-sm font-semibold", LEGEND_REQUIRED)}>{t("chefForm.contributions")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {GUEST_CHEF_CONTRIBUTIONS.map((option) => {
                const checked = contributions.includes(option);
                return (
                  <label
                    key={option}
                    className={cn(
                      "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-herb/40",
                      checked ? "border-herb bg-herb-light/50 font-semibold text-herb-dark" : "border-line bg-paper hover:border-herb",
                      errors.contributions && !checked && "border-chili/60",
                    )}
                  >
                    <input
                      type="checkbox"
                      name="contributions"
                      value={option}
                      checked={checked}
                      onChange={(event) => {
                        setContributions(
                          event.target.checked ? [...contributions, option] : contributions.filter((item) => item !== option),
                        );
                        clearError("contributions");
                      }}
                      className="size-5 shrink-0 accent-herb"
                    />
                    {t(`chefForm.contribution.${option}` as MessageKey)}
                  </label>
                );
              })}
            </div>
            {errors.contributions ? (
              <p id={`${id}-contributions-error`} className="mt-1.5 text-sm font-medium text-chili">
                {errors.contributions}
              </p>
            ) : null}
          </fieldset>

          {field(
            "bio",
            t("chefForm.bio"),
            <textarea
              rows={6}
              required
              maxLength={GUEST_CHEF_LIMITS.bio.max}
              placeholder={t("chefForm.bioPlaceholder")}
              {...fieldProps("bio", true)}
              className={cn(inputClassName(!!errors.bio), "py-3 leading-6")}
            />,
            {
              required: true,
              hint: t("chefForm.bioCount", {
                count: values.bio.trim().length.toLocaleString(locale),
                max: GUEST_CHEF_LIMITS.bio.max.toLocaleString(locale),
              }),
            },
          )}
        </Section>

        <Section title={t("chefForm.section.links")} hint={t("chefForm.section.linksHint")} number={3}>
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              "instagram",
              t("chefForm.instagram"),
              <input
                type="text"
                autoComplete="off"
                placeholder="@yourname"
                maxLength={GUEST_CHEF_LIMITS.link}
                {...fieldProps("instagram")}
                className={cn(inputClassName(!!errors.instagram), input)}
              />,
            )}
            {field(
              "youtube",
              t("chefForm.youtube"),
              <input
                type="text"
                autoComplete="off"
                placeholder="@yourchannel"
                maxLength={GUEST_CHEF_LIMITS.link}
                {...fieldProps("youtube")}
                className={cn(inputClassName(!!errors.youtube), input)}
              />,
            )}
            {field(
              "facebook",
              t("chefForm.facebook"),
              <input
                type="text"
                autoComplete="off"
                placeholder="facebook.com/yourpage"
                maxLength={GUEST_CHEF_LIMITS.link}
                {...fieldProps("facebook")}
                className={cn(inputClassName(!!errors.facebook), input)}
              />,
            )}
            {field(
              "website",
              t("chefForm.website"),
              <input
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                maxLength={GUEST_CHEF_LIMITS.link}
                {...fieldProps("website")}
                className={cn(inputClassName(!!errors.website), input)}
              />,
            )}
          </div>
        </Section>

        <Section title={t("chefForm.section.photo")} number={4}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div
              className={cn(
                "grid size-32 shrink-0 place-items-center overflow-hidden rounded-2xl border-2 border-dashed bg-sand/60",
                errors.photo ? "border-chili" : "border-line",
                photo && "border-solid border-herb",
              )}
            >
              {photo ? (
                <img
                  src={photo.preview}
                  alt={t("chefForm.photoPreview")}
                  width={128}
                  height={128}
                  className="size-full object-cover"
                  data-testid="guest-chef-photo-preview"
                />
              ) : (
                <Camera className="size-10 text-ink-soft/70" aria-hidden />
              )}
            </div>
            <div className="min-w-0">
              <input
                ref={photoRef}
                id={`${id}-photo`}
                type="file"
                name="photo"
                accept={IMAGE_UPLOAD.accept}
                required
                onChange={(event) => choosePhoto(event.target.files?.[0])}
                aria-invalid={errors.photo ? true : undefined}
                aria-describedby={errors.photo ? `${id}-photo-error` : `${id}-photo-hint`}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-photo`}
                className="inline-flex h-12 cursor-pointer items-center gap-2 rounded-full border border-line bg-paper px-5 text-sm font-semibold text-ink transition-colors after:ms-0.5 after:text-chili after:content-['*'_/_''] hover:border-herb hover:text-herb peer-focus-visible:ring-2 peer-focus-visible:ring-herb/50"
              >
                <Camera className="size-4" aria-hidden />
                {photo ? t("chefForm.photoChange") : t("chefForm.photoChoose")}
              </label>
              {photo ? <p className="mt-2 truncate text-sm text-ink-soft">{photo.file.name}</p> : null}
              {errors.photo ? (
                <p id={`${id}-photo-error`} className="mt-2 text-sm font-medium text-chili">
                  {errors.photo}
                </p>
              ) : (
                <p id={`${id}-photo-hint`} className="mt-2 text-xs text-ink-soft">
                  {t("chefForm.photoHint")}
                </p>
              )}
            </div>
          </div>
        </Section>

        <HoneypotField id={`${id}-honeypot`} label={t("chefForm.honeypot")} />
      </fieldset>

      <Button type="submit" size="lg" disabled={submitting} className="mt-6 w-full sm:w-auto">
        {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {submitting ? t("chefForm.submitting") : t("chefForm.submit")}
      </Button>
    </form>
  );
}

function Section({ title, hint, number, children }: { title: string; hint?: string; number: number; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7">
      <h3 className="flex items-center gap-3 font-sans text-lg font-semibold">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-herb text-sm font-bold text-white" aria-hidden>
          {number}
        </span>
        {title}
      </h3>
      {hint ? <p className="mt-1 text-sm text-ink-soft sm:ms-11">{hint}</p> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

/** The three steps after sending, shown beside the form and again in the thank-you panel. */
export function NextSteps() {
  const { t } = useI18n();
  const steps: MessageKey[] = ["chefForm.step.review", "chefForm.step.reply", "chefForm.step.featured"];
  return (
    <ol className="mt-3 space-y-3">
      {steps.map((key, index) => (
        <li key={key} className="flex gap-3 text-sm">
          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-saffron-light font-bold text-ink" aria-hidden>
            {index + 1}
          </span>
          <span className="pt-1 text-ink-soft">{t(key)}</span>
        </li>
      ))}
    </ol>
  );
}
