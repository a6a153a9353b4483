import { Star } from "lucide-react";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

/** The saffron 'Featured' badge of a menu card or page. */
export function FeaturedBadge({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full bg-saffron px-3 py-1 text-xs font-bold text-ink shadow-sm", className)}
    >
      <Star className="size-3.5 fill-current" aria-hidden />
      {t("catering.featured")}
    </span>
  );
}
