import { CircleCheck, Droplets, Flame, Mountain, Wind } from "lucide-react";
import { Tab, TabList, TabPanel, Tabs } from "~/components/ui/tabs";
import type { ReactNode } from "react";
import { capitalize } from "../../../shared/rules/format";
import type { AyurvedaInfo, NutritionValue } from "../../../shared/rules/recipe-content";
import type { PageNutrition } from "./recipe-page-data";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";

const RECIPE_TABS = ["instructions", "nutrition", "ayurveda", "benefits"] as const;
export type RecipeTab = (typeof RECIPE_TABS)[number];

function nutrientDisplay(value: NutritionValue, unit: string): string {
  return typeof value === "number" ? `${value} ${unit}` : value;
}

/**
 * The four tabs. Every panel is in the server's HTML (force-mounted, hidden while inactive), so
 * search engines and readers without JavaScript get all of it.
 */
export function RecipeTabs({
  tab,
  onTabChange,
  instructions,
  nutrition,
  ayurveda,
  benefits,
  cookMode,
}: {
  tab: RecipeTab;
  onTabChange: (tab: RecipeTab) => void;
  instructions: string[];
  nutrition: PageNutrition;
  ayurveda: AyurvedaInfo | null;
  benefits: string[];
  cookMode: boolean;
}) {
  const { t } = useI18n();
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as RecipeTab)} id="recipe-tabs" className="scroll-mt-24">
      <TabList aria-label={t("recipeDetail.tabs.label")} className="flex flex-wrap gap-x-1 border-b border-line">
        {RECIPE_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            className="relative min-h-12 shrink-0 rounded-t-xl px-4 text-sm font-semibold text-ink-soft transition-colors hover:text-herb data-[state=active]:text-herb-dark after:absolute after:inset-x-3 after:bottom-0 after:h-[3px] after:rounded-full after:bg-transparent data-[state=active]:after:bg-saffron sm:text-base"
          >
            {t(`recipeDetail.tabs.${value}` as MessageKey)}
          </Tab>
        ))}
      </TabList>

      <Panel value="instructions">
        {instructions.length === 0 ? (
          <Empty>{t("recipeDetail.instructions.empty")}</Empty>
        ) : (
          <ol className="space-y-5">
            {instructions.map((step, index) => (
              <li key={index} id={`step-${index + 1}`} className="flex scroll-mt-24 gap-4">
                <span
                  aria-hidden
                  className={cn(
                    "grid shrink-0 place-items-center rounded-full bg-herb font-display font-semibold text-white shadow-card",
                    cookMode ? "size-11 text-lg" : "size-9",
                  )}
                >
                  {index + 1}
                </span>
                <p className={cn("pt-1.5 text-ink", cookMode ? "text-xl leading-9" : "leading-7")}>
                  <span className="sr-only">{t("recipeDetail.instructions.step", { number: index + 1 })}: </span>
                  <span {...contentRegion}>{step}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </Panel>

      <Panel value="nutrition">
        {nutrition.main.length === 0 && nutrition.additional.length === 0 ? (
          <Empty>{t("recipeDetail.nutrition.empty")}</Empty>
        ) : (
          <>
            <p className="mb-4 text-sm text-ink-soft">{t("recipeDetail.nutrition.perServing")}</p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {nutrition.main.map(({ key, value, unit }) => (
                <div
                  key={key}
                  className={cn("rounded-2xl border border-line/70 p-4 text-center", key === "calories" ? "bg-saffron-light" : "bg-cream")}
                >
                  <dt className="text-xs font-semibold uppercase tracking-wider text-ink-soft">
                    {t(`recipeDetail.nutrition.${key}` as MessageKey)}
                  </dt>
                  <dd className="mt-1 font-display text-2xl font-semibold text-herb-dark">{nutrientDisplay(value, unit)}</dd>
                </div>
              ))}
            </dl>
            {nutrition.additional.length > 0 ? (
              <div className="mt-6">
                <h3 className="text-lg font-semibold">{t("recipeDetail.nutrition.additional")}</h3>
                <dl className="mt-2 divide-y divide-line/70 rounded-2xl border border-line/70 bg-paper">
                  {nutrition.additional.map(({ key, label, value }) => (
                    <div key={key} className="flex justify-between gap-4 px-4 py-2.5 text-sm">
                      <dt className="text-ink-soft" {...contentRegion}>
                        {label}
                      </dt>
                      <dd className="font-semibold">{String(value)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
          </>
        )}
      </Panel>

      <Panel value="ayurveda">
        {!ayurveda ? (
          <Empty>{t("recipeDetail.ayurveda.empty")}</Empty>
        ) : (
          <div className="space-y-6">
            <p className="text-ink-soft">{t("recipeDetail.ayurveda.intro")}</p>
            <div className="grid gap-3 md:grid-cols-3">
              {(
                [
                  ["vata", ayurveda.vata, Wind, "bg-sky-50 text-sky-800"],
                  ["pitta", ayurveda.pitta, Flame, "bg-saffron-light text-saffron-dark"],
                  ["kapha", ayurveda.kapha, Mountain, "bg-herb-light text-herb-dark"],
                ] as const
              )
                .filter(([, text]) => text)
                .map(([key, text, Icon, tone]) => (
                  <div key={key} className="rounded-2xl border border-line/70 bg-paper p-4">
                    <h3 className="flex items-center gap-2 text-lg font-semibold">
                      <span className={cn("grid size-8 place-items-center rounded-full", tone)}>
                        <Icon className="size-4" aria-hidden />
                      </span>
                      {t(`recipeDetail.ayurveda.${key}` as MessageKey)}
                    </h3>
                    <p className="mt-2 text-sm leading-6 text-ink-soft" {...contentRegion}>
                      {text}
                    </p>
                  </div>
                ))}
            </div>
            <dl className="grid gap-4 sm:grid-cols-3">
              {ayurveda.dosha ? <ChipList label={t("recipeDetail.ayurveda.dosha")} items={[ayurveda.dosha]} /> : null}
              {ayurveda.season.length ? <ChipList label={t("recipeDetail.ayurveda.season")} items={ayurveda.season} /> : null}
              {ayurveda.taste.length ? (
                <ChipList
                  label={t("recipeDetail.ayurveda.taste")}
                  items={ayurveda.taste}
                  icon={<Droplets className="size-3.5" aria-hidden />}
                />
              ) : null}
            </dl>
          </div>
        )}
      </Panel>

      <Panel value="benefits">
        {benefits.length === 0 ? (
          <Empty>{t("recipeDetail.benefits.empty")}</Empty>
        ) : (
          <>
            <ul className="space-y-3">
              {benefits.map((benefit, index) => (
                <li key={index} className="flex gap-3 leading-7">
                  <CircleCheck className="mt-1 size-5 shrink-0 text-herb" aria-hidden />
                  <span {...contentRegion}>{benefit}</span>
                </li>
              ))}
            </ul>
            <p className="mt-5 text-xs text-ink-soft">{t("recipeDetail.benefits.note")}</p>
          </>
        )}
      </Panel>
    </Tabs>
  );
}

function Panel({ value, children }: { value: RecipeTab; children: ReactNode }) {
  return (
    <TabPanel
      value={value}
      forceMount
      className="pt-6 outline-none data-[state=inactive]:hidden focus-visible:ring-2 focus-visible:ring-saffron"
    >
      {children}
    </TabPanel>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-sand/60 p-5 text-ink-soft">{children}</p>;
}

function ChipList({ label, items, icon }: { label: string; items: string[]; icon?: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider text-ink-soft">{label}</dt>
      <dd className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <span
            key={item}
            className="inline-flex items-center gap-1 rounded-full bg-herb-light px-3 py-1 text-sm font-medium text-herb-dark"
            {...contentRegion}
          >
            {icon}
            {capitalize(item)}
          </span>
        ))}
      </dd>
    </div>
  );
}
