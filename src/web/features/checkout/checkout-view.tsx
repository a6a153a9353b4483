import { AlertTriangle, CreditCard, Landmark, Loader2, Lock, ShoppingBag, Truck } from "lucide-react";
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { formatDollars } from "../../../shared/rules/format";
import type { CheckoutOptions, OrderConflict, OrderQuote, OrderResult, PaymentMethod, ShippingMethod } from "../../../shared/schemas/order";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { useCart } from "~/features/cart/cart-context";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { orderLinesFromCart, type CartOrderLine } from "./cart-order-lines";
import { quoteRequestBody, useOrderQuote } from "./use-order-quote";

type TextField = "name" | "email" | "phone" | "addressLine1" | "addressLine2" | "city" | "region" | "postalCode" | "country" | "notes";
type Field = TextField | "shippingMethod" | "paymentMethod";
type Errors = Partial<Record<Field, string>>;

const FIELD_ORDER: Field[] = [
  "name",
  "email",
  "phone",
  "addressLine1",
  "addressLine2",
  "city",
  "region",
  "postalCode",
  "country",
  "shippingMethod",
  "paymentMethod",
  "notes",
];
const EMPTY: Record<TextField, string> = {
  name: "",
  email: "",
  phone: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  region: "",
  postalCode: "",
  country: "United States",
  notes: "",
};

const money = (amount: string | number) => formatDollars(Number(amount));

/** A new key per distinct order: a retry of the same order never places it twice. */
function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-5 space-y-4">{children}</div>
    </section>
  );
}

/** A radio card: the whole box is the label, the native radio keeps keyboard use and grouping. */
function Choice({
  name,
  value,
  checked,
  onChange,
  icon,
  title,
  body,
  aside,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  icon: ReactNode;
  title: string;
  body: string;
  aside?: string;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-herb/40",
        checked ? "border-herb bg-herb-light/50" : "border-line bg-paper hover:border-herb/60",
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 size-4 accent-[var(--color-herb)]"
      />
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-sand text-herb-dark">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-ink">{title}</span>
          {aside ? <span className="shrink-0 font-semibold text-ink">{aside}</span> : null}
        </span>
        <span className="mt-0.5 block text-sm text-ink-soft">{body}</span>
      </span>
    </label>
  );
}

export function CheckoutView({ options }: { options: CheckoutOptions }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const navigate = useNavigate();
  const cart = useCart();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const idempotency = useRef<{ fingerprint: string; key: string } | null>(null);

  const [values, setValues] = useState(EMPTY);
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>("standard");
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>("on-delivery");
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [pricesChanged, setPricesChanged] = useState(false);

  const { lines, skipped } = useMemo(() => orderLinesFromCart(cart.items), [cart.items]);
  const body = useMemo(() => quoteRequestBody(lines, shippingMethod), [lines, shippingMethod]);
  const { quote, status, replace, retry } = useOrderQuote(body);
  const current = quote && status !== "failed" ? quote : null;
  const canPlace = current !== null && status === "ready" && current.problems.length === 0 && !submitting;

  // The server cannot see the cart (it lives on the device), so the page it sends is the loading
  // state: it carries the page's heading too, in the place the full form puts it.
  if (!cart.ready || lines.length === 0) {
    return (
      <div className="container-page pb-16 pt-8 sm:pt-12">
        <h1 className="text-4xl font-semibold sm:text-5xl">{t("checkout.title")}</h1>
        {!cart.ready ? (
          <p className="py-20 text-center text-ink-soft" role="status">
            {t("checkout.loading")}
          </p>
        ) : (
          <div className="mx-auto mt-8 max-w-2xl">
            <EmptyState
              icon={<ShoppingBag className="size-8" aria-hidden />}
              title={t("checkout.emptyTitle")}
              body={t("checkout.emptyBody")}
            >
              <div className="mt-6">
                <ButtonLink to={paths.shop}>{t("checkout.browseShop")}</ButtonLink>
              </div>
            </EmptyState>
          </div>
        )}
      </div>
    );
  }

  const set = (field: TextField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  function focusFirstError(found: Errors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  /** The cart line a quote's line index points at (the quote prices `lines` in order). */
  const cartLineAt = (index: number): CartOrderLine | undefined => lines[index];

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    if (!current || submitting) return;
    // The form's rules come with the API's schema, loaded when first needed: no validation code on first paint.
    const { checkoutFormSchema } = await import("../../../shared/schemas/order");
    const form = { ...values, shippingMethod, paymentMethod };
    const parsed = checkoutFormSchema.safeParse(form);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        if (FIELD_ORDER.includes(field) && !found[field]) found[field] = t(`checkout.error.${field}` as MessageKey);
      }
      setErrors(found);
      focusFirstError(found);
      return;
    }
    const order = {
      ...parsed.data,
      lines: lines.map(({ type, id: lineId, quantity, price }) => ({ type, id: lineId, quantity, price })),
      expectedTotal: current.total,
    };
    const fingerprint = JSON.stringify(order);
    if (idempotency.current?.fingerprint !== fingerprint) idempotency.current = { fingerprint, key: newIdempotencyKey() };
    setSubmitting(true);
    try {
      const result = await apiRequest<OrderResult>("POST", "/api/orders", order, { "Idempotency-Key": idempotency.current.key });
      cart.clearCart();
      if (result.payment.method === "card" && result.payment.checkoutUrl) {
        window.location.assign(result.payment.checkoutUrl);
        return;
      }
      void navigate(`${result.statusUrl}?placed=1`);
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof ApiRequestError && failure.status === 409) {
        const conflict = failure.body as OrderConflict | null;
        if (conflict?.quote) replace(conflict.quote);
        else retry();
        if (conflict?.code === "price_changed") {
          setPricesChanged(true);
          toast({ title: t("checkout.toastPricesTitle"), description: t("checkout.toastPricesBody") });
        } else {
          toast({ variant: "destructive", title: t("checkout.toastShortTitle"), description: t("checkout.toastShortBody") });
        }
        return;
      }
      if (failure instanceof ApiRequestError && failure.status === 400 && failure.body?.issues) {
        const found: Errors = {};
        for (const issue of failure.body.issues) {
          const field = issue.path as Field;
          if (FIELD_ORDER.includes(field) && !found[field]) found[field] = t(`checkout.error.${field}` as MessageKey);
        }
        setErrors(found);
        focusFirstError(found);
      }
      toast({ variant: "destructive", title: t("checkout.toastFailedTitle"), description: t("checkout.toastFailedBody") });
    }
  }

  const field = (
    name: TextField,
    label: string,
    input: { autoComplete?: string; type?: string; inputMode?: "email" | "tel" | "text"; hint?: string; textarea?: boolean },
  ) => (
    <FormField
      label={label}
      htmlFor={`${id}-${name}`}
      error={errors[name]}
      errorId={`${id}-${name}-error`}
      hint={input.hint}
      hintId={`${id}-${name}-hint`}
    >
      {input.textarea ? (
        <textarea
          id={`${id}-${name}`}
          name={name}
          rows={3}
          value={values[name]}
          onChange={set(name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          className={cn(inputClassName(!!errors[name]), "py-3")}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          name={name}
          type={input.type ?? "text"}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
          value={values[name]}
          onChange={set(name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : input.hint ? `${id}-${name}-hint` : undefined}
          className={cn(inputClassName(!!errors[name]), "h-12")}
        />
      )}
    </FormField>
  );

  const shippingFor = (method: ShippingMethod) =>
    (current?.shipping.method === method ? current.shipping : null) ?? options.shippingMethods.find((option) => option.method === method);

  return (
    <div className="container-page pb-16 pt-8 sm:pt-12">
      <h1 className="text-4xl font-semibold sm:text-5xl">{t("checkout.title")}</h1>
      <p className="mt-2 text-lg text-ink-soft">{t("checkout.intro")}</p>

      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void placeOrder(event)}
        aria-busy={submitting}
        className="mt-8 grid gap-8 lg:grid-cols-[1fr_26rem] lg:items-start"
      >
        <fieldset disabled={submitting} className="min-w-0 space-y-6">
          <Section title={t("checkout.contact")}>
            <div className="grid gap-4 sm:grid-cols-2">
              {field("name", t("checkout.name"), { autoComplete: "name" })}
              {field("email", t("checkout.email"), {
                autoComplete: "email",
                type: "email",
                inputMode: "email",
                hint: t("checkout.emailHint"),
              })}
            </div>
            {field("phone", t("checkout.phone"), { autoComplete: "tel", type: "tel", inputMode: "tel" })}
          </Section>

          <Section title={t("checkout.address")}>
            {field("addressLine1", t("checkout.addressLine1"), { autoComplete: "address-line1" })}
            {field("addressLine2", t("checkout.addressLine2"), { autoComplete: "address-line2" })}
            <div className="grid gap-4 sm:grid-cols-2">
              {field("city", t("checkout.city"), { autoComplete: "address-level2" })}
              {field("region", t("checkout.region"), { autoComplete: "address-level1" })}
              {field("postalCode", t("checkout.postalCode"), { autoComplete: "postal-code" })}
              {field("country", t("checkout.country"), { autoComplete: "country-name" })}
            </div>
            {field("notes", t("checkout.notes"), { textarea: true })}
          </Section>

          <Section title={t("checkout.shipping")}>
            <div role="radiogroup" aria-label={t("checkout.shipping")} className="space-y-3">
              {(["standard", "express"] as const).map((method) => {
                const quoteOf = shippingFor(method);
                const fee = quoteOf ? Number(quoteOf.fee) : null;
                return (
                  <Choice
                    key={method}
                    name="shippingMethod"
                    value={method}
                    checked={shippingMethod === method}
                    onChange={() => setShippingMethod(method)}
                    icon={<Truck className="size-5" aria-hidden />}
                    title={t(`checkout.${method}`)}
                    body={[
                      t(`checkout.${method}Days`),
                      quoteOf?.freeFrom ? t("checkout.freeFrom", { amount: money(quoteOf.freeFrom) }) : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    aside={fee === null ? undefined : fee === 0 ? t("checkout.free") : money(fee)}
                  />
                );
              })}
            </div>
          </Section>

          <Section title={t("checkout.payment")}>
            <div role="radiogroup" aria-label={t("checkout.payment")} className="space-y-3">
              <Choice
                name="paymentMethod"
                value="on-delivery"
                checked={paymentMethod === "on-delivery"}
                onChange={() => setPaymentMethod("on-delivery")}
                icon={<Landmark className="size-5" aria-hidden />}
                title={t("checkout.onDelivery")}
                body={t("checkout.onDeliveryBody")}
              />
              {options.paymentMethods.includes("card") ? (
                <Choice
                  name="paymentMethod"
                  value="card"
                  checked={paymentMethod === "card"}
                  onChange={() => setPaymentMethod("card")}
                  icon={<CreditCard className="size-5" aria-hidden />}
                  title={t("checkout.card")}
                  body={t("checkout.cardBody")}
                />
              ) : null}
            </div>
          </Section>
        </fieldset>

        <aside
          aria-labelledby={`${id}-summary`}
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7 lg:sticky lg:top-24"
        >
          <h2 id={`${id}-summary`} className="text-xl font-semibold">
            {t("checkout.summary")}
          </h2>

          {pricesChanged && current && current.priceChanges.length > 0 ? (
            <div className="mt-4 flex gap-3 rounded-2xl bg-saffron-light/70 p-4 text-sm" role="alert">
              <AlertTriangle className="size-5 shrink-0 text-saffron-dark" aria-hidden />
              <div>
                <p className="font-semibold">{t("checkout.priceChangedTitle")}</p>
                <p className="mt-1 text-ink-soft">{t("checkout.priceChangedBody")}</p>
              </div>
            </div>
          ) : null}

          {current && current.problems.length > 0 ? (
            <div className="mt-4 rounded-2xl border border-chili/30 bg-chili/5 p-4 text-sm" role="alert">
              <p className="flex items-center gap-2 font-semibold text-chili">
                <AlertTriangle className="size-4" aria-hidden />
                {t("checkout.problemsTitle")}
              </p>
              <ul className="mt-3 space-y-3">
                {current.problems.map((problem) => {
                  const line = cartLineAt(problem.index);
                  return (
                    <li key={`${problem.type}-${problem.id}`} className="flex flex-wrap items-center justify-between gap-2">
                      <span>{problem.message}</span>
                      {line ? (
                        <span className="flex gap-2">
                          {problem.problem === "short" && problem.available ? (
                            <Button
                              type="button"
                              size="sm"
                              variant="outline"
                              onClick={() => cart.updateQuantity(line.id, problem.available ?? 0)}
                            >
                              {t("checkout.useAvailable", { count: problem.available })}
                            </Button>
                          ) : null}
                          <Button type="button" size="sm" variant="danger" onClick={() => cart.removeItem(line.id)}>
                            {t("checkout.remove")}
                          </Button>
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}

          <ul className="mt-4 divide-y divide-line" data-testid="checkout-lines">
            {lines.map((line, index) => {
              const priced = current?.lines[index];
              return (
                <li key={`${line.type}-${line.id}`} className="flex justify-between gap-3 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{priced?.name ?? line.name}</p>
                    <p className="text-ink-soft">
                      {t("checkout.quantity", { count: line.quantity })}
                      {priced ? ` · ${t("checkout.each", { price: money(priced.unitPrice) })}` : null}
                    </p>
                    {priced?.wholesale ? <p className="text-xs font-semibold text-herb">{t("checkout.wholesale")}</p> : null}
                    {priced?.priceChanged && priced.cartPrice !== null ? (
                      <p className="text-xs font-semibold text-saffron-dark">
                        {t("checkout.priceChangedLine", { from: money(priced.cartPrice), to: money(priced.unitPrice) })}
                      </p>
                    ) : null}
                  </div>
                  <span className="shrink-0 font-semibold">{priced ? money(priced.lineTotal) : "—"}</span>
                </li>
              );
            })}
          </ul>
          {skipped.length > 0 ? (
            <ul className="mt-2 space-y-1 text-xs text-ink-soft">
              {skipped.map((item) => (
                <li key={`${item.type}-${String(item.id)}`}>{t("checkout.skippedLine", { name: item.name })}</li>
              ))}
            </ul>
          ) : null}

          <SummaryTotals quote={current} />

          <p className="mt-2 min-h-5 text-sm text-ink-soft" role="status" aria-live="polite">
            {status === "loading" ? t("checkout.quoting") : null}
            {status === "failed" ? (
              <>
                {t("checkout.quoteFailed")}{" "}
                <button type="button" className="font-semibold text-herb underline" onClick={retry}>
                  {t("checkout.retry")}
                </button>
              </>
            ) : null}
          </p>

          <Button type="submit" size="lg" className="mt-4 w-full" disabled={!canPlace}>
            {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
            {submitting ? t("checkout.placing") : paymentMethod === "card" ? t("checkout.placeCard") : t("checkout.place")}
          </Button>
          <p className="mt-3 text-xs text-ink-soft">
            <Link to={paths.terms} className="underline">
              {t("checkout.terms")}
            </Link>
          </p>
          <p className="mt-2 flex items-start gap-2 text-xs text-ink-soft">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {t("checkout.secure")}
          </p>
        </aside>
      </form>
    </div>
  );
}

function SummaryTotals({ quote }: { quote: OrderQuote | null }) {
  const { t } = useI18n();
  const shippingFee = quote ? Number(quote.shipping.fee) : null;
  return (
    <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
      <div className="flex justify-between">
        <dt className="text-ink-soft">{t("checkout.subtotal")}</dt>
        <dd className="font-semibold">{quote ? money(quote.subtotal) : "—"}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-ink-soft">{t("checkout.shippingFee")}</dt>
        <dd className="font-semibold">{shippingFee === null ? "—" : shippingFee === 0 ? t("checkout.free") : money(shippingFee)}</dd>
      </div>
      <div className="flex items-baseline justify-between border-t border-line pt-3 text-base">
        <dt className="font-semibold">{t("checkout.total")}</dt>
        <dd className="font-display text-2xl font-semibold" data-testid="checkout-total">
          {quote ? money(quote.total) : "—"}
        </dd>
      </div>
    </dl>
  );
}
