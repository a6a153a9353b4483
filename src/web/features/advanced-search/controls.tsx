import { Check, Plus, X } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { contentRegion } from "~/lib/content-region";
import { INGREDIENT_NAME_MAX_LENGTH } from "../../../shared/rules/recipe-filters";
import { addIngredient } from "./filters";

export const FIELD_LABEL = "text-xs font-semibold uppercase tracking-wider text-ink-soft";
export const FIELD_CONTROL =
  "h-12 w-full rounded-2xl border border-line bg-paper px-4 text-base text-ink outline-none transition-colors hover:border-herb/60 focus:border-herb sm:text-sm";

export function SelectField({
  label,
  name,
  value,
  onChange,
  anyLabel,
  options,
}: {
  label: string;
  /** The parameter the search reads; the form sent without JavaScript uses it. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  /** Names read from the database (categories, cuisines): translated as page content. */
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(FIELD_CONTROL, "cursor-pointer")}
      >
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} {...contentRegion}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type PillOption = { value: string; label: ReactNode };

/**
 * A set of pill-shaped choices: radios (one value, "" meaning any) or checkboxes (several). Native
 * inputs fill each pill, so clicks, keyboard and screen readers behave as with any form, and
 * without JavaScript they are sent under `name`.
 */
export function PillGroup({
  legend,
  name,
  hint,
  options,
  ...choice
}: { legend: string; name: string; hint?: string; options: PillOption[] } & (
  | { type: "radio"; value: string; onChange: (value: string) => void }
  | { type: "checkbox"; value: string[]; onChange: (value: string[]) => void }
)) {
  const hintId = `${useId()}-hint`;
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className={FIELD_LABEL}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = choice.type === "radio" ? choice.value === option.value : choice.value.includes(option.value);
          return (
            <label key={option.value || "any"} className="relative inline-flex">
              <input
                type={choice.type}
                name={name}
                value={option.value}
                checked={checked}
                onChange={(event) => {
                  if (choice.type === "radio") choice.onChange(option.value);
                  else
                    choice.onChange(
                      event.target.checked ? [...choice.value, option.value] : choice.value.filter((v) => v !== option.value),
                    );
                }}
                className="peer absolute inset-0 z-10 cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span
                className={cn(
                  "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
                  "border-line bg-paper text-ink hover:border-herb/60",
                  "peer-checked:border-herb peer-checked:bg-herb peer-checked:text-white",
                  "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron",
                )}
              >
                {checked ? <Check className="size-4" aria-hidden /> : null}
                {option.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const THUMB = [
  "pointer-events-none absolute inset-y-0 h-full cursor-pointer appearance-none bg-transparent outline-none",
  "[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent",
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-herb [&::-webkit-slider-thumb]:bg-paper [&::-webkit-slider-thumb]:shadow-card",
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-herb [&::-moz-range-thumb]:bg-paper",
  "focus-visible:[&::-webkit-slider-thumb]:shadow-[0_0_0_4px_var(--color-saffron)] focus-visible:[&::-moz-range-thumb]:shadow-[0_0_0_4px_var(--color-saffron)]",
].join(" ");
/** The inputs reach half a thumb past each end of the track, so thumb centres meet its ends. */
const SPAN_TRACK = { insetInlineStart: "-0.75rem", width: "calc(100% + 1.5rem)" } as const;

/**
 * A two-thumb range made of two native range inputs over one track: each thumb is a real slider
 * for keyboards and screen readers, and it renders on the server like any input.
 */
export function RangeSlider({
  label,
  names,
  min,
  max,
  step,
  value,
  onChange,
  format,
}: {
  label: string;
  /** The parameters of the lower and upper ends, as the search reads them. */
  names: readonly [string, string];
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** Text for one value; the top of the range reads as "and more". */
  format: (value: number) => string;
}) {
  const { t } = useI18n();
  const id = useId();
  const [low, high] = value;
  const percent = (v: number) => ((v - min) / (max - min)) * 100;
  const summary =
    low === min && high === max ? t("advancedSearch.rangeAny") : t("advancedSearch.rangeValue", { min: format(low), max: format(high) });
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className={FIELD_LABEL}>
          {label}
        </span>
        <span className="text-sm font-semibold text-herb-dark" aria-hidden>
          {summary}
        </span>
      </div>
      <div className="relative mx-3 mt-2 h-10">
        <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-sand" />
        <div
          className="absolute top-1/2 h-2 -translate-y-1/2 rounded-full bg-herb"
          style={{ insetInlineStart: `${percent(low)}%`, insetInlineEnd: `${100 - percent(high)}%` }}
        />
        <input
          type="range"
          name={names[0]}
          min={min}
          max={max}
          step={step}
          value={low}
          aria-label={t("advancedSearch.rangeMin", { label })}
          aria-valuetext={format(low)}
          onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
          style={SPAN_TRACK}
          // When both thumbs meet at the top, the lower one must stay reachable.
          className={cn(THUMB, low > (min + max) / 2 && "z-10")}
        />
        <input
          type="range"
          name={names[1]}
          min={min}
          max={max}
          step={step}
          value={high}
          aria-label={t("advancedSearch.rangeMax", { label })}
          aria-valuetext={format(high)}
          onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
          style={SPAN_TRACK}
          className={THUMB}
        />
      </div>
      <div className="flex justify-between text-xs text-ink-soft" aria-hidden>
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}

/**
 * An ingredient list as removable chips: blank input is ignored, clicking a chip removes it.
 * Without JavaScript the chips and the typed text (commas between names) are sent under `name`.
 */
export function IngredientChips({
  label,
  name,
  placeholder,
  addLabel,
  value,
  onChange,
  tone = "include",
}: {
  label: string;
  name: string;
  placeholder: string;
  addLabel: string;
  value: string[];
  onChange: (value: string[]) => void;
  tone?: "include" | "exclude";
}) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, text, setText);
  const add = () => {
    onChange(addIngredient(value, text));
    setText("");
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          name={name}
          value={text}
          maxLength={INGREDIENT_NAME_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              // Enter adds the chip rather than running the search.
              event.preventDefault();
              add();
            }
          }}
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          className={FIELD_CONTROL}
        />
        <button
          type="button"
          onClick={add}
          aria-label={addLabel}
          className="inline-flex h-12 shrink-0 items-center gap-1 rounded-2xl border border-line bg-paper px-4 text-sm font-semibold text-herb hover:border-herb"
        >
          <Plus className="size-4" aria-hidden />
          {t("advancedSearch.add")}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-soft">
        {t("advancedSearch.chipsHint")}
      </p>
      {value.map((chip) => (
        <input key={chip} type="hidden" name={name} value={chip} />
      ))}
      {value.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={label}>
          {value.map((name) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => {
                  onChange(value.filter((item) => item !== name));
                  input.current?.focus();
                }}
                aria-label={t("advancedSearch.removeChip", { name })}
                className={cn(
                  "inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors",
                  tone === "include"
                    ? "bg-herb-light text-herb-dark hover:bg-herb hover:text-white"
                    : "bg-chili/10 text-chili hover:bg-chili hover:text-white",
                )}
              >
                {name}
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
