import { CalendarCheck, ChevronLeft, ChevronRight, ExternalLink, Loader2, Search, Sparkles, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../shared/paths";
import type { DailyRecipeAnswer, DailyRecipeMonth } from "../../../shared/schemas/admin-library";
import type { RecipeSummary } from "../../../shared/schemas/recipe";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { libraryApi } from "./library-api";
import { useLibraryAction } from "./use-library-action";

export type DailyRecipeData = { calendar: DailyRecipeMonth; selected: string; answer: DailyRecipeAnswer | null };

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const shift = (day: string, by: number) => new Date(utc(day).getTime() + by * 86_400_000).toISOString().slice(0, 10);
const monthShift = (month: string, by: number) => {
  const [year, m] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
};

/** The month's days in weeks starting on Monday; null pads the first and last week. */
function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (utc(first).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(month); day = shift(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/**
 * /admin/daily-recipe: a month calendar of the recipe of the day. Choose a day (click, or the
 * arrow keys inside the calendar), search the library and pick; clear a pick to fall back to a
 * featured recipe. The month and the day live in the URL.
 */
export function DailyRecipeView({ data }: { data: DailyRecipeData }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { calendar, selected, answer } = data;
  const picks = new Map(calendar.picks.map((pick) => [pick.date, pick]));
  const grid = useRef<HTMLTableElement>(null);
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    utc(`${calendar.month}-01`),
  );
  const longDate = (day: string) => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(utc(day));
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const day = utc(shift("2024-01-01", i)); // a Monday
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(day),
      long: new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(day),
    };
  });
  const hrefFor = (day: string) => `${paths.adminDailyRecipe}?month=${day.slice(0, 7)}&date=${day}`;

  const choose = (day: string) => navigate(hrefFor(day), { preventScrollReset: true, replace: true });

  function onDayKey(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const by = moves[event.key];
    const day = (event.target as HTMLElement).dataset.day;
    if (by === undefined || !day) return;
    event.preventDefault();
    const next = shift(day, by);
    if (next.startsWith(calendar.month)) grid.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus();
    else void navigate(hrefFor(next), { preventScrollReset: true });
  }

  return (
    <>
      <AdminPageHeader title={t("adminLibrary.daily.title")} intro={t("adminLibrary.daily.intro")} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="calendar-month"
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-card sm:p-6"
        >
          <div className="mb-4 flex items-center justify-between gap-2">
            <Link
              to={`${paths.adminDailyRecipe}?month=${monthShift(calendar.month, -1)}`}
              className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-herb hover:text-herb"
              aria-label={t("adminLibrary.daily.previousMonth")}
              preventScrollReset
            >
              <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden />
            </Link>
            <h2 id="calendar-month" className="text-xl font-semibold capitalize" aria-live="polite">
              {monthName}
            </h2>
            <Link
              to={`${paths.adminDailyRecipe}?month=${monthShift(calendar.month, 1)}`}
              className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-herb hover:text-herb"
              aria-label={t("adminLibrary.daily.nextMonth")}
              preventScrollReset
            >
              <ChevronRight className="size-5 rtl:rotate-180" aria-hidden />
            </Link>
          </div>
          <table
            ref={grid}
            className="w-full table-fixed border-separate border-spacing-1"
            aria-labelledby="calendar-month"
            aria-describedby="calendar-help"
          >
            <thead>
              <tr>
                {weekdays.map((w) => (
                  <th key={w.long} scope="col" className="pb-1 text-xs font-semibold uppercase tracking-wide text-ink-soft">
                    <abbr title={w.long} className="no-underline">
                      {w.short}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(calendar.month).map((week, i) => (
                <tr key={i}>
                  {week.map((day, j) => {
                    if (!day) return <td key={j} />;
                    const pick = picks.get(day);
                    const isSelected = day === selected;
                    const isToday = day === calendar.today;
                    return (
                      <td key={day} className="align-top">
                        <button
                          type="button"
                          data-day={day}
                          data-testid={`day-${day}`}
                          onClick={() => void choose(day)}
                          onKeyDown={onDayKey}
                          aria-pressed={isSelected}
                          aria-current={isToday ? "date" : undefined}
                          aria-label={`${longDate(day)}${pick ? ` — ${pick.recipe.title}` : ` — ${t("adminLibrary.daily.noPick")}`}`}
                          className={cn(
                            "flex h-16 w-full flex-col items-start gap-1 overflow-hidden rounded-xl border p-1.5 text-start transition-colors sm:h-20 sm:p-2",
                            isSelected ? "border-herb bg-herb-light ring-2 ring-herb" : "border-line/70 hover:border-herb",
                            pick && !isSelected ? "bg-saffron-light/60" : "",
                          )}
                        >
                          <span
                            className={cn(
                              "text-sm font-semibold tabular-nums",
                              isToday ? "grid size-6 place-items-center rounded-full bg-herb text-white" : "",
                            )}
                          >
                            {Number(day.slice(8))}
                          </span>
                          {pick ? (
                            <span className="line-clamp-2 hidden text-xs leading-tight text-ink-soft sm:block">{pick.recipe.title}</span>
                          ) : null}
                          {pick ? <span className="size-2 rounded-full bg-saffron sm:hidden" aria-hidden /> : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p id="calendar-help" className="mt-3 text-sm text-ink-soft">
            {t("adminLibrary.daily.keyboardHelp")}
          </p>
        </section>

        <DayPanel
          key={selected}
          day={selected}
          dayLabel={longDate(selected)}
          answer={answer}
          picked={picks.get(selected)?.recipe.id ?? null}
        />
      </div>
    </>
  );
}

function DayPanel({
  day,
  dayLabel,
  answer,
  picked,
}: {
  day: string;
  dayLabel: string;
  answer: DailyRecipeAnswer | null;
  picked: number | null;
}) {
  const { t } = useI18n();
  const { run, busy } = useLibraryAction();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<RecipeSummary[] | null>(null);
  const [searching, setSearching] = useState(false);

  async function search(event: React.FormEvent) {
    event.preventDefault();
    setSearching(true);
    const found = await run("search", () => libraryApi.searchRecipes(query.trim()));
    setSearching(false);
    if (found) setResults(found.recipes);
  }

  return (
    <section
      aria-labelledby="day-title"
      className="space-y-5 rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-card sm:p-6"
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-herb">{t("adminLibrary.daily.selectedDay")}</p>
        <h2 id="day-title" className="text-2xl font-semibold">
          {dayLabel}
        </h2>
      </div>

      {answer ? (
        <div className="flex gap-4 rounded-2xl bg-cream p-3" data-testid="day-recipe">
          <img src={answer.recipe.image} alt="" width={96} height={96} className="size-24 shrink-0 rounded-xl bg-sand object-cover" />
          <div className="min-w-0 flex-1">
            <p
              className={cn(
                "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
                answer.source === "picked" ? "bg-herb-light text-herb-dark" : "bg-sand text-ink-soft",
              )}
            >
              {answer.source === "picked" ? (
                <CalendarCheck className="size-3.5" aria-hidden />
              ) : (
                <Sparkles className="size-3.5" aria-hidden />
              )}
              {t(answer.source === "picked" ? "adminLibrary.daily.picked" : "adminLibrary.daily.fallback")}
            </p>
            <p className="mt-1 font-semibold">{answer.recipe.title}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Link
                to={paths.recipe(answer.recipe.id)}
                className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-herb hover:text-herb-dark"
                target="_blank"
                rel="noopener"
              >
                {t("adminLibrary.daily.openRecipe")}
                <ExternalLink className="size-3.5" aria-hidden />
              </Link>
              {picked !== null ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() =>
                    void run(
                      "clear",
                      () => libraryApi.clearDailyRecipe(day),
                      () => t("adminLibrary.daily.cleared"),
                    )
                  }
                >
                  <X aria-hidden />
                  {t("adminLibrary.daily.clear")}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      ) : (
        <p className="text-ink-soft">{t("adminLibrary.daily.emptyLibrary")}</p>
      )}

      <form role="search" onSubmit={(event) => void search(event)} className="space-y-2">
        <label htmlFor="daily-search" className="block font-semibold">
          {t("adminLibrary.daily.searchLabel")}
        </label>
        <div className="flex gap-2">
          <input
            id="daily-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("adminLibrary.daily.searchPlaceholder")}
            maxLength={100}
            className="h-11 min-w-0 flex-1 rounded-full border border-line bg-paper px-4 focus-visible:outline-2 focus-visible:outline-herb"
          />
          <Button type="submit" disabled={searching}>
            {searching ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
            {t("adminLibrary.daily.search")}
          </Button>
        </div>
      </form>

      <div aria-live="polite">
        {results === null ? null : results.length === 0 ? (
          <p className="text-ink-soft">{t("adminLibrary.daily.noResults")}</p>
        ) : (
          <ul className="divide-y divide-line/70" aria-label={t("adminLibrary.daily.results")}>
            {results.map((recipe) => (
              <li key={recipe.id} className="flex items-center gap-3 py-2.5">
                <img
                  src={recipe.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg bg-sand object-cover"
                />
                <span className="min-w-0 flex-1 truncate font-medium">{recipe.title}</span>
                <Button
                  type="button"
                  size="sm"
                  variant={recipe.id === picked ? "outline" : "primary"}
                  disabled={busy !== null || recipe.id === picked}
                  aria-label={t("adminLibrary.daily.pickFor", { title: recipe.title, date: dayLabel })}
                  onClick={() =>
                    void run(
                      `pick-${recipe.id}`,
                      () => libraryApi.pickDailyRecipe(day, recipe.id),
                      () => t("adminLibrary.daily.pickedToast", { title: recipe.title }),
                    )
                  }
                >
                  {recipe.id === picked ? t("adminLibrary.daily.isPicked") : t("adminLibrary.daily.pick")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
