import { CheckCircle2, ImagePlus, Loader2, Send, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { paths } from "../../../shared/paths";
import { IMAGE_UPLOAD } from "../../../shared/rules/image-upload";
import { COMMUNITY_MEAL_TYPES, type CommunityMealType } from "../../../shared/rules/community-recipes";
import type { RecipeSubmissionResult } from "../../../shared/schemas/community-recipe";
import type { ApiError } from "../../../shared/schemas/common";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { HoneypotField, honeypotValue } from "~/components/ui/honeypot-field";
import { FormFailureNote } from "../forms/form-parts";
import { HONEYPOT_FIELD } from "../../../shared/rules/honeypot";
import { usePagePath } from "~/lib/page-path";

// The contract library comes with the check, loaded when the form is first used.
const loadCheck = () => import("./share-form-check");

const TEXT_FIELDS = [
  "authorName",
  "email",
  "phone",
  "website",
  "displayName",
  "socialHandle",
  "title",
  "cuisineType",
  "servingSize",
  "prepTime",
  "cookTime",
  "story",
  "ingredients",
  "instructions",
  "calories",
  "protein",
  "carbs",
  "fat",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Field = TextField | "mealTypes" | "photo";
/** The order the fields appear in, for moving the focus to the first one that is wrong. */
const FIELD_ORDER: Field[] = [
  "authorName",
  "email",
  "phone",
  "website",
  "displayName",
  "socialHandle",
  "title",
  "cuisineType",
  "mealTypes",
  "servingSize",
  "prepTime",
  "cookTime",
  "story",
  "photo",
  "ingredients",
  "instructions",
  "calories",
  "protein",
  "carbs",
  "fat",
];
const isField = (name: string): name is Field => (FIELD_ORDER as string[]).includes(name);

type Values = Record<TextField, string> & { mealTypes: CommunityMealType[] };
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = {
  authorName: "",
  email: "",
  phone: "",
  website: "",
  displayName: "",
  socialHandle: "",
  title: "",
  cuisineType: "",
  servingSize: "4",
  prepTime: "",
  cookTime: "",
  story: "",
  ingredients: "",
  instructions: "",
  calories: "",
  protein: "",
  carbs: "",
  fat: "",
  mealTypes: [],
};

const REQUIRED: Field[] = [
  "authorName",
  "email",
  "title",
  "cuisineType",
  "mealTypes",
  "servingSize",
  "prepTime",
  "cookTime",
  "ingredients",
  "instructions",
];
const REQUIRED_MARK = "[&_label]:after:ms-0.5 [&_label]:after:text-chili [&_label]:after:content-['*'_/_'']";
const REQUIRED_LEGEND = "[&_legend]:after:ms-0.5 [&_legend]:after:text-chili [&_legend]:after:content-['*'_/_'']";

type Photo = { file: File; url: string };
/** The confirmation: the title and address only when the script sent it (a confirmation page's address carries neither). */
type Done = { reference: string; title: string | null; email: string | null };

/** The contract's field messages the catalogue has words for (shareRecipe.error.<key>). */
const FIELD_MESSAGE_KEYS = [
  "title",
  "authorName",
  "email",
  "phone",
  "website",
  "socialHandle",
  "cuisineType",
  "servingSize",
  "prepTime",
  "cookTime",
  "mealTypes",
  "ingredients",
  "instructions",
  "calories",
  "protein",
  "carbs",
  "fat",
];

/**
 * A field's error as the page's action names it (`<prefix>.<the contract's message key>`), in the
 * words the script's own check uses for the same message.
 */
function serverErrorKey(key: string): MessageKey {
  const name = key.slice(key.lastIndexOf(".") + 1);
  if (name.endsWith("TooLong")) return "shareRecipe.error.tooLong";
  return FIELD_MESSAGE_KEYS.includes(name) ? (`shareRecipe.error.${name}` as MessageKey) : "shareRecipe.error.characters";
}

const isMeal = (value: string): value is CommunityMealType => (COMMUNITY_MEAL_TYPES as readonly string[]).includes(value);

/** The values the form starts with: the typed ones the page sent back with its errors, else the defaults. */
function startingValues(server: PageFormState | undefined): Values {
  if (!server) return EMPTY;
  const values: Values = { ...EMPTY };
  for (const field of TEXT_FIELDS) {
    const value = server.values[field];
    if (typeof value === "string") values[field] = value;
  }
  const meals = server.values.mealTypes;
  const chosen = (Array.isArray(meals) ? meals : meals === undefined ? [] : [meals]).filter(isMeal);
  values.mealTypes = COMMUNITY_MEAL_TYPES.filter((meal) => chosen.includes(meal));
  return values;
}

/**
 * The share-recipe form: about you, the recipe (with an optional photo and its preview), the
 * ingredients and steps, and optional nutrition. The browser checks it with the API's contract
 * and the photo's type and size before sending it as multipart/form-data; the server's answer
 * shows the reference and what happens next. Without JavaScript the form posts to the page, whose
 * action hands it to the same API route (without a photo: a file needs the script); `server` is
 * that answer when the API refused it, `sentReference` the confirmation's reference.
 */
export function ShareRecipeForm({ server, sentReference }: { server?: PageFormState; sentReference?: string | null }) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Values>(() => startingValues(server));
  const [errors, setErrors] = useState<Errors>(() => {
    const found: Errors = {};
    for (const [field, key] of Object.entries(server?.errors ?? {})) if (isField(field)) found[field] = t(serverErrorKey(key));
    return found;
  });
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<Done | null>(sentReference ? { reference: sentReference, title: null, email: null } : null);
  const focusOnMount = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);
  // Without JavaScript the first field in error is where the keyboard starts.
  const firstServerError = server ? FIELD_ORDER.find((field) => errors[field] !== undefined) : undefined;

  // The preview's object URL is released when the photo changes or the form goes away.
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  // What was typed and ticked before the page's scripts started is in the fields but not in the
  // state: take it over once, or the next render would put the state's values back. The first
  // field in error (a form the page sent back) then gets the focus.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Values> = {};
    for (const field of TEXT_FIELDS) {
      const control = form.elements.namedItem(field);
      if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value !== values[field])
        typed[field] = control.value;
    }
    const ticked = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="mealTypes"]:checked'), (box) => box.value).filter(
      isMeal,
    );
    if (ticked.join() !== values.mealTypes.join()) typed.mealTypes = COMMUNITY_MEAL_TYPES.filter((meal) => ticked.includes(meal));
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    if (firstServerError) form.querySelector<HTMLElement>(`[name="${firstServerError}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  const clearError = (field: Field) => {
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const set = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const toggleMeal = (meal: CommunityMealType) => (event: ChangeEvent<HTMLInputElement>) => {
    const checked = event.target.checked;
    setValues((current) => ({
      ...current,
      mealTypes: COMMUNITY_MEAL_TYPES.filter((m) => (m === meal ? checked : current.mealTypes.includes(m))),
    }));
    clearError("mealTypes");
  };

  function focusFirstError(found: Errors) {
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function refusePhoto(key: MessageKey) {
    setPhoto(null);
    if (fileRef.current) fileRef.current.value = "";
    setErrors((current) => ({ ...current, photo: t(key) }));
  }

  function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    clearError("photo");
    if (!file) {
      setPhoto(null);
      return;
    }
    // The browser's own checks, so a wrong file is said at once; the server checks the bytes again.
    if (!(IMAGE_UPLOAD.acceptedTypes as readonly string[]).includes(file.type)) return refusePhoto("shareRecipe.error.photoType");
    if (file.size > IMAGE_UPLOAD.maxBytes) return refusePhoto("shareRecipe.error.photoTooLarge");
    setPhoto({ file, url: URL.createObjectURL(file) });
  }

  function removePhoto() {
    setPhoto(null);
    clearError("photo");
    if (fileRef.current) {
      fileRef.current.value = "";
      fileRef.current.focus();
    }
  }

  async function submit() {
    const { checkShareForm, shareFormMessage } = await loadCheck();
    const checked = checkShareForm(values, t);
    const found: Errors = {};
    for (const [field, text] of Object.entries(checked.errors)) if (isField(field)) found[field] = text;
    if (errors.photo) found.photo = errors.photo;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(found);
      toast({ variant: "destructive", title: t("shareRecipe.toastFailedTitle"), description: t("shareRecipe.toastInvalid") });
      return;
    }
    const body = new FormData();
    for (const field of TEXT_FIELDS) body.append(field, values[field]);
    for (const meal of values.mealTypes) body.append("mealTypes", meal);
    const honeypot = honeypotValue(formRef.current);
    if (honeypot) body.append(HONEYPOT_FIELD, honeypot);
    if (photo) body.append("photo", photo.file, photo.file.name);

    setSubmitting(true);
    try {
      const response = await fetch("/api/user-recipes", {
        method: "POST",
        body,
        credentials: "include",
        headers: { accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as (RecipeSubmissionResult & ApiError) | null;
      if (!response.ok || !answer?.reference) {
        const fromServer: Errors = {};
        for (const issue of answer?.issues ?? []) {
          const field = issue.path.split(".")[0];
          if (isField(field) && !fromServer[field]) fromServer[field] = shareFormMessage(t, issue.message);
        }
        setErrors(fromServer);
        setSubmitting(false);
        // After the fieldset is enabled again: a disabled field cannot take the focus.
        requestAnimationFrame(() => focusFirstError(fromServer));
        const reason =
          response.status === 429
            ? t("shareRecipe.error.rateLimited")
            : Object.keys(fromServer).length > 0
              ? t("shareRecipe.toastInvalid")
              : t("shareRecipe.toastFailedBody");
        toast({ variant: "destructive", title: t("shareRecipe.toastFailedTitle"), description: reason });
        return;
      }
      toast({ title: t("shareRecipe.toastSuccessTitle"), description: t("shareRecipe.toastSuccessBody") });
      setDone({ reference: answer.reference, title: values.title.trim(), email: values.email.trim() });
      setValues(EMPTY);
      setPhoto(null);
      setErrors({});
    } catch {
      toast({ variant: "destructive", title: t("shareRecipe.toastFailedTitle"), description: t("shareRecipe.toastFailedBody") });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  /** The empty form again: in place after a scripted send; a confirmation page's link opens the page afresh. */
  function shareAnother(event: MouseEvent<HTMLAnchorElement>) {
    if (sentReference || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setDone(null);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[name="authorName"]')?.focus());
  }

  if (done) {
    return (
      <div role="status" className="rounded-[var(--radius-card)] border border-herb/30 bg-paper p-6 shadow-card sm:p-8">
        <CheckCircle2 className="size-10 text-herb" aria-hidden />
        <h2 ref={focusOnMount} tabIndex={-1} className="mt-3 text-3xl font-semibold outline-none">
          {t("shareRecipe.doneTitle")}
        </h2>
        <p className="mt-2 text-lg break-words text-ink-soft">
          {done.title ? t("shareRecipe.doneBody", { title: done.title }) : t("shareRecipe.doneBodySent")}
        </p>
        <div className="mt-5 inline-flex flex-col rounded-2xl bg-sand/70 px-5 py-3">
          <span className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{t("shareRecipe.doneReference")}</span>
          <span className="font-display text-2xl font-semibold tracking-wide" data-testid="share-reference">
            {done.reference}
          </span>
        </div>
        <h3 className="mt-6 text-xl font-semibold">{t("shareRecipe.nextTitle")}</h3>
        <ol className="mt-3 space-y-2.5">
          {[
            done.email ? t("shareRecipe.next1", { email: done.email }) : t("shareRecipe.next1Sent"),
            t("shareRecipe.next2"),
            t("shareRecipe.next3"),
          ].map((text, index) => (
            <li key={index} className="flex gap-3">
              <span
                className="grid size-7 shrink-0 place-items-center rounded-full bg-herb-light text-sm font-semibold text-herb-dark"
                aria-hidden
              >
                {index + 1}
              </span>
              <span className="pt-0.5 break-words">{text}</span>
            </li>
          ))}
        </ol>
        <div className="mt-7 flex flex-wrap gap-3">
          <ButtonLink to={paths.shareRecipe} onClick={shareAnother}>
            {t("shareRecipe.shareAnother")}
          </ButtonLink>
          <ButtonLink to={paths.communityRecipes} variant="outline">
            {t("communityRecipe.browse")}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const describedBy = (field: Field, hint: boolean) => (errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined);
  const props = (field: TextField, hint = false) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    autoFocus: field === firstServerError ? true : undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
  });
  const field = (name: TextField, label: string, control: ReactNode, hint?: string) => (
    <div className={cn(REQUIRED.includes(name) && REQUIRED_MARK)}>
      <FormField
        label={label}
        htmlFor={`${id}-${name}`}
        error={errors[name]}
        errorId={`${id}-${name}-error`}
        hint={hint}
        hintId={`${id}-${name}-hint`}
      >
        {control}
      </FormField>
    </div>
  );
  const input = (name: TextField, extra: Record<string, unknown> = {}, hint = false) => (
    <input type="text" {...props(name, hint)} {...extra} className={cn(inputClassName(!!errors[name]), "h-11")} />
  );
  const number = (name: TextField, max: number, hint = false) => (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      {...props(name, hint)}
      className={cn(inputClassName(!!errors[name]), "h-11 px-3")}
    />
  );
  const section = (title: string, children: ReactNode, note?: string) => (
    <fieldset className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7">
      <legend className="float-left mb-1 w-full font-display text-2xl font-semibold">{title}</legend>
      {note ? <p className="clear-both mb-4 text-sm text-ink-soft">{note}</p> : <div className="clear-both mb-4" />}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={pagePath(paths.shareRecipe)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadCheck()}
      aria-busy={submitting}
      aria-label={t("shareRecipe.formTitle")}
    >
      <p className="mb-4 text-sm text-ink-soft">{t("shareRecipe.requiredNote")}</p>
      <FormFailureNote
        failure={server?.failure}
        title={t("shareRecipe.toastFailedTitle")}
        limited={t("shareRecipe.error.rateLimited")}
        failed={t("shareRecipe.toastFailedBody")}
      />
      <fieldset disabled={submitting} className="relative min-w-0 space-y-6">
        {section(
          t("shareRecipe.aboutYou"),
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              {field(
                "authorName",
                t("shareRecipe.field.authorName"),
                input("authorName", { autoComplete: "name", maxLength: 100, required: true }),
              )}
              {field(
                "email",
                t("shareRecipe.field.email"),
                input("email", { type: "email", inputMode: "email", autoComplete: "email", maxLength: 254, required: true }, true),
                t("shareRecipe.hint.email"),
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {field("phone", t("shareRecipe.field.phone"), input("phone", { type: "tel", autoComplete: "tel", maxLength: 30 }))}
              {field(
                "website",
                t("shareRecipe.field.website"),
                input("website", { type: "url", inputMode: "url", autoComplete: "url", maxLength: 300, placeholder: "https://" }),
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {field(
                "displayName",
                t("shareRecipe.field.displayName"),
                input("displayName", { maxLength: 60, autoComplete: "nickname" }, true),
                t("shareRecipe.hint.displayName"),
              )}
              {field(
                "socialHandle",
                t("shareRecipe.field.socialHandle"),
                input("socialHandle", { maxLength: 60, placeholder: "@", autoCapitalize: "none", spellCheck: false }),
              )}
            </div>
          </>,
        )}

        {section(
          t("shareRecipe.theRecipe"),
          <>
            {field("title", t("shareRecipe.field.title"), input("title", { maxLength: 120, required: true }))}
            {field(
              "cuisineType",
              t("shareRecipe.field.cuisineType"),
              input("cuisineType", { maxLength: 60, required: true, placeholder: t("shareRecipe.placeholder.cuisineType") }),
            )}
            <fieldset
              className={REQUIRED_LEGEND}
              aria-describedby={errors.mealTypes ? `${id}-mealTypes-error` : undefined}
              aria-invalid={errors.mealTypes ? true : undefined}
            >
              <legend className="mb-1.5 text-sm font-semibold">{t("shareRecipe.field.mealTypes")}</legend>
              <div className="flex flex-wrap gap-2">
                {COMMUNITY_MEAL_TYPES.map((meal, index) => (
                  <label
                    key={meal}
                    className={cn(
                      "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border bg-paper px-4 text-sm font-semibold transition-colors has-[:checked]:border-herb has-[:checked]:bg-herb-light/70 has-[:checked]:text-herb-dark has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-herb/40",
                      errors.mealTypes ? "border-chili" : "border-line",
                    )}
                  >
                    <input
                      type="checkbox"
                      name="mealTypes"
                      value={meal}
                      checked={values.mealTypes.includes(meal)}
                      onChange={toggleMeal(meal)}
                      // eslint-disable-next-line jsx-a11y/no-autofocus -- only on a form the page sent back: its first field in error is where the keyboard starts
                      autoFocus={index === 0 && firstServerError === "mealTypes" ? true : undefined}
                      className="size-4 accent-herb"
                    />
                    {t(`community.meal.${meal}` as MessageKey)}
                  </label>
                ))}
              </div>
              {errors.mealTypes ? (
                <p id={`${id}-mealTypes-error`} className="mt-1.5 text-sm font-medium text-chili">
                  {errors.mealTypes}
                </p>
              ) : null}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-3 sm:gap-3">
              {field("servingSize", t("shareRecipe.field.servingSize"), number("servingSize", 50))}
              {field("prepTime", t("shareRecipe.field.prepTime"), number("prepTime", 1440))}
              {field("cookTime", t("shareRecipe.field.cookTime"), number("cookTime", 1440))}
            </div>
            {field(
              "story",
              t("shareRecipe.field.story"),
              <textarea rows={4} maxLength={2000} {...props("story", true)} className={cn(inputClassName(!!errors.story), "py-3")} />,
              t("shareRecipe.hint.story"),
            )}
            {/* A file travels only in the script's multipart request: without JavaScript the recipe goes without one. */}
            <p className="hidden rounded-2xl border border-dashed border-line p-4 text-sm text-ink-soft noscript:block">
              {t("shareRecipe.photoNoScript")}
            </p>
            <div className="noscript:hidden">
              <FormField
                label={t("shareRecipe.field.photo")}
                htmlFor={`${id}-photo`}
                error={errors.photo}
                errorId={`${id}-photo-error`}
                hint={t("shareRecipe.hint.photo")}
                hintId={`${id}-photo-hint`}
              >
                <div
                  className={cn(
                    "flex flex-wrap items-center gap-3 rounded-2xl border border-dashed p-4",
                    errors.photo ? "border-chili" : "border-line",
                  )}
                >
                  {photo ? (
                    <div className="mb-1 flex w-full flex-col gap-3 sm:flex-row sm:items-center">
                      <img
                        src={photo.url}
                        alt={t("shareRecipe.photoPreview")}
                        width={320}
                        height={240}
                        className="aspect-[4/3] w-full max-w-xs rounded-xl object-cover shadow-sm"
                        onLoad={(event) => {
                          const { naturalWidth, naturalHeight } = event.currentTarget;
                          if (naturalWidth * naturalHeight > IMAGE_UPLOAD.maxPixels) refusePhoto("shareRecipe.error.photoPixels");
                        }}
                        onError={() => refusePhoto("shareRecipe.error.photoUnreadable")}
                      />
                      <div className="min-w-0">
                        <p className="truncate text-sm font-semibold">{photo.file.name}</p>
                        <p className="text-sm text-ink-soft">
                          {photo.file.size >= 1024 * 1024
                            ? `${(photo.file.size / (1024 * 1024)).toFixed(1)} MB`
                            : `${Math.max(1, Math.round(photo.file.size / 1024))} KB`}
                        </p>
                        <Button variant="outline" size="sm" className="mt-2" onClick={removePhoto}>
                          <X aria-hidden />
                          {t("shareRecipe.removePhoto")}
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <ImagePlus className="size-7 text-saffron-dark" aria-hidden />
                  )}
                  {/* The native picker's button speaks the browser's language; this one speaks the page's. */}
                  <input
                    ref={fileRef}
                    id={`${id}-photo`}
                    name="photo"
                    type="file"
                    accept={IMAGE_UPLOAD.accept}
                    onChange={choosePhoto}
                    aria-invalid={errors.photo ? true : undefined}
                    aria-describedby={errors.photo ? `${id}-photo-error` : `${id}-photo-hint`}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={`${id}-photo`}
                    className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full bg-herb px-4 text-sm font-semibold text-white transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-herb/40 peer-focus-visible:ring-offset-2 hover:bg-herb-dark"
                  >
                    {photo ? t("shareRecipe.changePhoto") : t("shareRecipe.choosePhoto")}
                  </label>
                </div>
              </FormField>
            </div>
          </>,
        )}

        {section(
          t("shareRecipe.ingredientsAndSteps"),
          <>
            {field(
              "ingredients",
              t("shareRecipe.field.ingredients"),
              <textarea
                rows={7}
                maxLength={5000}
                required
                placeholder={t("shareRecipe.placeholder.ingredients")}
                {...props("ingredients", true)}
                className={cn(inputClassName(!!errors.ingredients), "py-3")}
              />,
              t("shareRecipe.hint.ingredients"),
            )}
            {field(
              "instructions",
              t("shareRecipe.field.instructions"),
              <textarea
                rows={8}
                maxLength={10000}
                required
                placeholder={t("shareRecipe.placeholder.instructions")}
                {...props("instructions", true)}
                className={cn(inputClassName(!!errors.instructions), "py-3")}
              />,
              t("shareRecipe.hint.instructions"),
            )}
          </>,
        )}

        {section(
          t("shareRecipe.nutrition"),
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {field("calories", t("shareRecipe.field.calories"), number("calories", 5000))}
            {field("protein", t("shareRecipe.field.protein"), number("protein", 1000))}
            {field("carbs", t("shareRecipe.field.carbs"), number("carbs", 1000))}
            {field("fat", t("shareRecipe.field.fat"), number("fat", 1000))}
          </div>,
          t("shareRecipe.nutritionHint"),
        )}

        <HoneypotField id={`${id}-honeypot`} label={t("shareRecipe.honeypot")} />
      </fieldset>

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-md text-sm text-ink-soft">{t("shareRecipe.consent")}</p>
        <Button type="submit" size="lg" disabled={submitting} className="w-full shrink-0 sm:w-auto">
          {submitting ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : <Send aria-hidden />}
          {submitting ? t("shareRecipe.submitting") : t("shareRecipe.submit")}
        </Button>
      </div>
    </form>
  );
}
