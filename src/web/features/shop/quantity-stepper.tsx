import { Minus, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { clampQuantity } from "./shop-rules";

/**
 * The quantity stepper of the product page: minus never goes below 1, plus never above `max`
 * (the stock left to add). Typed numbers are kept within the same bounds when the field is left.
 */
export function QuantityStepper({
  id,
  value,
  max,
  disabled = false,
  onChange,
}: {
  id: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A number typed before the page's scripts started is in the box but not yet in the state: keep
  // it as the text being edited (leaving the box or Enter commits it), or the render puts 1 back.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== String(value)) setText(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  const commit = (raw: string) => {
    setText(null);
    onChange(clampQuantity(Number.parseInt(raw, 10), max));
  };
  const button =
    "grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-sand disabled:opacity-40 disabled:hover:bg-transparent";
  return (
    <div className={cn("inline-flex items-center rounded-full border border-line bg-paper p-0.5", disabled && "opacity-60")}>
      <button
        type="button"
        className={button}
        onClick={() => onChange(clampQuantity(value - 1, max))}
        disabled={disabled || value <= 1}
        aria-label={t("productPage.decrease")}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <input
        ref={input}
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        step={1}
        disabled={disabled}
        value={text ?? String(value)}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
        className="h-11 w-14 appearance-none bg-transparent text-center text-base font-semibold tabular-nums outline-none [-moz-appearance:textfield] focus-visible:ring-2 focus-visible:ring-herb/30 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={button}
        onClick={() => onChange(clampQuantity(value + 1, max))}
        disabled={disabled || value >= max}
        aria-label={t("productPage.increase")}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
