import { useState } from "react";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";

/**
 * The three views of the gallery (three thumbnails, the first selected). A product with
 * one picture gets three framings of it: the whole product, a close-up and a detail, drawn from
 * the same file (one download) by scaling it about a focal point. A product with more photos
 * shows each photo as a thumbnail instead.
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

type GalleryItem = { key: string; src: string; view: (typeof GALLERY_VIEWS)[number]; label: string };

export function ProductGallery({ image, images = [], name }: { image: string; images?: string[]; name: string }) {
  const { t } = useI18n();
  const [selected, setSelected] = useState(0);
  const photos = [image, ...images.filter((src) => src && src !== image)];
  const items: GalleryItem[] =
    photos.length > 1
      ? photos.map((src, index) => ({
          key: src,
          src,
          view: GALLERY_VIEWS[0],
          label: t("productPage.gallery.photo", { number: index + 1, total: photos.length }),
        }))
      : GALLERY_VIEWS.map((view) => ({ key: view.key, src: image, view, label: t(`productPage.gallery.${view.key}` as MessageKey) }));
  const current = items[Math.min(selected, items.length - 1)];

  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] bg-sand shadow-lift" data-testid="gallery-main">
        <Framed
          key={current.key}
          src={current.src}
          alt={t("productPage.gallery.alt", { name, view: current.label })}
          view={current.view}
          eager
        />
      </div>
      <ul
        className={cn("mt-3 grid gap-3", items.length > 3 ? "grid-cols-4 sm:grid-cols-6" : "grid-cols-3")}
        aria-label={t("productPage.gallery.label")}
      >
        {items.map((item, index) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={() => setSelected(index)}
              aria-pressed={item === current}
              aria-label={t("productPage.gallery.show", { view: item.label })}
              className={cn(
                "block aspect-[4/3] w-full overflow-hidden rounded-2xl border-2 bg-sand transition",
                item === current ? "border-herb shadow-card" : "border-transparent opacity-80 hover:opacity-100",
              )}
            >
              <Framed src={item.src} alt="" view={item.view} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
