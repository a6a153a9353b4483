import { Bookmark, Trash2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { FIELD_CONTROL, FIELD_LABEL } from "./controls";
import { activeCount, type AdvancedFilters } from "./filters";
import { MAX_SEARCH_NAME_LENGTH, savedSearchesStore, useSavedSearches, type SavedSearch } from "./saved-searches";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

/**
 * Save the current filters under a name; load or delete earlier ones. The searches are kept in
 * this browser, so the form sends nothing anywhere: Save waits until the page's script runs and
 * the list is known.
 */
export function SavedSearchesPanel({
  filters,
  onLoad,
  className,
}: {
  filters: AdvancedFilters;
  onLoad: (search: SavedSearch) => void;
  className?: string;
}) {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const saved = useSavedSearches();
  const [name, setName] = useState("");
  const nameId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(nameInput, name, setName);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const count = (saved?.length ?? 0) + 1;
    const entry = savedSearchesStore.save(name.trim() || `${t("advancedSearch.saved.defaultName")} ${count}`, filters);
    setName("");
    toast({ title: t("advancedSearch.toast.saved"), description: t("advancedSearch.toast.savedBody", { name: entry.name }) });
  };

  const dateOf = (iso: string) => dateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));

  return (
    <section
      aria-labelledby="saved-searches-title"
      className={cn("rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-6", className)}
    >
      <h2 id="saved-searches-title" className="flex items-center gap-2 text-xl font-semibold">
        <Bookmark className="size-5 text-saffron-dark" aria-hidden />
        {t("advancedSearch.saved.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("advancedSearch.saved.note")}</p>

      <form onSubmit={onSave} className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={nameId} className={FIELD_LABEL}>
          {t("advancedSearch.saved.nameLabel")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
          <input
            ref={nameInput}
            id={nameId}
            value={name}
            maxLength={MAX_SEARCH_NAME_LENGTH}
            onChange={(event) => setName(event.target.value)}
            placeholder={t("advancedSearch.saved.namePlaceholder")}
            autoComplete="off"
            className={FIELD_CONTROL}
          />
          <Button type="submit" variant="accent" className="h-12 shrink-0" disabled={saved === null}>
            {t("advancedSearch.saved.save")}
          </Button>
        </div>
      </form>

      {saved === null ? (
        <div className="mt-5 h-16 animate-pulse rounded-2xl bg-sand/70" aria-hidden />
      ) : saved.length === 0 ? (
        <p className="mt-5 text-sm text-ink-soft">{t("advancedSearch.saved.empty")}</p>
      ) : (
        <ul className="mt-5 divide-y divide-line/70">
          {saved.map((search) => {
            const count = activeCount(search.filters);
            return (
              <li key={search.id} className="flex items-center gap-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{search.name}</p>
                  <p className="text-xs text-ink-soft">
                    {t("advancedSearch.saved.createdAt", { date: dateOf(search.createdAt) })} ·{" "}
                    {count === 1 ? t("advancedSearch.saved.filterCountOne") : t("advancedSearch.saved.filterCount", { count })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onLoad(search)}
                  aria-label={t("advancedSearch.saved.loadLabel", { name: search.name })}
                >
                  {t("advancedSearch.saved.load")}
                </Button>
                <button
                  type="button"
                  onClick={() => {
                    savedSearchesStore.remove(search.id);
                    toast({ title: t("advancedSearch.toast.deleted"), description: search.name });
                  }}
                  aria-label={t("advancedSearch.saved.delete", { name: search.name })}
                  className="grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-chili/10 hover:text-chili"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
