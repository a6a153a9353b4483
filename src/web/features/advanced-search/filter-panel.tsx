import { useRef } from "react";
import { Tab, TabList, TabPanel, Tabs } from "~/components/ui/tabs";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { Star } from "lucide-react";
import {
  COOKING_METHODS,
  DIFFICULTIES,
  DOSHAS,
  HEALTH_BENEFIT_TOPICS,
  MEAL_TYPES,
  NUTRITION_FOCUSES,
  PRICE_RANGES,
  SEASONS,
  SPICE_LEVELS,
} from "../../../shared/rules/recipe-filters";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { FIELD_CONTROL, FIELD_LABEL, IngredientChips, PillGroup, RangeSlider, SelectField } from "./controls";
import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/rules/search";
import { activeCount, ADVANCED_DIETS, RANGES, RATINGS, TAB_FIELDS, type AdvancedFilters } from "./filters";

type LookupOption = { name: string; displayName: string };
export type FilterTab = keyof typeof TAB_FIELDS;

const TABS: FilterTab[] = ["basic", "nutrition", "ayurveda"];

/** Every panel is in the page, so the form sent without JavaScript carries every filter; the tabs show one at a time. */
const PANEL = "mt-6 grid gap-x-10 gap-y-6 rounded-xl md:grid-cols-2 data-[state=inactive]:hidden";
/** Without scripts the tabs cannot switch: every panel shows, one after the other, and the tab row goes. */
const NO_SCRIPT_STYLE =
  ".advanced-filter-tabs>[role=tablist]{display:none!important}.advanced-filter-tabs>[role=tabpanel]{display:grid!important}";

/** The filter panel: tabs Basic, Nutrition and Ayurveda over one set of filters. */
export function FilterPanel({
  filters,
  onChange,
  tab,
  onTabChange,
  categories,
  cuisines,
}: {
  filters: AdvancedFilters;
  onChange: (patch: Partial<AdvancedFilters>) => void;
  tab: FilterTab;
  onTabChange: (tab: FilterTab) => void;
  categories: LookupOption[];
  cuisines: LookupOption[];
}) {
  const { t, locale } = useI18n();
  const labels = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`advancedSearch.${prefix}.${value}` as MessageKey) }));
  const withAny = (options: { value: string; label: string }[]) => [{ value: "", label: t("advancedSearch.any") }, ...options];
  const minutes = (v: number) => t(v === RANGES.cookingTime.max ? "advancedSearch.minutesPlus" : "advancedSearch.minutes", { value: v });
  const servings = (v: number) =>
    t(v === RANGES.servings.max ? "advancedSearch.servingsPlus" : "advancedSearch.servingsValue", { value: v });
  const queryInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(queryInput, filters.query, (query) => onChange({ query }));
  const kcal = (v: number) =>
    t(v === RANGES.calories.max ? "advancedSearch.kcalPlus" : "advancedSearch.kcal", { value: v.toLocaleString(locale) });

  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as FilterTab)} className="advanced-filter-tabs">
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
      <TabList aria-label={t("advancedSearch.tabsLabel")} className="grid max-w-md grid-cols-3 gap-1 rounded-full bg-sand p-1">
        {TABS.map((name) => {
          const count = activeCount(filters, TAB_FIELDS[name]);
          return (
            <Tab
              key={name}
              value={name}
              className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold text-ink-soft transition-colors hover:text-ink data-[state=active]:bg-paper data-[state=active]:text-herb-dark data-[state=active]:shadow-card"
            >
              {t(`advancedSearch.tab.${name}` as MessageKey)}
              {count > 0 ? (
                <span className="grid min-w-5 place-items-center rounded-full bg-saffron px-1.5 text-xs text-ink">
                  <span className="sr-only">, </span>
                  <span aria-hidden>{count}</span>
                  <span className="sr-only">{t("advancedSearch.activeCount", { count })}</span>
                </span>
              ) : null}
            </Tab>
          );
        })}
      </TabList>

      <TabPanel value="basic" forceMount className={PANEL}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="advanced-search-query" className={FIELD_LABEL}>
            {t("advancedSearch.query")}
          </label>
          <input
            ref={queryInput}
            id="advanced-search-query"
            type="search"
            name="query"
            value={filters.query}
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            onChange={(event) => onChange({ query: event.target.value })}
            placeholder={t("advancedSearch.queryPlaceholder")}
            autoComplete="off"
            enterKeyHint="search"
            className={FIELD_CONTROL}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("advancedSearch.category")}
            name="category"
            anyLabel={t("advancedSearch.anyCategory")}
            value={filters.category}
            onChange={(category) => onChange({ category })}
            options={categories.map((c) => ({ value: c.name, label: c.displayName }))}
          />
          <SelectField
            label={t("advancedSearch.cuisine")}
            name="cuisine"
            anyLabel={t("advancedSearch.anyCuisine")}
            value={filters.cuisine}
            onChange={(cuisine) => onChange({ cuisine })}
            options={cuisines.map((c) => ({ value: c.name, label: c.displayName }))}
          />
        </div>
        <PillGroup
          name="dietType"
          type="radio"
          legend={t("advancedSearch.diet")}
          options={withAny(labels("diet", ADVANCED_DIETS))}
          value={filters.dietType}
          onChange={(dietType) => onChange({ dietType })}
        />
        <PillGroup
          name="difficulty"
          type="radio"
          legend={t("advancedSearch.difficulty")}
          options={withAny(labels("difficulty", DIFFICULTIES))}
          value={filters.difficulty}
          onChange={(difficulty) => onChange({ difficulty })}
        />
        <RangeSlider
          names={["cookingTimeMin", "cookingTimeMax"]}
          label={t("advancedSearch.cookingTime")}
          {...RANGES.cookingTime}
          value={filters.cookingTime}
          onChange={(cookingTime) => onChange({ cookingTime })}
          format={minutes}
        />
        <RangeSlider
          names={["servingsMin", "servingsMax"]}
          label={t("advancedSearch.servings")}
          {...RANGES.servings}
          value={filters.servings}
          onChange={(servings) => onChange({ servings })}
          format={servings}
        />
        <PillGroup
          name="rating"
          type="radio"
          legend={t("advancedSearch.rating")}
          options={RATINGS.map((r) => ({
            value: String(r),
            label:
              r === 0 ? (
                t("advancedSearch.ratingAny")
              ) : (
                <>
                  <Star className="size-3.5 fill-saffron text-saffron" aria-hidden />
                  {r === 5 ? t("advancedSearch.ratingFive") : t("advancedSearch.ratingAtLeast", { count: r })}
                </>
              ),
          }))}
          value={String(filters.rating)}
          onChange={(value) => onChange({ rating: Number(value) })}
        />
        <IngredientChips
          name="ingredients"
          label={t("advancedSearch.include")}
          placeholder={t("advancedSearch.includePlaceholder")}
          addLabel={t("advancedSearch.addInclude")}
          value={filters.ingredients}
          onChange={(ingredients) => onChange({ ingredients })}
        />
        <IngredientChips
          name="excludeIngredients"
          label={t("advancedSearch.exclude")}
          placeholder={t("advancedSearch.excludePlaceholder")}
          addLabel={t("advancedSearch.addExclude")}
          value={filters.excludeIngredients}
          onChange={(excludeIngredients) => onChange({ excludeIngredients })}
          tone="exclude"
        />
        <PillGroup
          name="mealType"
          type="radio"
          legend={t("advancedSearch.mealType")}
          options={withAny(labels("meal", MEAL_TYPES))}
          value={filters.mealType}
          onChange={(mealType) => onChange({ mealType })}
        />
        <PillGroup
          name="cookingMethods"
          type="checkbox"
          legend={t("advancedSearch.cookingMethods")}
          options={labels("method", COOKING_METHODS)}
          value={filters.cookingMethods}
          onChange={(cookingMethods) => onChange({ cookingMethods })}
        />
        <PillGroup
          name="priceRange"
          type="radio"
          legend={t("advancedSearch.priceRange")}
          options={withAny(labels("price", PRICE_RANGES))}
          value={filters.priceRange}
          onChange={(priceRange) => onChange({ priceRange })}
        />
      </TabPanel>

      <TabPanel value="nutrition" forceMount className={PANEL}>
        <RangeSlider
          names={["caloriesMin", "caloriesMax"]}
          label={t("advancedSearch.calories")}
          {...RANGES.calories}
          value={filters.calories}
          onChange={(calories) => onChange({ calories })}
          format={kcal}
        />
        <PillGroup
          name="nutritionFocus"
          type="checkbox"
          legend={t("advancedSearch.nutritionFocus")}
          options={labels("focus", NUTRITION_FOCUSES)}
          value={filters.nutritionFocus}
          onChange={(nutritionFocus) => onChange({ nutritionFocus })}
        />
        <PillGroup
          name="healthBenefits"
          type="checkbox"
          legend={t("advancedSearch.healthBenefits")}
          options={labels("benefit", HEALTH_BENEFIT_TOPICS)}
          value={filters.healthBenefits}
          onChange={(healthBenefits) => onChange({ healthBenefits })}
        />
      </TabPanel>

      <TabPanel value="ayurveda" forceMount className={PANEL}>
        <PillGroup
          name="ayurvedicDosha"
          type="radio"
          legend={t("advancedSearch.dosha")}
          hint={t("advancedSearch.doshaHint")}
          options={withAny(labels("dosha", DOSHAS))}
          value={filters.ayurvedicDosha}
          onChange={(ayurvedicDosha) => onChange({ ayurvedicDosha })}
        />
        <PillGroup
          name="season"
          type="radio"
          legend={t("advancedSearch.season")}
          options={withAny(labels("season", SEASONS))}
          value={filters.season}
          onChange={(season) => onChange({ season })}
        />
        <PillGroup
          name="spiceLevel"
          type="radio"
          legend={t("advancedSearch.spiceLevel")}
          options={withAny(labels("spice", SPICE_LEVELS))}
          value={filters.spiceLevel}
          onChange={(spiceLevel) => onChange({ spiceLevel })}
        />
      </TabPanel>
    </Tabs>
  );
}
