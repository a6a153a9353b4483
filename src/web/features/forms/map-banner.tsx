import { MapPin } from "lucide-react";
import { BRAND } from "../../../shared/brand";
import { useI18n } from "~/lib/i18n";

/** City blocks between the streets of the drawing: x, y, width, height. */
const BLOCKS: [number, number, number, number][] = [
  [0, 0, 250, 70],
  [290, 0, 300, 70],
  [630, 0, 230, 70],
  [900, 0, 300, 70],
  [0, 110, 250, 90],
  [290, 110, 300, 90],
  [900, 110, 300, 90],
  [0, 240, 250, 80],
  [290, 240, 300, 80],
  [630, 240, 230, 80],
  [900, 240, 300, 80],
];

/**
 * The map-style banner: the streets around the kitchen drawn in SVG (no map service, nothing
 * fetched from elsewhere), the pin on Valencia Street, and the address beside it.
 */
export function MapBanner() {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="contact-map-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-sand shadow-card"
    >
      <svg
        viewBox="0 0 1200 320"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
        role="img"
        aria-label={t("contactPage.mapLabel", { address: BRAND.address })}
      >
        <rect width="1200" height="320" fill="#ece2d0" />
        {BLOCKS.map(([x, y, w, h]) => (
          <rect key={`${x}-${y}`} x={x + 6} y={y + 6} width={w - 12} height={h - 12} rx="10" fill="#f7f1e6" />
        ))}
        {/* The park across 16th Street. */}
        <rect x="636" y="116" width="218" height="78" rx="12" fill="#cfe0cf" />
        <circle cx="690" cy="150" r="12" fill="#b5cfb6" />
        <circle cx="760" cy="170" r="16" fill="#b5cfb6" />
        <circle cx="815" cy="140" r="10" fill="#b5cfb6" />
        {/* Streets, with a diagonal avenue crossing them. */}
        <g stroke="#fffdf9" strokeLinecap="round">
          <path d="M0 90 H1200 M0 220 H1200" strokeWidth="22" />
          <path d="M270 0 V320 M610 0 V320 M880 0 V320" strokeWidth="22" />
          <path d="M-40 330 L460 -20" strokeWidth="16" />
        </g>
        <path
          d="M0 90 H1200 M0 220 H1200 M270 0 V320 M610 0 V320 M880 0 V320"
          stroke="#e4d8c4"
          strokeWidth="1.5"
          strokeDasharray="10 10"
          fill="none"
        />
        <g fill="#8a7f72" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="14" fontWeight="600" letterSpacing="1">
          <text x="960" y="85">
            16TH ST
          </text>
          <text x="960" y="215">
            17TH ST
          </text>
          <text x="616" y="300" transform="rotate(-90 616 300)">
            VALENCIA ST
          </text>
          <text x="886" y="300" transform="rotate(-90 886 300)">
            MISSION ST
          </text>
        </g>
        {/* The kitchen on Valencia Street. */}
        <g transform="translate(610 90)">
          <circle r="34" fill="#b3422f" opacity="0.15" />
          <circle r="18" fill="#b3422f" opacity="0.25" />
          <path d="M0 0 C-14 -16 -18 -26 -18 -34 A18 18 0 0 1 18 -34 C18 -26 14 -16 0 0 Z" fill="#b3422f" />
          <circle cy="-34" r="7" fill="#fffdf9" />
        </g>
      </svg>
      <div className="relative flex min-h-72 flex-col justify-end p-4 pt-44 sm:min-h-80 sm:justify-center sm:p-8">
        <div className="max-w-md rounded-2xl bg-paper/95 p-5 shadow-lift backdrop-blur-sm sm:p-6">
          <p className="flex items-center gap-2 text-sm font-semibold text-herb">
            <MapPin className="size-4" aria-hidden />
            {BRAND.name}
          </p>
          <h2 id="contact-map-title" className="mt-2 text-2xl font-semibold">
            {t("contactPage.mapTitle")}
          </h2>
          <address className="mt-2 not-italic font-medium text-ink">{BRAND.address}</address>
          <p className="mt-2 text-sm leading-6 text-ink-soft">{t("contactPage.mapBody")}</p>
        </div>
      </div>
    </section>
  );
}
