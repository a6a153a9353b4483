import { useI18n } from "~/lib/i18n";

/** Shown while another recipe loads. */
export function RecipeDetailSkeleton() {
  const { t } = useI18n();
  return (
    <div className="container-page animate-pulse py-8" aria-busy="true" aria-live="polite">
      <span className="sr-only">{t("common.loading")}</span>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <div className="flex gap-2">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-7 w-24 rounded-full bg-sand" />
            ))}
          </div>
          <div className="h-12 w-4/5 rounded-xl bg-sand" />
          <div className="h-4 w-full rounded bg-sand" />
          <div className="h-4 w-2/3 rounded bg-sand" />
          <div className="grid grid-cols-4 gap-3 pt-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-16 rounded-2xl bg-sand" />
            ))}
          </div>
        </div>
        <div className="aspect-[4/3] rounded-[2rem] bg-sand" />
      </div>
    </div>
  );
}
