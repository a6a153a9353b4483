import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

/**
 * An image with its box reserved (no layout shift), a pulse while it loads and
 * 'Image unavailable' if it fails.
 */
export function SmartImage({
  className,
  wrapperClassName,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { width: number; height: number; wrapperClassName?: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<"loading" | "loaded" | "error">("loading");
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The image may have finished (or failed) before hydration attached the handlers.
    const img = ref.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "error");
  }, []);
  return (
    <div className={cn("relative overflow-hidden bg-sand", state === "loading" && "animate-pulse", wrapperClassName)}>
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
