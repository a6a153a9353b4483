import { CalendarDays, Mail, ShoppingBasket } from "lucide-react";
import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { cn } from "~/lib/cn";

type Layout = "banner" | "in-content";

const HOUSE_PROMOS = [
  { key: "classes", to: paths.classes, Icon: CalendarDays },
  { key: "shop", to: paths.shop, Icon: ShoppingBasket },
  { key: "newsletter", to: "#newsletter", Icon: Mail },
] as const;

/** Ad network script starts 200 ms after the slot mounts, off the critical path. */
const AD_INIT_DELAY_MS = 200;

function promoFor(slotId: string) {
  let hash = 0;
  for (const char of slotId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return HOUSE_PROMOS[hash % HOUSE_PROMOS.length];
}

/**
 * An ad slot: the ad network's unit when a client id is configured, otherwise a promotion of the
 * site's own classes, shop or newsletter, so no visitor ever sees an empty box.
 */
export function AdSlot({
  slotId,
  layout = "in-content",
  housePromo,
  className,
}: {
  slotId: string;
  layout?: Layout;
  /** Which house promotion fills the slot without an ad network; by default one chosen from the id. */
  housePromo?: (typeof HOUSE_PROMOS)[number]["key"];
  className?: string;
}) {
  const root = useRouteLoaderData<{ adsClientId: string | null }>("root");
  const clientId = root?.adsClientId ?? null;
  const { t } = useI18n();

  if (clientId) return <NetworkAd clientId={clientId} slotId={slotId} layout={layout} className={className} />;

  const promo = HOUSE_PROMOS.find((p) => p.key === housePromo) ?? promoFor(slotId);
  const k = (suffix: string) => `ad.${promo.key}.${suffix}` as MessageKey;
  if (layout === "banner") {
    return (
      <aside
        data-ad-slot={slotId}
        aria-label={t("ad.promoLabel")}
        className={cn(
          "mx-auto flex h-[50px] w-full max-w-[320px] items-center gap-3 rounded-xl bg-herb-light px-3 text-herb-dark",
          className,
        )}
      >
        <promo.Icon className="size-5 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1 truncate text-sm font-semibold">{t(k("title"))}</p>
        <a href={promo.to} className="shrink-0 rounded-full bg-herb px-3 py-1.5 text-xs font-semibold text-white">
          {t(k("cta"))}
        </a>
      </aside>
    );
  }
  return (
    <aside
      data-ad-slot={slotId}
      aria-label={t("ad.promoLabel")}
      className={cn(
        "flex flex-col items-start gap-4 rounded-[var(--radius-card)] border border-saffron/30 bg-saffron-light p-6 sm:flex-row sm:items-center sm:p-8",
        className,
      )}
    >
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-paper text-saffron-dark shadow-card">
        <promo.Icon className="size-7" aria-hidden />
      </span>
      <div className="flex-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-saffron-dark">{t("ad.promoLabel")}</p>
        <p className="mt-1 font-display text-xl font-semibold">{t(k("title"))}</p>
        <p className="mt-1 text-ink-soft">{t(k("body"))}</p>
      </div>
      <ButtonLink to={promo.to} variant="accent">
        {t(k("cta"))}
      </ButtonLink>
    </aside>
  );
}

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

function NetworkAd({ clientId, slotId, layout, className }: { clientId: string; slotId: string; layout: Layout; className?: string }) {
  const { t } = useI18n();
  const pushed = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!document.querySelector("script[data-ad-network]")) {
        const script = document.createElement("script");
        script.async = true;
        script.dataset.adNetwork = "true";
        script.crossOrigin = "anonymous";
        script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
        document.head.appendChild(script);
      }
      if (!pushed.current) {
        pushed.current = true;
        (window.adsbygoogle = window.adsbygoogle || []).push({});
      }
    }, AD_INIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [clientId]);
  const banner = layout === "banner";
  return (
    <aside data-ad-slot={slotId} aria-label={t("ad.label")} className={cn("mx-auto text-center", className)}>
      <ins
        className="adsbygoogle block"
        style={banner ? { display: "inline-block", width: 320, height: 50 } : { display: "block", minHeight: 100 }}
        data-ad-client={clientId}
        data-ad-slot={slotId}
        {...(banner ? {} : { "data-ad-format": "fluid", "data-ad-layout": "in-article" })}
      />
    </aside>
  );
}
