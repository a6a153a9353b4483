import { BookOpen, ImageUp, Link2, LoaderCircle, Package, RefreshCw, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { IMAGE_UPLOAD } from "../../../shared/rules/image-upload";
import { ADMIN_LIMITS, adminMessages, isAcceptableImageAddress } from "../../../shared/schemas/admin";
import { Button } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { productFieldMessage } from "./product-messages";
import { isSessionLost, reviewApi, sendForm } from "./review-api";
import { signInAgain } from "./review-parts";

export type ImageTarget = "recipe" | "product";
export type ImageSample = { id: number; title: string; image: string; detail: string };
export type ImageManagerData = { recipes: ImageSample[]; products: ImageSample[] };

/** Pictures the site draws itself, to pick with one click. */
export const SAMPLE_IMAGES: { key: MessageKey; url: string }[] = [
  { key: "adminReview.images.sample.curry", url: "/api/art/curry-rice/fde2e4.svg" },
  { key: "adminReview.images.sample.salad", url: "/api/art/green-salad/e2f0cb.svg" },
  { key: "adminReview.images.sample.soup", url: "/api/art/pot-of-food/f6e7c8.svg" },
  { key: "adminReview.images.sample.bread", url: "/api/art/flatbread/fff1d6.svg" },
  { key: "adminReview.images.sample.tea", url: "/api/art/teapot/e0ecf4.svg" },
  { key: "adminReview.images.sample.spices", url: "/api/art/jar/f3e1f7.svg" },
  { key: "adminReview.images.sample.knife", url: "/api/art/kitchen-knife/e8eef0.svg" },
  { key: "adminReview.images.sample.dessert", url: "/api/art/shortcake/fbe4ec.svg" },
];

type Current = { state: "idle" } | { state: "loading" } | { state: "missing" } | { state: "found"; title: string; image: string };

/**
 * /admin/images: Recipe or Product, the item's ID and its new picture
 * (an https address or a path on this site, or an upload), samples to pick, and the first 10
 * recipes and products to choose from. Success refreshes the lists and resets the form.
 */
export function ImageManagerView({ data }: { data: ImageManagerData }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<ImageTarget>("recipe");
  const [itemId, setItemId] = useState("");
  const [source, setSource] = useState<"url" | "upload">("url");
  const [url, setUrl] = useState("");
  const [file, setFile] = useState<{ file: File; preview: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fetched, setFetched] = useState<{ key: string; found: { title: string; image: string } | null } | null>(null);

  useEffect(() => () => (file ? URL.revokeObjectURL(file.preview) : undefined), [file]);

  // The item the ID names, shown beside the form so the admin sees what will change: from the
  // lists when it is there, else asked of the API.
  const numericId = /^[1-9]\d{0,9}$/.test(itemId.trim()) ? Number(itemId.trim()) : null;
  const listed =
    numericId === null ? undefined : (target === "recipe" ? data.recipes : data.products).find((item) => item.id === numericId);
  const lookupKey = numericId !== null && !listed ? `${target}:${numericId}` : null;
  useEffect(() => {
    if (lookupKey === null) return;
    const [kind, itemNumber] = lookupKey.split(":");
    let cancelled = false;
    const timer = setTimeout(() => {
      apiRequest<{ title?: string; name?: string; image: string }>(
        "GET",
        kind === "recipe" ? `/api/recipes/${itemNumber}` : `/api/products/${itemNumber}`,
      )
        .then((item) => !cancelled && setFetched({ key: lookupKey, found: { title: item.title ?? item.name ?? "", image: item.image } }))
        .catch(() => !cancelled && setFetched({ key: lookupKey, found: null }));
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [lookupKey]);
  const current: Current =
    numericId === null
      ? { state: "idle" }
      : listed
        ? { state: "found", title: listed.title, image: listed.image }
        : fetched?.key !== lookupKey
          ? { state: "loading" }
          : fetched.found
            ? { state: "found", ...fetched.found }
            : { state: "missing" };

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setFileError(null);
    if (!chosen) return setFile(null);
    if (!(IMAGE_UPLOAD.acceptedTypes as readonly string[]).includes(chosen.type)) {
      event.target.value = "";
      setFile(null);
      return setFileError(t("adminReview.images.fileType"));
    }
    if (chosen.size > IMAGE_UPLOAD.maxBytes) {
      event.target.value = "";
      setFile(null);
      return setFileError(t("adminReview.product.error.imageSize"));
    }
    setFile({ file: chosen, preview: URL.createObjectURL(chosen) });
  }

  function reset() {
    setItemId("");
    setUrl("");
    setFile(null);
    setFileError(null);
    if (fileRef.current) fileRef.current.value = "";
  }

  function pick(kind: ImageTarget, item: ImageSample) {
    setTarget(kind);
    setItemId(String(item.id));
    document.getElementById(`${id}-url`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const newImage = source === "url" ? url.trim() : file;
    // A non-zero ID and a new image are both needed.
    if (numericId === null || !newImage) {
      toast({ variant: "destructive", title: t("adminReview.errorTitle"), description: t("adminReview.images.missing") });
      return;
    }
    if (typeof newImage === "string" && !isAcceptableImageAddress(newImage)) {
      toast({ variant: "destructive", title: t("adminReview.errorTitle"), description: t("adminReview.images.address") });
      return;
    }
    setBusy(true);
    try {
      let address = typeof newImage === "string" ? newImage : "";
      if (typeof newImage !== "string") {
        const body = new FormData();
        body.append("kind", target);
        body.append("id", String(numericId));
        body.append("image", newImage.file, newImage.file.name);
        address = (await sendForm<{ url: string }>("/api/admin/images", body)).url;
      }
      await reviewApi.changeImage(target, numericId, address);
      toast({ title: t("adminReview.successTitle"), description: t("adminReview.images.updated") });
      reset();
      void revalidator.revalidate();
    } catch (error) {
      if (isSessionLost(error)) return signInAgain();
      const message = error instanceof ApiRequestError ? error.body?.message : undefined;
      const known =
        message === adminMessages.recipeNotFound || message === adminMessages.productNotFound
          ? t(target === "recipe" ? "adminReview.images.recipeNotFound" : "adminReview.images.productNotFound")
          : message === adminMessages.imageAddress
            ? t("adminReview.images.address")
            : message && error instanceof ApiRequestError && error.status === 400
              ? productFieldMessage(t, message)
              : null;
      toast({ variant: "destructive", title: t("adminReview.errorTitle"), description: known ?? t("adminReview.images.failed") });
    } finally {
      setBusy(false);
    }
  }

  const preview = source === "url" ? (url.trim() && isAcceptableImageAddress(url.trim()) ? url.trim() : null) : (file?.preview ?? null);

  return (
    <>
      <AdminPageHeader title={t("adminReview.images.title")} intro={t("adminReview.images.intro")} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t("adminReview.images.formLabel")}
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-6"
        >
          <fieldset disabled={busy} className="space-y-5">
            <fieldset>
              <legend className="mb-1.5 text-sm font-semibold">{t("adminReview.images.target")}</legend>
              <div className="inline-flex rounded-full border border-line bg-cream p-1">
                {(["recipe", "product"] as const).map((kind) => (
                  <label
                    key={kind}
                    className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-soft has-checked:bg-herb has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-herb"
                  >
                    <input
                      type="radio"
                      name="target"
                      value={kind}
                      checked={target === kind}
                      onChange={() => setTarget(kind)}
                      className="sr-only"
                    />
                    {kind === "recipe" ? <BookOpen className="size-4" aria-hidden /> : <Package className="size-4" aria-hidden />}
                    {t(kind === "recipe" ? "adminReview.images.recipe" : "adminReview.images.product")}
                  </label>
                ))}
              </div>
            </fieldset>

            <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <div>
                <label htmlFor={`${id}-item`} className="mb-1.5 block text-sm font-semibold">
                  {t(target === "recipe" ? "adminReview.images.recipeId" : "adminReview.images.productId")}
                </label>
                <input
                  id={`${id}-item`}
                  name="id"
                  inputMode="numeric"
                  value={itemId}
                  onChange={(event) => setItemId(event.target.value)}
                  className={cn(inputClassName(false), "h-11")}
                />
              </div>
              <div className="flex min-h-11 items-end">
                <CurrentItem current={current} />
              </div>
            </div>

            <fieldset>
              <legend className="mb-1.5 text-sm font-semibold">{t("adminReview.images.newImage")}</legend>
              <div className="mb-3 flex gap-2">
                {(["url", "upload"] as const).map((kind) => (
                  <label
                    key={kind}
                    className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm font-medium has-checked:border-herb has-checked:bg-herb-light has-checked:text-herb-dark has-focus-visible:ring-2 has-focus-visible:ring-herb"
                  >
                    <input
                      type="radio"
                      name="source"
                      value={kind}
                      checked={source === kind}
                      onChange={() => setSource(kind)}
                      className="sr-only"
                    />
                    {kind === "url" ? <Link2 className="size-4" aria-hidden /> : <Upload className="size-4" aria-hidden />}
                    {t(kind === "url" ? "adminReview.images.byUrl" : "adminReview.images.byUpload")}
                  </label>
                ))}
              </div>
              {source === "url" ? (
                <div>
                  <label htmlFor={`${id}-url`} className="mb-1.5 block text-sm font-semibold">
                    {t("adminReview.images.url")}
                  </label>
                  <input
                    id={`${id}-url`}
                    name="image"
                    type="url"
                    inputMode="url"
                    maxLength={ADMIN_LIMITS.imageUrl}
                    value={url}
                    onChange={(event) => setUrl(event.target.value)}
                    placeholder="https://…"
                    aria-describedby={`${id}-url-hint`}
                    className={cn(inputClassName(false), "h-11")}
                  />
                  <p id={`${id}-url-hint`} className="mt-1.5 text-xs text-ink-soft">
                    {t("adminReview.images.urlHint")}
                  </p>
                </div>
              ) : (
                <div>
                  <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-semibold">
                    {t("adminReview.images.file")}
                  </label>
                  <input
                    ref={fileRef}
                    id={`${id}-file`}
                    name="file"
                    type="file"
                    accept={IMAGE_UPLOAD.accept}
                    onChange={chooseFile}
                    aria-describedby={`${id}-file-hint`}
                    className="block w-full text-sm file:me-3 file:h-10 file:rounded-full file:border-0 file:bg-herb file:px-4 file:font-semibold file:text-white hover:file:bg-herb-dark"
                  />
                  <p id={`${id}-file-hint`} className={cn("mt-1.5 text-xs", fileError ? "font-medium text-chili" : "text-ink-soft")}>
                    {fileError ?? t("adminReview.images.fileHint")}
                  </p>
                </div>
              )}
            </fieldset>

            {source === "url" ? (
              <div>
                <p className="mb-2 text-sm font-semibold" id={`${id}-samples`}>
                  {t("adminReview.images.samples")}
                </p>
                <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8" aria-labelledby={`${id}-samples`}>
                  {SAMPLE_IMAGES.map((sample) => (
                    <li key={sample.url}>
                      <button
                        type="button"
                        onClick={() => setUrl(sample.url)}
                        aria-pressed={url === sample.url}
                        className={cn(
                          "block w-full overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-paper transition",
                          url === sample.url ? "ring-herb" : "ring-transparent hover:ring-line",
                        )}
                      >
                        <img
                          src={sample.url}
                          alt={t(sample.key)}
                          width={64}
                          height={48}
                          loading="lazy"
                          className="aspect-[4/3] w-full bg-sand object-cover"
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <div className="flex flex-wrap items-center gap-4 border-t border-line pt-5">
              <div
                className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-xl border border-dashed border-line bg-cream"
                aria-live="polite"
              >
                {preview ? (
                  <img src={preview} alt={t("adminReview.images.previewAlt")} width={96} height={96} className="size-full object-cover" />
                ) : (
                  <ImageUp className="size-7 text-ink-soft" aria-hidden />
                )}
              </div>
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
                {busy ? t("adminReview.images.updating") : t("adminReview.images.update")}
              </Button>
            </div>
          </fieldset>
        </form>

        <div className="space-y-6">
          <SampleList title={t("adminReview.images.firstRecipes")} items={data.recipes} kind="recipe" onPick={pick} />
          <SampleList title={t("adminReview.images.firstProducts")} items={data.products} kind="product" onPick={pick} />
        </div>
      </div>
    </>
  );
}

function CurrentItem({ current }: { current: Current }) {
  const { t } = useI18n();
  if (current.state === "idle") return <p className="text-sm text-ink-soft">{t("adminReview.images.enterId")}</p>;
  if (current.state === "loading") return <p className="text-sm text-ink-soft">{t("adminReview.loading")}</p>;
  if (current.state === "missing") return <p className="text-sm font-medium text-chili">{t("adminReview.images.noSuchItem")}</p>;
  return (
    <p className="flex min-w-0 items-center gap-3 text-sm" data-testid="current-item">
      <img src={current.image} alt="" width={44} height={44} className="size-11 shrink-0 rounded-lg bg-sand object-cover" />
      <span className="min-w-0">
        <span className="block text-xs text-ink-soft">{t("adminReview.images.currentImage")}</span>
        <span className="block truncate font-semibold">{current.title}</span>
      </span>
    </p>
  );
}

function SampleList({
  title,
  items,
  kind,
  onPick,
}: {
  title: string;
  items: ImageSample[];
  kind: ImageTarget;
  onPick: (kind: ImageTarget, item: ImageSample) => void;
}) {
  const { t } = useI18n();
  return (
    <section aria-label={title} className="rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card">
      <h2 className="border-b border-line px-5 py-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">{title}</h2>
      {items.length === 0 ? (
        <p className="px-5 py-4 text-sm text-ink-soft">{t("adminReview.images.none")}</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 px-5 py-2.5">
              <img
                src={item.image}
                alt=""
                width={44}
                height={44}
                loading="lazy"
                className="size-11 shrink-0 rounded-lg bg-sand object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{item.title}</p>
                <p className="truncate text-xs text-ink-soft">
                  #{item.id} · {item.detail}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onPick(kind, item)}
                aria-label={t("adminReview.images.chooseNamed", { title: item.title })}
              >
                {t("adminReview.images.choose")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
