import { ImagePlus, LoaderCircle, Send, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { IMAGE_UPLOAD } from "../../../shared/rules/image-upload";
import {
  centsToText,
  CUSTOM_UNIT,
  discountedCents,
  PRODUCT_CATEGORIES,
  PRODUCT_FORM_LIMITS,
  PRODUCT_IMAGE_ACCEPT,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_TYPES,
  PRODUCT_UNIT_GROUPS,
  toCents,
  type ProductUnitGroup,
} from "../../../shared/rules/product-submission";
import { productSubmissionInputSchema, type ProductSubmissionResult } from "../../../shared/schemas/moderation";
import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { countryOptions } from "~/features/guest-chefs/load-guest-chef-form";
import { productFieldMessage } from "./product-messages";
import { isSessionLost, sendForm } from "./review-api";
import { signInAgain } from "./review-parts";

const TEXT_FIELDS = [
  "name",
  "category",
  "subcategory",
  "brand",
  "price",
  "discount",
  "unit",
  "customUnit",
  "shortDesc",
  "fullDesc",
  "ingredients",
  "certifications",
  "usage",
  "shelfLife",
  "origin",
  "hsCode",
  "tags",
  "minOrderQty",
  "productType",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string> & { isWholesale: boolean; inStock: boolean };
type Field = TextField | "images";
type Errors = Partial<Record<Field, string>>;

/** Product type default New, in stock by default. */
const EMPTY: Values = {
  name: "",
  category: "",
  subcategory: "",
  brand: "",
  price: "",
  discount: "0",
  unit: "",
  customUnit: "",
  shortDesc: "",
  fullDesc: "",
  ingredients: "",
  certifications: "",
  usage: "",
  shelfLife: "",
  origin: "",
  hsCode: "",
  tags: "",
  minOrderQty: "",
  productType: "new",
  isWholesale: false,
  inStock: true,
};

const FIELD_ORDER: Field[] = [
  "name",
  "category",
  "subcategory",
  "brand",
  "productType",
  "price",
  "discount",
  "unit",
  "customUnit",
  "minOrderQty",
  "shortDesc",
  "fullDesc",
  "ingredients",
  "usage",
  "certifications",
  "tags",
  "shelfLife",
  "origin",
  "hsCode",
  "images",
];
const isField = (name: string): name is Field => (FIELD_ORDER as string[]).includes(name);

/** "a, b ,, c" -> ["a", "b", "c"]: the comma lists as the API takes them. */
const commaList = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

type Photo = { file: File; url: string };

/**
 * /admin/add-product: every field of the product form, with the spec's lists,
 * the custom unit, the wholesale minimum, comma lists shown as the chips they become, and several
 * PNG or JPEG photos with previews. Sent as multipart to POST /api/products; it waits as a pending
 * submission on /admin/product-approval. Success resets the form and its file input.
 */
export function AddProductView() {
  const { t } = useI18n();
  const { toast } = useToast();
  const { locale } = useRootData();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [lastId, setLastId] = useState<number | null>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);

  // Previews' object URLs are released when the photos change or the page goes away.
  useEffect(() => () => photos.forEach((photo) => URL.revokeObjectURL(photo.url)), [photos]);

  const clearError = (field: Field) =>
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  const set = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const toggle = (field: "isWholesale" | "inStock") => (event: ChangeEvent<HTMLInputElement>) => {
    const checked = event.target.checked;
    setValues((current) => ({ ...current, [field]: checked }));
  };

  function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // The input keeps no list of its own: the previews below are the list that is sent.
    event.target.value = "";
    clearError("images");
    const refused = chosen.find(
      (file) => !(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > IMAGE_UPLOAD.maxBytes,
    );
    if (refused) {
      setErrors((current) => ({
        ...current,
        images: t(
          (PRODUCT_IMAGE_TYPES as readonly string[]).includes(refused.type)
            ? "adminReview.product.error.imageSize"
            : "adminReview.product.error.imageType",
        ),
      }));
    }
    const fitting = chosen.filter(
      (file) => file !== refused && (PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= IMAGE_UPLOAD.maxBytes,
    );
    setPhotos((current) => {
      const room = PRODUCT_FORM_LIMITS.images - current.length;
      if (fitting.length > room)
        setErrors((errs) => ({ ...errs, images: t("adminReview.product.error.tooManyImages", { max: PRODUCT_FORM_LIMITS.images }) }));
      return [...current, ...fitting.slice(0, Math.max(0, room)).map((file) => ({ file, url: URL.createObjectURL(file) }))];
    });
  }

  function removePhoto(index: number) {
    setPhotos((current) => current.filter((_, i) => i !== index));
    clearError("images");
  }

  function focusFirstError(found: Errors) {
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function reset() {
    setValues(EMPTY);
    setErrors({});
    setPhotos([]);
    if (fileRef.current) fileRef.current.value = "";
  }

  async function submit() {
    const fields: Record<string, unknown> = {
      ...values,
      certifications: JSON.stringify(commaList(values.certifications)),
      tags: JSON.stringify(commaList(values.tags)),
    };
    const checked = productSubmissionInputSchema.safeParse(fields);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        if (isField(field) && !found[field]) found[field] = productFieldMessage(t, issue.message);
      }
      if (errors.images) found.images = errors.images;
      setErrors(found);
      focusFirstError(found);
      toast({ variant: "destructive", title: t("adminReview.errorTitle"), description: t("adminReview.product.invalid") });
      return;
    }
    const body = new FormData();
    for (const field of TEXT_FIELDS) {
      if (field === "certifications" || field === "tags") body.append(field, String(fields[field]));
      else if (field === "minOrderQty" && !values.isWholesale) continue;
      else if (field === "customUnit" && values.unit !== CUSTOM_UNIT) continue;
      else body.append(field, values[field]);
    }
    body.append("isWholesale", String(values.isWholesale));
    body.append("inStock", String(values.inStock));
    for (const photo of photos) body.append("images", photo.file, photo.file.name);

    setSubmitting(true);
    try {
      const answer = await sendForm<ProductSubmissionResult>("/api/products", body);
      toast({ title: t("adminReview.product.successTitle"), description: t("adminReview.product.success") });
      setLastId(answer.id);
      reset();
      formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
    } catch (error) {
      if (isSessionLost(error)) return signInAgain();
      const found: Errors = {};
      const body = error instanceof ApiRequestError ? error.body : null;
      for (const issue of body?.issues ?? []) {
        const field = issue.path.split(".")[0];
        if (isField(field) && !found[field]) found[field] = productFieldMessage(t, issue.message);
      }
      setErrors(found);
      requestAnimationFrame(() => focusFirstError(found));
      const message = body?.message ? productFieldMessage(t, body.message) : null;
      toast({ variant: "destructive", title: t("adminReview.errorTitle"), description: message ?? t("adminReview.product.failed") });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  const priceCents = /^\d{1,5}(\.\d{1,2})?$/.test(values.price.trim()) ? toCents(values.price.trim()) : null;
  const discount = /^\d{1,3}$/.test(values.discount.trim()) && Number(values.discount) <= 100 ? Number(values.discount) : 0;
  const salePrice = priceCents !== null && priceCents > 0 ? centsToText(discountedCents(priceCents, discount)) : null;

  const field = (name: Field, label: MessageKey, control: ReactNode, hint?: string, required = false) => (
    <div className={cn(required && "[&_label]:after:ms-0.5 [&_label]:after:text-chili [&_label]:after:content-['*'_/_'']")}>
      <FormField
        label={t(label)}
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
  const describedBy = (name: Field, hint?: boolean) => (errors[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined);
  const input = (name: TextField, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: boolean) => (
    <input
      id={`${id}-${name}`}
      name={name}
      value={values[name]}
      onChange={set(name)}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name, hint)}
      className={cn(inputClassName(Boolean(errors[name])), "h-11")}
      {...props}
    />
  );
  const textarea = (name: TextField, max: number, rows = 3) => (
    <textarea
      id={`${id}-${name}`}
      name={name}
      value={values[name]}
      onChange={set(name)}
      rows={rows}
      maxLength={max}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name)}
      className={cn(inputClassName(Boolean(errors[name])), "py-2.5")}
    />
  );
  const checkbox = (name: "isWholesale" | "inStock") => (
    <div className="flex items-start gap-3 text-sm">
      <input
        id={`${id}-${name}`}
        type="checkbox"
        name={name}
        checked={values[name]}
        onChange={toggle(name)}
        aria-describedby={`${id}-${name}-hint`}
        className="mt-0.5 size-4 accent-herb"
      />
      <div>
        <label htmlFor={`${id}-${name}`} className="font-semibold">
          {t(`adminReview.product.${name}`)}
        </label>
        <p id={`${id}-${name}-hint`} className="text-xs text-ink-soft">
          {t(`adminReview.product.${name}Hint`)}
        </p>
      </div>
    </div>
  );
  const chips = (text: string) => {
    const list = commaList(text);
    return list.length === 0 ? null : (
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("adminReview.product.willBeSaved")}>
        {list.map((item, i) => (
          <li key={`${item}-${i}`} className="rounded-full bg-herb-light px-2.5 py-0.5 text-xs font-medium text-herb-dark">
            {item}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <AdminPageHeader title={t("adminReview.product.title")} intro={t("adminReview.product.intro")}>
        {lastId !== null ? (
          <Link to={paths.adminProductApproval} className="text-sm font-semibold text-herb hover:underline">
            {t("adminReview.product.goReview")}
          </Link>
        ) : null}
      </AdminPageHeader>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-label={t("adminReview.product.formLabel")}
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <fieldset disabled={submitting} className="min-w-0 space-y-6">
          <Section title={t("adminReview.product.section.basics")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                {field(
                  "name",
                  "adminReview.product.name",
                  input("name", { maxLength: PRODUCT_FORM_LIMITS.name.max, required: true }),
                  undefined,
                  true,
                )}
              </div>
              {field(
                "category",
                "adminReview.product.category",
                <select
                  id={`${id}-category`}
                  name="category"
                  value={values.category}
                  onChange={set("category")}
                  required
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={describedBy("category")}
                  className={cn(inputClassName(Boolean(errors.category)), "h-11")}
                >
                  <option value="">{t("adminReview.product.choose")}</option>
                  {PRODUCT_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </select>,
                undefined,
                true,
              )}
              {field(
                "subcategory",
                "adminReview.product.subcategory",
                input("subcategory", { maxLength: PRODUCT_FORM_LIMITS.subcategory }),
              )}
              {field("brand", "adminReview.product.brand", input("brand", { maxLength: PRODUCT_FORM_LIMITS.brand }))}
              <fieldset>
                <legend className="mb-1.5 block text-sm font-semibold">{t("adminReview.product.productType")}</legend>
                <div className="flex flex-wrap gap-2">
                  {PRODUCT_TYPES.map((type) => (
                    <label
                      key={type}
                      className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-paper px-3.5 text-sm has-checked:border-herb has-checked:bg-herb-light has-checked:text-herb-dark"
                    >
                      <input
                        type="radio"
                        name="productType"
                        value={type}
                        checked={values.productType === type}
                        onChange={set("productType")}
                        className="accent-herb"
                      />
                      {t(`adminReview.productType.${type}` as MessageKey)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          </Section>

          <Section title={t("adminReview.product.section.pricing")}>
            <div className="grid gap-4 sm:grid-cols-3">
              {field(
                "price",
                "adminReview.product.price",
                input("price", { type: "number", inputMode: "decimal", step: "0.01", min: "0.01", required: true }),
                undefined,
                true,
              )}
              {field(
                "discount",
                "adminReview.product.discount",
                input("discount", { type: "number", inputMode: "numeric", step: "1", min: "0", max: "100" }, true),
                t("adminReview.product.discountHint"),
              )}
              {field(
                "unit",
                "adminReview.product.unit",
                <select
                  id={`${id}-unit`}
                  name="unit"
                  value={values.unit}
                  onChange={set("unit")}
                  required
                  aria-invalid={errors.unit ? true : undefined}
                  aria-describedby={describedBy("unit")}
                  className={cn(inputClassName(Boolean(errors.unit)), "h-11")}
                >
                  <option value="">{t("adminReview.product.choose")}</option>
                  {(Object.keys(PRODUCT_UNIT_GROUPS) as ProductUnitGroup[]).map((group) => (
                    <optgroup key={group} label={t(`adminReview.unitGroup.${group}` as MessageKey)}>
                      {PRODUCT_UNIT_GROUPS[group].map((unit) => (
                        <option key={unit} value={unit}>
                          {unit}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                  <option value={CUSTOM_UNIT}>{t("adminReview.product.customUnitOption")}</option>
                </select>,
                undefined,
                true,
              )}
              {values.unit === CUSTOM_UNIT
                ? field(
                    "customUnit",
                    "adminReview.product.customUnit",
                    input("customUnit", { maxLength: PRODUCT_FORM_LIMITS.customUnit, required: true }),
                    undefined,
                    true,
                  )
                : null}
            </div>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div className="space-y-3 rounded-xl border border-line bg-cream/60 p-4">
                {checkbox("isWholesale")}
                {values.isWholesale
                  ? field(
                      "minOrderQty",
                      "adminReview.product.minOrderQty",
                      input("minOrderQty", { type: "number", inputMode: "numeric", min: "1", step: "1" }),
                    )
                  : null}
              </div>
              <div className="rounded-xl border border-line bg-cream/60 p-4">{checkbox("inStock")}</div>
            </div>
          </Section>

          <Section title={t("adminReview.product.section.descriptions")}>
            <div className="grid gap-4">
              {field("shortDesc", "adminReview.product.shortDesc", textarea("shortDesc", PRODUCT_FORM_LIMITS.shortDesc, 2))}
              {field("fullDesc", "adminReview.product.fullDesc", textarea("fullDesc", PRODUCT_FORM_LIMITS.fullDesc, 5))}
              <div className="grid gap-4 sm:grid-cols-2">
                {field("ingredients", "adminReview.product.ingredients", textarea("ingredients", PRODUCT_FORM_LIMITS.ingredients))}
                {field("usage", "adminReview.product.usage", textarea("usage", PRODUCT_FORM_LIMITS.usage))}
              </div>
            </div>
          </Section>

          <Section title={t("adminReview.product.section.details")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                {field(
                  "certifications",
                  "adminReview.product.certifications",
                  input("certifications", { placeholder: t("adminReview.product.certificationsPlaceholder") }, true),
                  t("adminReview.product.commaHint"),
                )}
                {chips(values.certifications)}
              </div>
              <div>
                {field(
                  "tags",
                  "adminReview.product.tags",
                  input("tags", { placeholder: t("adminReview.product.tagsPlaceholder") }, true),
                  t("adminReview.product.commaHint"),
                )}
                {chips(values.tags)}
              </div>
              {field(
                "shelfLife",
                "adminReview.product.shelfLife",
                input("shelfLife", {
                  maxLength: PRODUCT_FORM_LIMITS.shelfLife,
                  placeholder: t("adminReview.product.shelfLifePlaceholder"),
                }),
              )}
              {field(
                "origin",
                "adminReview.product.origin",
                <select
                  id={`${id}-origin`}
                  name="origin"
                  value={values.origin}
                  onChange={set("origin")}
                  aria-invalid={errors.origin ? true : undefined}
                  aria-describedby={describedBy("origin")}
                  className={cn(inputClassName(Boolean(errors.origin)), "h-11")}
                >
                  <option value="">{t("adminReview.product.choose")}</option>
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>,
              )}
              {field(
                "hsCode",
                "adminReview.product.hsCode",
                input("hsCode", { maxLength: 20, inputMode: "decimal", placeholder: "0910.30" }, true),
                t("adminReview.product.hsCodeHint"),
              )}
            </div>
          </Section>
        </fieldset>

        <div className="space-y-6 xl:sticky xl:top-6 xl:self-start">
          <Section title={t("adminReview.product.section.images")}>
            <label
              htmlFor={`${id}-images`}
              className={cn(
                "flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors hover:border-herb hover:bg-herb-light/40",
                errors.images ? "border-chili" : "border-line",
              )}
            >
              <ImagePlus className="size-7 text-herb" aria-hidden />
              <span className="mt-2 text-sm font-semibold">{t("adminReview.product.addImages")}</span>
              <span className="mt-0.5 text-xs text-ink-soft">
                {t("adminReview.product.imagesHint", { max: PRODUCT_FORM_LIMITS.images })}
              </span>
            </label>
            <input
              ref={fileRef}
              id={`${id}-images`}
              name="images"
              type="file"
              multiple
              accept={PRODUCT_IMAGE_ACCEPT}
              onChange={addPhotos}
              disabled={submitting || photos.length >= PRODUCT_FORM_LIMITS.images}
              aria-describedby={errors.images ? `${id}-images-error` : undefined}
              className="sr-only"
            />
            {errors.images ? (
              <p id={`${id}-images-error`} className="mt-2 text-sm font-medium text-chili">
                {errors.images}
              </p>
            ) : null}
            {photos.length > 0 ? (
              <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={t("adminReview.product.chosenImages")}>
                {photos.map((photo, i) => (
                  <li key={photo.url} className="group relative">
                    <img
                      src={photo.url}
                      alt={photo.file.name}
                      width={96}
                      height={96}
                      className="aspect-square w-full rounded-lg bg-sand object-cover"
                    />
                    {i === 0 ? (
                      <span className="absolute start-1 top-1 rounded bg-ink/75 px-1.5 text-[10px] font-semibold text-white">
                        {t("adminReview.product.mainImage")}
                      </span>
                    ) : null}
                    <button
                      type="button"
                      onClick={() => removePhoto(i)}
                      className="absolute end-1 top-1 grid size-7 place-items-center rounded-full bg-paper/95 text-chili shadow-card hover:bg-chili hover:text-white"
                      aria-label={t("adminReview.product.removeImage", { name: photo.file.name })}
                    >
                      <Trash2 className="size-3.5" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>

          <Section title={t("adminReview.product.section.summary")}>
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-ink-soft">{t("adminReview.product.price")}</dt>
                <dd className="font-semibold tabular-nums">{priceCents ? `$${centsToText(priceCents)}` : "—"}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-ink-soft">{t("adminReview.product.discount")}</dt>
                <dd className="tabular-nums">{discount}%</dd>
              </div>
              <div className="flex justify-between gap-3 border-t border-line pt-2">
                <dt className="font-semibold">{t("adminReview.product.salePrice")}</dt>
                <dd className="font-display text-xl font-semibold text-herb-dark tabular-nums" data-testid="sale-price">
                  {salePrice ? `$${salePrice}` : "—"}
                  {salePrice && values.unit ? (
                    <span className="ms-1 font-sans text-xs font-normal text-ink-soft">
                      / {values.unit === CUSTOM_UNIT ? values.customUnit || "…" : values.unit}
                    </span>
                  ) : null}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-xs text-ink-soft">{t("adminReview.product.pendingNote")}</p>
            <Button type="submit" size="lg" className="mt-4 w-full" disabled={submitting}>
              {submitting ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {submitting ? t("adminReview.product.submitting") : t("adminReview.product.submit")}
            </Button>
            <Button type="button" variant="ghost" size="sm" className="mt-2 w-full" onClick={reset} disabled={submitting}>
              {t("adminReview.product.clear")}
            </Button>
          </Section>
        </div>
      </form>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-6">
      <h2 className="mb-4 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">{title}</h2>
      {children}
    </section>
  );
}
