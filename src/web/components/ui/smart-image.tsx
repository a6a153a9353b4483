import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

/**
 * An image with its box reserved (no layout shift), a pulse while it loads and
 * 'Image unavailable' if it fails. A lazy image (below the fold) pulses only once it is in view
 * and still loading: pulsing from the first paint, it would animate unseen for as long as the
 * visitor stays above it, and many of them together cost a slow phone's main thread every frame.
 */
export function SmartImage({
  className,
  wrapperClassName,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { width: number; height: number; wrapperClassName?: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<"loading" | "loaded" | "error">("loading");
  const lazy = props.loading === "lazy";
  const [inView, setInView] = useState(!lazy);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The image may have finished (or failed) before hydration attached the handlers.
    const img = ref.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "error");
  }, []);
  useEffect(() => {
    const img = ref.current;
    if (!lazy || !img || state !== "loading" || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(img);
    return () => observer.disconnect();
  }, [lazy, state]);
  return (
    <div
      className={cn(
        "relative overflow-hidden bg-sand",
        state === "loading" && inView && "animate-pulse motion-reduce:animate-none",
        wrapperClassName,
      )}
    >
      {state === "error" ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-ink-soft">
          <ImageOff className="size-6" aria-hidden />
          <span>{t("common.imageUnavailable")}</span>
        </div>
      ) : (
        <img
          ref={ref}
          alt={alt}
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("error")}
          className={cn("h-full w-full object-cover", className)}
          {...props}
        />
      )}
    </div>
  );
}
