import { LibraryBig, LoaderCircle } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import {
  creditedName,
  submissionIngredients,
  submissionSteps,
  suggestedCategory,
  suggestedCuisine,
  suggestedDietType,
  suggestedDifficulty,
} from "../../../shared/rules/moderation";
import { ingredientText } from "../../../shared/rules/recipe-content";
import type { RecipeSubmission } from "../../../shared/schemas/moderation";
import type { Lookup } from "../../../shared/schemas/recipe";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { isSessionLost, reviewApi } from "./review-api";
import { DialogSection, signInAgain } from "./review-parts";
import { reviewMessage } from "./use-decision";

const DIFFICULTIES = ["easy", "medium", "hard"] as const;

/**
 * Publish to the recipe library: an approved shared recipe becomes a full recipe with its page,
 * credited to its author. The filing starts from what the recipe suggests; the preview shows the
 * ingredients and steps the library will hold.
 */
export function PublishDialog({
  item,
  lookups,
  onClose,
}: {
  item: RecipeSubmission;
  lookups: { categories: Lookup[]; cuisines: Lookup[]; dietTypes: Lookup[] };
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const id = useId();
  const suggestedCuisineName = suggestedCuisine(item.cuisineType, lookups.cuisines);
  const cuisineKnown = lookups.cuisines.some((c) => c.name === suggestedCuisineName);
  const [category, setCategory] = useState(suggestedCategory(item.mealTypes));
  const [cuisine, setCuisine] = useState(suggestedCuisineName);
  const [dietType, setDietType] = useState<string>(suggestedDietType(item.ingredients));
  const [difficulty, setDifficulty] = useState<(typeof DIFFICULTIES)[number]>(suggestedDifficulty(item.prepTime, item.cookTime));
  const [busy, setBusy] = useState(false);
  const ingredients = useMemo(() => submissionIngredients(item.ingredients), [item.ingredients]);
  const steps = useMemo(() => submissionSteps(item.instructions), [item.instructions]);

  async function publish() {
    setBusy(true);
    try {
      await reviewApi.publishRecipe(item.id, {
        category,
        dietType,
        difficulty,
        // A cuisine the library does not list yet is left to the server, which files it under its own name.
        cuisine: lookups.cuisines.some((c) => c.name === cuisine) ? cuisine : undefined,
      });
      toast({ title: t("adminReview.publish.doneTitle"), description: t("adminReview.publish.done", { title: item.title }) });
      onClose();
      void revalidator.revalidate();
    } catch (error) {
      if (isSessionLost(error)) return signInAgain();
      const message = error instanceof ApiRequestError ? reviewMessage(t, error.body?.message) : null;
      toast({ variant: "destructive", title: t("adminReview.errorTitle"), description: message ?? t("adminReview.publish.failed") });
      if (error instanceof ApiRequestError && error.status === 409) void revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  const select = (
    label: MessageKey,
    name: string,
    value: string,
    onChange: (value: string) => void,
    options: { value: string; label: string }[],
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold">
        {t(label)}
      </label>
      <select
        id={`${id}-${name}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClassName(false)} h-11`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("adminReview.publish.title")}
      description={t("adminReview.publish.description", { title: item.title, author: creditedName(item) })}
    >
      <DialogSection title={t("adminReview.publish.filing")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {select(
            "adminReview.publish.category",
            "category",
            category,
            setCategory,
            lookups.categories.map((c) => ({ value: c.name, label: c.displayName })),
          )}
          {select("adminReview.publish.cuisine", "cuisine", cuisine, setCuisine, [
            ...(cuisineKnown
              ? []
              : [{ value: suggestedCuisineName, label: t("adminReview.publish.newCuisine", { name: item.cuisineType }) }]),
            ...lookups.cuisines.map((c) => ({ value: c.name, label: c.displayName })),
          ])}
          {select(
            "adminReview.publish.dietType",
            "diet",
            dietType,
            setDietType,
            lookups.dietTypes.map((d) => ({ value: d.name, label: d.displayName })),
          )}
          {select(
            "adminReview.publish.difficulty",
            "difficulty",
            difficulty,
            (v) => setDifficulty(v as (typeof DIFFICULTIES)[number]),
            DIFFICULTIES.map((d) => ({ value: d, label: t(`adminReview.difficulty.${d}` as MessageKey) })),
          )}
        </div>
      </DialogSection>
      <DialogSection title={t("adminReview.publish.preview", { ingredients: ingredients.length, steps: steps.length })}>
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <ul className="list-disc space-y-1 ps-5">
            {ingredients.slice(0, 8).map((line, i) => (
              <li key={i}>{ingredientText(line)}</li>
            ))}
            {ingredients.length > 8 ? (
              <li className="list-none text-ink-soft">{t("adminReview.publish.more", { count: ingredients.length - 8 })}</li>
            ) : null}
          </ul>
          <ol className="list-decimal space-y-1 ps-5">
            {steps.slice(0, 5).map((step, i) => (
              <li key={i} className="line-clamp-2">
                {step}
              </li>
            ))}
            {steps.length > 5 ? (
              <li className="list-none text-ink-soft">{t("adminReview.publish.more", { count: steps.length - 5 })}</li>
            ) : null}
          </ol>
        </div>
      </DialogSection>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-paper px-5 py-4 sm:px-7">
        <DialogClose asChild>
          <Button variant="ghost" size="sm">
            {t("adminReview.cancel")}
          </Button>
        </DialogClose>
        <Button size="sm" onClick={() => void publish()} disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <LibraryBig aria-hidden />}
          {t("adminReview.publish.confirm")}
        </Button>
      </div>
    </DialogFrame>
  );
}
