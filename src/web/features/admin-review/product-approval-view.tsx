import { Check, Eye, ExternalLink, LoaderCircle, Package, PackageCheck, PackageX, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { paths } from "../../../shared/paths";
import { MODERATION_LIMITS, type ReviewStatus } from "../../../shared/rules/moderation";
import { PRODUCT_FORM_LIMITS } from "../../../shared/rules/product-submission";
import type { ProductSubmission, ReviewPage } from "../../../shared/schemas/moderation";
import type { ShopCategory } from "../../../shared/schemas/catalogue";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { regionName } from "~/features/guest-chefs/region-name";
import { DecisionPanel, ReviewedPanel } from "./decision-panel";
import { isSessionLost, reviewApi } from "./review-api";
import {
  ApprovalPager,
  CardSkeletons,
  DialogSection,
  EmptyList,
  Facts,
  PreText,
  ReviewDialog,
  SearchForm,
  signInAgain,
  StatusBadge,
  StatusFilter,
  useDateFormat,
  useFocusAfterOpen,
  usePageLoading,
} from "./review-parts";
import { reviewMessage, useDecision } from "./use-decision";

export type ProductApprovalData = {
  status: ReviewStatus;
  search: string;
  list: ReviewPage<ProductSubmission>;
  shopCategories: ShopCategory[];
};

const TEXTS = {
  successTitle: "adminReview.successTitle",
  success: "adminReview.product.decided",
  failureTitle: "adminReview.errorTitle",
  failure: "adminReview.product.decideFailed",
} as const satisfies Record<string, MessageKey>;

/** A new product's opening stock as the approval form first offers it: some when in stock, none when not. */
const defaultStock = (item: ProductSubmission) => (item.inStock ? (item.isWholesale ? Math.max(item.minOrderQty ?? 10, 10) * 5 : 20) : 0);

/**
 * /admin/product-approval on the real submissions of /admin/add-product: the
 * status filter and search, cards, the review dialog (approve with the opening stock and the
 * shop category, or reject with notes), and the bulk actions over every pending item of the
 * current view.
 */
export function ProductApprovalView({ data }: { data: ProductApprovalData }) {
  const { t } = useI18n();
  const loading = usePageLoading();
  const { list } = data;
  const [open, setOpen] = useState<{ id: number; focus: "stock" | "notes" | null } | null>(null);
  const [bulk, setBulk] = useState<"approve" | "reject" | null>(null);
  const { toast } = useToast();
  const current = open ? list.data.find((item) => item.id === open.id) : undefined;
  // The view's pending items: the whole filtered list when it shows pending ones, none otherwise.
  const pendingInView = data.status === "pending" ? list.total : 0;

  function startBulk(action: "approve" | "reject") {
    if (pendingInView === 0) {
      toast({ variant: "destructive", title: t("adminReview.bulk.noneTitle"), description: t("adminReview.bulk.none") });
      return;
    }
    setBulk(action);
  }

  return (
    <>
      <AdminPageHeader title={t("adminReview.products.title")} intro={t("adminReview.products.intro")}>
        <p className="rounded-full bg-paper px-4 py-2 text-sm font-semibold shadow-card ring-1 ring-line" data-testid="total-count">
          {t("adminReview.products.total", { count: list.total })}
        </p>
      </AdminPageHeader>

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <StatusFilter value={data.status} counts={list.counts} label={t("adminReview.statusFilter")} />
        <SearchForm
          value={data.search}
          label={t("adminReview.products.searchLabel")}
          placeholder={t("adminReview.products.searchPlaceholder")}
          keep={{ status: data.status === "pending" ? undefined : data.status }}
        />
      </div>
      <div className="mb-6 flex flex-wrap items-center gap-2 rounded-2xl border border-line/70 bg-paper/70 px-4 py-3">
        <p className="me-auto text-sm text-ink-soft">{t("adminReview.bulk.intro", { count: pendingInView })}</p>
        <Button size="sm" variant="outline" onClick={() => startBulk("approve")}>
          <PackageCheck aria-hidden />
          {t("adminReview.bulk.approve")}
        </Button>
        <Button size="sm" variant="danger" onClick={() => startBulk("reject")}>
          <PackageX aria-hidden />
          {t("adminReview.bulk.reject")}
        </Button>
      </div>

      {loading ? (
        <CardSkeletons label={t("adminReview.loading")} />
      ) : list.data.length === 0 ? (
        <EmptyList message={t("adminReview.products.empty")} hint={data.search ? t("adminReview.emptySearchHint") : undefined} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="submission-grid">
          {list.data.map((item) => (
            <ProductCard key={item.id} item={item} onOpen={(focus) => setOpen({ id: item.id, focus })} />
          ))}
        </ul>
      )}
      {loading ? null : <ApprovalPager page={list.page} totalPages={list.totalPages} label={t("adminReview.pagerLabel")} />}

      {current ? (
        <ProductReviewDialog
          key={current.id}
          item={current}
          focus={open!.focus}
          shopCategories={data.shopCategories}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {bulk ? (
        <BulkDialog action={bulk} count={pendingInView} status={data.status} search={data.search} onClose={() => setBulk(null)} />
      ) : null}
    </>
  );
}

function Money({ item }: { item: ProductSubmission }) {
  const { t } = useI18n();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-display text-xl font-semibold text-herb-dark tabular-nums">${item.salePrice}</span>
      <span className="text-xs text-ink-soft">/ {item.unit}</span>
      {item.discount > 0 ? (
        <>
          <span className="text-xs text-ink-soft tabular-nums line-through">${item.price}</span>
          <span className="rounded-full bg-saffron-light px-1.5 text-xs font-semibold text-saffron-dark">
            {t("adminReview.product.off", { percent: item.discount })}
          </span>
        </>
      ) : null}
    </p>
  );
}

function ProductCard({ item, onOpen }: { item: ProductSubmission; onOpen: (focus: "stock" | "notes" | null) => void }) {
  const { t } = useI18n();
  const { date } = useDateFormat();
  return (
    <li className="flex flex-col rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card" data-testid="submission-card">
      <div className="flex gap-4">
        {item.images[0] ? (
          <img
            src={item.images[0]}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-20 shrink-0 rounded-xl bg-sand object-cover"
          />
        ) : (
          <span className="grid size-20 shrink-0 place-items-center rounded-xl bg-sand text-ink-soft" aria-hidden>
            <Package className="size-8" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-sans text-base leading-snug font-semibold">{item.name}</h2>
            <StatusBadge status={item.status} />
          </div>
          <p className="mt-0.5 truncate text-sm text-ink-soft">
            {item.category}
            {item.brand ? ` · ${item.brand}` : ""}
          </p>
          <Money item={item} />
        </div>
      </div>
      <p className="mt-3 flex flex-wrap gap-1.5 text-xs">
        {item.isWholesale ? (
          <span className="rounded-full bg-herb-light px-2 py-0.5 font-medium text-herb-dark">
            {t("adminReview.product.wholesaleBadge", { count: item.minOrderQty ?? 1 })}
          </span>
        ) : null}
        <span className={cn("rounded-full px-2 py-0.5 font-medium", item.inStock ? "bg-sand" : "bg-chili/10 text-chili")}>
          {t(item.inStock ? "adminReview.product.inStockBadge" : "adminReview.product.outOfStockBadge")}
        </span>
        <span className="rounded-full bg-sand px-2 py-0.5 font-medium">
          {t(`adminReview.productType.${item.productType}` as MessageKey)}
        </span>
      </p>
      <p className="mt-2 text-xs text-ink-soft">
        {t("adminReview.product.submittedBy", { name: item.submittedBy ?? "—", date: date(item.submittedAt) })}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="outline" size="sm" onClick={() => onOpen(null)} aria-label={t("adminReview.reviewNamed", { title: item.name })}>
          <Eye aria-hidden />
          {t("adminReview.review")}
        </Button>
        {item.status === "pending" ? (
          <>
            <Button size="sm" onClick={() => onOpen("stock")} aria-label={t("adminReview.approveNamed", { title: item.name })}>
              <Check aria-hidden />
              {t("adminReview.approve")}
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={() => onOpen("notes")}
              aria-label={t("adminReview.rejectNamed", { title: item.name })}
            >
              <X aria-hidden />
              {t("adminReview.reject")}
            </Button>
          </>
        ) : null}
        {item.productId !== null ? (
          <Link
            to={paths.product(item.productId)}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-herb hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            {t("adminReview.product.inShop")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function ProductReviewDialog({
  item,
  focus,
  shopCategories,
  onClose,
}: {
  item: ProductSubmission;
  focus: "stock" | "notes" | null;
  shopCategories: ShopCategory[];
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { locale } = useRootData();
  const { date, dateTime } = useDateFormat();
  const id = useId();
  const [notes, setNotes] = useState("");
  const [stock, setStock] = useState(String(defaultStock(item)));
  const [shopCategory, setShopCategory] = useState(
    shopCategories.some((c) => c.slug === item.suggestedShopCategory) ? item.suggestedShopCategory : (shopCategories[0]?.slug ?? ""),
  );
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const stockRef = useRef<HTMLInputElement>(null);
  useFocusAfterOpen(notesRef, focus === "notes");
  useFocusAfterOpen(stockRef, focus === "stock");
  const decision = useDecision(TEXTS);
  const stockValid = /^\d{1,6}$/.test(stock.trim()) && Number(stock) <= PRODUCT_FORM_LIMITS.stock.max;

  const approve = () =>
    void decision.run(
      "approve",
      () =>
        reviewApi.decideProduct(item.id, {
          status: "approved",
          stock: Number(stock),
          shopCategory: shopCategory || undefined,
          adminNotes: notes.trim() || undefined,
        }),
      onClose,
    );
  const reject = () =>
    void decision.run("reject", () => reviewApi.decideProduct(item.id, { status: "rejected", adminNotes: notes.trim() }), onClose);
  const list = (items: string[]) =>
    items.length === 0 ? null : (
      <span className="flex flex-wrap gap-1">
        {items.map((entry) => (
          <span key={entry} className="rounded-full bg-sand px-2 py-0.5 text-xs">
            {entry}
          </span>
        ))}
      </span>
    );

  return (
    <ReviewDialog
      title={item.name}
      status={item.status}
      onClose={onClose}
      submitted={t("adminReview.product.submittedBy", { name: item.submittedBy ?? "—", date: date(item.submittedAt) })}
    >
      <DialogSection title={t("adminReview.product.section.images")}>
        {item.images.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2">
            {item.images.map((src, i) => (
              <li key={src}>
                <img
                  src={src}
                  alt={t("adminReview.product.imageAlt", { name: item.name, n: i + 1 })}
                  width={160}
                  height={160}
                  className="aspect-square w-full rounded-lg bg-sand object-cover"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">{t("adminReview.product.noImages")}</p>
        )}
      </DialogSection>
      <DialogSection title={t("adminReview.product.section.pricing")}>
        <Money item={item} />
        <Facts
          className="mt-3"
          items={[
            [t("adminReview.product.category"), item.category],
            [t("adminReview.product.subcategory"), item.subcategory],
            [t("adminReview.product.brand"), item.brand],
            [t("adminReview.product.productType"), t(`adminReview.productType.${item.productType}` as MessageKey)],
            [
              t("adminReview.product.isWholesale"),
              item.isWholesale ? t("adminReview.product.wholesaleBadge", { count: item.minOrderQty ?? 1 }) : t("adminReview.no"),
            ],
            [t("adminReview.product.inStock"), t(item.inStock ? "adminReview.yes" : "adminReview.no")],
          ]}
        />
      </DialogSection>
      <DialogSection title={t("adminReview.product.section.descriptions")}>
        <div className="space-y-3">
          {item.shortDesc ? <p className="font-medium">{item.shortDesc}</p> : null}
          {item.fullDesc ? <PreText text={item.fullDesc} /> : null}
          <Facts
            items={[
              [t("adminReview.product.ingredients"), item.ingredients],
              [t("adminReview.product.usage"), item.usage],
            ]}
          />
        </div>
      </DialogSection>
      <DialogSection title={t("adminReview.product.section.details")}>
        <Facts
          items={[
            [t("adminReview.product.certifications"), list(item.certifications)],
            [t("adminReview.product.tags"), list(item.tags)],
            [t("adminReview.product.shelfLife"), item.shelfLife],
            [t("adminReview.product.origin"), item.origin ? regionName(item.origin, locale, item.origin.toUpperCase()) : null],
            [t("adminReview.product.hsCode"), item.hsCode],
          ]}
        />
      </DialogSection>
      {item.status === "pending" ? (
        <DecisionPanel
          notes={notes}
          onNotesChange={setNotes}
          notesRef={notesRef}
          busy={decision.busy}
          onApprove={() => (stockValid ? approve() : stockRef.current?.focus())}
          onReject={reject}
          approveLabel={t("adminReview.product.approve")}
          rejectLabel={t("adminReview.product.reject")}
        >
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-stock`} className="mb-1.5 block text-sm font-semibold">
                {t("adminReview.product.stock")}
              </label>
              <input
                ref={stockRef}
                id={`${id}-stock`}
                type="number"
                inputMode="numeric"
                min={0}
                max={PRODUCT_FORM_LIMITS.stock.max}
                step={1}
                value={stock}
                onChange={(event) => setStock(event.target.value)}
                aria-invalid={stockValid ? undefined : true}
                aria-describedby={stockValid ? undefined : `${id}-stock-error`}
                className={cn(inputClassName(!stockValid), "h-10")}
              />
              {stockValid ? null : (
                <p id={`${id}-stock-error`} className="mt-1 text-xs font-medium text-chili">
                  {t("adminReview.product.stockRequired")}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${id}-shop-category`} className="mb-1.5 block text-sm font-semibold">
                {t("adminReview.product.shopCategory")}
              </label>
              <select
                id={`${id}-shop-category`}
                value={shopCategory}
                onChange={(event) => setShopCategory(event.target.value)}
                className={cn(inputClassName(false), "h-10")}
              >
                {shopCategories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </DecisionPanel>
      ) : (
        <ReviewedPanel
          notes={item.adminNotes}
          reviewed={item.reviewedAt ? t("adminReview.reviewedBy", { name: item.reviewedBy ?? "—", date: dateTime(item.reviewedAt) }) : null}
        >
          {item.productId !== null ? (
            <Link
              to={paths.product(item.productId)}
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-herb hover:underline"
            >
              <ExternalLink className="size-4" aria-hidden />
              {t("adminReview.product.inShop")}
            </Link>
          ) : null}
        </ReviewedPanel>
      )}
    </ReviewDialog>
  );
}

/** Approve or reject every pending item of the view at once, after saying how many. */
function BulkDialog({
  action,
  count,
  status,
  search,
  onClose,
}: {
  action: "approve" | "reject";
  count: number;
  status: ReviewStatus;
  search: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const id = useId();
  const [notes, setNotes] = useState("");
  const [stock, setStock] = useState("20");
  const [busy, setBusy] = useState(false);
  const stockValid = /^\d{1,6}$/.test(stock.trim()) && Number(stock) <= PRODUCT_FORM_LIMITS.stock.max;
  const ready = action === "approve" ? stockValid : notes.trim().length > 0;

  async function confirm() {
    setBusy(true);
    try {
      const result = await reviewApi.bulkProducts({
        action,
        status,
        search: search || undefined,
        adminNotes: notes.trim() || undefined,
        stock: action === "approve" ? Number(stock) : undefined,
      });
      if (result.processed === 0)
        toast({ variant: "destructive", title: t("adminReview.bulk.noneTitle"), description: t("adminReview.bulk.none") });
      else
        toast({
          title: t("adminReview.successTitle"),
          description: t(action === "approve" ? "adminReview.bulk.approved" : "adminReview.bulk.rejected", { count: result.processed }),
        });
      onClose();
      void revalidator.revalidate();
    } catch (error) {
      if (isSessionLost(error)) return signInAgain();
      const message = error instanceof ApiRequestError ? reviewMessage(t, error.body?.message) : null;
      toast({
        variant: "destructive",
        title: t("adminReview.errorTitle"),
        description: message ?? t(action === "approve" ? "adminReview.bulk.approveFailed" : "adminReview.bulk.rejectFailed"),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(action === "approve" ? "adminReview.bulk.approveTitle" : "adminReview.bulk.rejectTitle")}
      description={t(action === "approve" ? "adminReview.bulk.approveText" : "adminReview.bulk.rejectText", { count })}
    >
      <div className="px-5 py-5 sm:px-7">
        {action === "approve" ? (
          <>
            <label htmlFor={`${id}-stock`} className="mb-1.5 block text-sm font-semibold">
              {t("adminReview.bulk.stock")}
            </label>
            <input
              id={`${id}-stock`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={stock}
              onChange={(event) => setStock(event.target.value)}
              aria-invalid={stockValid ? undefined : true}
              className={cn(inputClassName(!stockValid), "h-11")}
            />
            <p className="mt-1.5 text-xs text-ink-soft">{t("adminReview.bulk.stockHint")}</p>
          </>
        ) : (
          <>
            <label htmlFor={`${id}-notes`} className="mb-1.5 block text-sm font-semibold">
              {t("adminReview.notes")}
            </label>
            <textarea
              id={`${id}-notes`}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              rows={3}
              maxLength={MODERATION_LIMITS.adminNotes}
              className={cn(inputClassName(false), "py-2.5")}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-soft">
              {notes.trim() ? t("adminReview.notesShared") : t("adminReview.rejectHint")}
            </p>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line px-5 py-4 sm:px-7">
        <DialogClose asChild>
          <Button variant="ghost" size="sm">
            {t("adminReview.cancel")}
          </Button>
        </DialogClose>
        <Button size="sm" variant={action === "approve" ? "primary" : "danger"} onClick={() => void confirm()} disabled={busy || !ready}>
          {busy ? (
            <LoaderCircle className="animate-spin" aria-hidden />
          ) : action === "approve" ? (
            <PackageCheck aria-hidden />
          ) : (
            <PackageX aria-hidden />
          )}
          {t(action === "approve" ? "adminReview.bulk.approveConfirm" : "adminReview.bulk.rejectConfirm", { count })}
        </Button>
      </div>
    </DialogFrame>
  );
}
