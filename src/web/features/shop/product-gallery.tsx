import { useState } from "react";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";

/**
 * The three views of the gallery (spec 2 §2: three thumbnails, the first selected). A product has
 * one picture, so the views are three framings of it: the whole product, a close-up and a detail,
 * drawn from the same file (one download) by scaling it about a focal point.
 */
export const GALLERY_VIEWS = [
  { key: "full", scale: 1, origin: "50% 50%" },
  { key: "closeUp", scale: 1.55, origin: "50% 48%" },
  { key: "detail", scale: 2.4, origin: "38% 40%" },
] as const;

function Framed({ src, alt, view, eager }: { src: string; alt: string; view: (typeof GALLERY_VIEWS)[number]; eager?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={600}
      decoding="async"
      loading={eager ? "eager" : "lazy"}
      {...(eager ? { fetchPriority: "high" as const } : {})}
      className="h-full w-full object-cover transition-transform duration-300 motion-reduce:transition-none"
      style={{ transform: view.scale === 1 ? undefined : `scale(${view.scale})`, transformOrigin: view.origin }}
    />
  );
}

export function ProductGallery({ image, name }: { image: string; name: string }) {
  const { t } = useI18n();
  const [selected, setSelected] = useState(0);
  const view = GALLERY_VIEWS[selected];
  const viewLabel = (key: (typeof GALLERY_VIEWS)[number]["key"]) => t(`productPage.gallery.${key}` as MessageKey);

  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] bg-sand shadow-lift" data-testid="gallery-main">
        <Framed src={image} alt={t("productPage.gallery.alt", { name, view: viewLabel(view.key) })} view={view} eager />
      </div>
      <ul className="mt-3 grid grid-cols-3 gap-3" aria-label={t("productPage.gallery.label")}>
        {GALLERY_VIEWS.map((item, index) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={() => setSelected(index)}
              aria-pressed={index === selected}
              aria-label={t("productPage.gallery.show", { view: viewLabel(item.key) })}
              className={cn(
                "block aspect-[4/3] w-full overflow-hidden rounded-2xl border-2 bg-sand transition",
                index === selected ? "border-herb shadow-card" : "border-transparent opacity-80 hover:opacity-100",
              )}
            >
              <Framed src={image} alt="" view={item} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
