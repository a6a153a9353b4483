import { Minus, Plus, RotateCcw, ShoppingBasket } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { ingredientCartItems, INGREDIENT_CART_PRICE } from "../../../shared/rules/cart";
import { formatDollars } from "../../../shared/rules/format";
import type { IngredientLine } from "../../../shared/rules/recipe-content";
import type { scaleIngredient } from "../../../shared/rules/servings-scaler";
import { MAX_SERVINGS, MIN_SERVINGS, stepServings } from "../../../shared/rules/servings-steps";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useCart } from "~/features/cart/cart-context";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { replayEarlyClick } from "~/lib/early-clicks";

type Scale = typeof scaleIngredient;
let loadedScale: Scale | null = null;

/**
 * The amounts scaler loads on the first change of servings (or when a pointer or focus reaches
 * the buttons), not with the page: at the recipe's own servings nothing is scaled.
 */
export const loadScaler = (): Promise<Scale> =>
  import("../../../shared/rules/servings-scaler").then((module) => (loadedScale = module.scaleIngredient));

/** The ingredients for `servings`; the recipe's own lines until the scaler has loaded. */
export function useScaledIngredients(ingredients: IngredientLine[], base: number, servings: number): IngredientLine[] {
  const [scale, setScale] = useState<Scale | null>(() => loadedScale);
  const needed = servings !== base;
  useEffect(() => {
    if (!needed || scale) return;
    let live = true;
    void loadScaler().then((loaded) => {
      if (live) setScale(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [needed, scale]);
  return useMemo(
    () => (needed && scale ? ingredients.map((ingredient) => scale(ingredient, base, servings)) : ingredients),
    [needed, scale, ingredients, base, servings],
  );
}

/** The ingredients card: servings scaler, the (rescaled) list and "add all to cart". */
export function IngredientsPanel({
  recipe,
  ingredients,
  baseServings,
  servings,
  onServingsChange,
}: {
  recipe: { id: number; title: string; image: string };
  ingredients: IngredientLine[];
  baseServings: number;
  servings: number;
  onServingsChange: (servings: number) => void;
}) {
  const { t } = useI18n();
  const { toast } = useToast();
  const { addItems } = useCart();
  const lines = useScaledIngredients(ingredients, baseServings, servings);
  const preload = () => void loadScaler();

  function addAll() {
    addItems(
      ingredientCartItems(
        recipe,
        ingredients.map((i) => i.name),
      ),
    );
    toast({ title: t("cart.added"), description: t("recipeDetail.ingredients.added", { count: ingredients.length, title: recipe.title }) });
  }

  return (
    <section
      aria-labelledby="ingredients-title"
      className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ingredients-title" className="text-2xl font-semibold">
          {t("recipeDetail.ingredients.title")}
        </h2>
        <div
          className="flex items-center gap-1 rounded-full border border-line bg-cream p-1"
          role="group"
          aria-label={t("recipeDetail.servings")}
        >
          <button
            type="button"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => onServingsChange(stepServings(servings, -1))}
            disabled={servings <= MIN_SERVINGS}
            aria-label={t("recipeDetail.ingredients.decrease")}
            className="grid size-10 place-items-center rounded-full text-herb-dark transition hover:bg-herb-light disabled:opacity-40"
          >
            <Minus className="size-4" aria-hidden />
          </button>
          <output aria-live="polite" className="min-w-[6.5rem] text-center text-sm font-semibold" data-testid="servings-value">
            {t(servings === 1 ? "recipeDetail.ingredients.servingsOne" : "recipeDetail.ingredients.servingsValue", { count: servings })}
          </output>
          <button
            type="button"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => onServingsChange(stepServings(servings, 1))}
            disabled={servings >= MAX_SERVINGS}
            aria-label={t("recipeDetail.ingredients.increase")}
            className="grid size-10 place-items-center rounded-full text-herb-dark transition hover:bg-herb-light disabled:opacity-40"
          >
            <Plus className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {servings !== baseServings ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-ink-soft">
          {t("recipeDetail.ingredients.scaled", { count: servings, base: baseServings })}
          <button
            type="button"
            onClick={() => onServingsChange(baseServings)}
            className="inline-flex min-h-8 items-center gap-1 font-semibold text-herb underline-offset-2 hover:underline"
          >
            <RotateCcw className="size-3.5" aria-hidden />
            {t("recipeDetail.ingredients.reset")}
          </button>
        </p>
      ) : null}

      {lines.length === 0 ? (
        <p className="mt-4 text-ink-soft">{t("recipeDetail.ingredients.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line/70" data-testid="ingredient-list">
          {lines.map((line, index) => (
            <li key={index} className="flex gap-3 py-2.5 leading-snug">
              <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-saffron" />
              <span {...contentRegion}>
                {line.amount || line.unit ? (
                  <strong className="font-semibold text-herb-dark">{[line.amount, line.unit].filter(Boolean).join(" ")} </strong>
                ) : null}
                {line.name}
              </span>
            </li>
          ))}
        </ul>
      )}

      {ingredients.length > 0 ? (
        <div className="mt-5">
          <Button {...replayEarlyClick} onClick={addAll} variant="accent" size="lg" className="w-full">
            <ShoppingBasket aria-hidden />
            {/* Longer languages wrap onto a second line instead of widening the page. */}
            <span className="whitespace-normal text-center leading-tight">{t("recipeDetail.ingredients.addAll")}</span>
          </Button>
          <p className="mt-2 text-center text-xs text-ink-soft">
            {t("recipeDetail.ingredients.price", { count: ingredients.length, price: formatDollars(INGREDIENT_CART_PRICE) })}
          </p>
        </div>
      ) : null}
    </section>
  );
}
