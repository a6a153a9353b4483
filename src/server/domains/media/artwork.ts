import iconBodies from "./icon-bodies.json" with { type: "json" };

/**
 * Artwork for catalogue items: no image host can be reached, so each item's picture is drawn
 * here from an emoji illustration (Fluent Emoji Flat, MIT) on a colour field.
 */
type IconSet = { width: number; height: number; icons: Record<string, string> };
const iconSet = iconBodies as IconSet;

export const FALLBACK_ICON = "fork-and-knife-with-plate";

export function hasIcon(name: string): boolean {
  return Object.hasOwn(iconSet.icons, name);
}

/** The path of an item's artwork; stable for the same icon and colour, so cached forever. */
export function artworkPath(icon: string, color: string): string {
  const hex = color.replace(/^#/, "").toLowerCase();
  return `/api/art/${encodeURIComponent(icon)}/${hex}.svg`;
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex, 16);
  const channel = (shift: number) => {
    const value = (n >> shift) & 0xff;
    const next = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount;
    return Math.round(Math.min(255, Math.max(0, next)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

const svgCache = new Map<string, string>();

/** An 800×600 picture: colour field, soft rings and the illustration. Null when unknown. */
export function renderArtwork(icon: string, hex: string): string | null {
  if (!/^[0-9a-f]{6}$/i.test(hex) || !hasIcon(icon)) return null;
  const key = `${icon}/${hex}`;
  const cached = svgCache.get(key);
  if (cached) return cached;
  const base = `#${hex.toLowerCase()}`;
  const light = shade(hex, 0.35);
  const dark = shade(hex, -0.12);
  const size = iconSet.width;
  const body = iconSet.icons[icon];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">` +
    `<defs><radialGradient id="g" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${base}"/></radialGradient></defs>` +
    `<rect width="800" height="600" fill="url(#g)"/>` +
    `<circle cx="400" cy="300" r="230" fill="none" stroke="${dark}" stroke-opacity=".25" stroke-width="3"/>` +
    `<circle cx="400" cy="300" r="265" fill="none" stroke="${dark}" stroke-opacity=".12" stroke-width="2" stroke-dasharray="6 10"/>` +
    `<ellipse cx="400" cy="470" rx="150" ry="22" fill="${dark}" fill-opacity=".28"/>` +
    `<svg x="230" y="120" width="340" height="340" viewBox="0 0 ${size} ${size}">${body}</svg>` +
    `</svg>`;
  if (svgCache.size > 2000) svgCache.clear();
  svgCache.set(key, svg);
  return svg;
}

/** A neutral placeholder of the asked size, labelled with its dimensions. */
export function renderPlaceholder(width: number, height: number): string {
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#efe7da"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#8a7b66" ` +
    `font-family="system-ui, sans-serif" font-size="${fontSize}">${width}×${height}</text></svg>`
  );
}
