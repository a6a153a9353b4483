import { BRAND } from "../../../shared/brand";
import { formatMinutes } from "../../../shared/rules/format";
import type { AyurvedaInfo, IngredientLine } from "../../../shared/rules/recipe-content";
import { contentRegion, contentRegionIf } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";

/**
 * What a printed recipe shows, and only that: title, servings, the ingredients as currently
 * scaled, the steps and the cook's notes. Invisible on screen.
 */
export function RecipePrintView({
  title,
  titleIsContent = true,
  servings,
  prepTime,
  cookTime,
  ingredients,
  instructions,
  ayurveda,
  url,
}: {
  title: string;
  /** False when `title` is the catalogue's fallback rather than the recipe's own. */
  titleIsContent?: boolean;
  servings: number;
  prepTime: number;
  cookTime: number;
  ingredients: IngredientLine[];
  instructions: string[];
  ayurveda: AyurvedaInfo | null;
  url: string;
}) {
  const { t } = useI18n();
  const notes = ayurveda ? [ayurveda.vata, ayurveda.pitta, ayurveda.kapha].filter(Boolean) : [];
  return (
    <>
      {/* app.css prints a page holding this view without the site around it. */}
      <div className="hidden text-[11pt] leading-snug text-black print:block" data-print-view="" data-testid="print-view">
        <p className="text-[9pt] text-neutral-600">{BRAND.name}</p>
        <h2 className="mt-1 font-display text-[22pt] font-semibold text-black" {...contentRegionIf(titleIsContent)}>
          {title}
        </h2>
        <p className="mt-1 text-[10pt]">
          {t("recipeDetail.print.serves", { count: servings })} · {t("recipeDetail.prep")} {formatMinutes(prepTime)} ·{" "}
          {t("recipeDetail.cook")} {formatMinutes(cookTime)}
        </p>
        <div className="mt-5 grid grid-cols-[2fr_3fr] gap-8">
          <section>
            <h3 className="border-b border-neutral-400 pb-1 text-[13pt] font-semibold text-black">{t("recipeDetail.ingredients.title")}</h3>
            <ul className="mt-2 space-y-1" {...contentRegion}>
              {ingredients.map((line, index) => (
                <li key={index} className="break-inside-avoid">
                  <strong>{[line.amount, line.unit].filter(Boolean).join(" ")}</strong> {line.name}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="border-b border-neutral-400 pb-1 text-[13pt] font-semibold text-black">{t("recipeDetail.tabs.instructions")}</h3>
            <ol className="mt-2 list-decimal space-y-2 ps-5" {...contentRegion}>
              {instructions.map((step, index) => (
                <li key={index} className="break-inside-avoid">
                  {step}
                </li>
              ))}
            </ol>
          </section>
        </div>
        {notes.length > 0 ? (
          <section className="mt-6 break-inside-avoid">
            <h3 className="border-b border-neutral-400 pb-1 text-[13pt] font-semibold text-black">{t("recipeDetail.print.notes")}</h3>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-[10pt]" {...contentRegion}>
              {notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="mt-6 text-[8pt] text-neutral-600">{t("recipeDetail.print.source", { brand: BRAND.name, url })}</p>
      </div>
    </>
  );
}
