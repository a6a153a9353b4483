import { ChevronDown, Search } from "lucide-react";
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";

/** The form's fields as URL parameters, the way a GET submission would send them. */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return params;
}

/**
 * Follows the clean URL of the state a filter form holds (always page 1: a new filter starts
 * again), keeping the reader where they are on the page.
 */
export function useApplyFilters(hrefOf: (params: URLSearchParams) => string) {
  const navigate = useNavigate();
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (form) void navigate(hrefOf(formParams(form)), { preventScrollReset: true });
    },
    [navigate, hrefOf],
  );
}

/**
 * The filter fields' state, and how a choice applies. A choice shows at once and stays: React
 * Router renders the navigation a choice starts as a transition, so a field that only followed the
 * URL would flick back until the new page had loaded. The fields follow the URL again whenever it
 * changes (Back, Clear All Filters).
 */
export function useFilterChoices<T>(read: (params: URLSearchParams) => T, current: T, hrefOf: (params: URLSearchParams) => string) {
  const { search } = useLocation();
  const [choices, setChoices] = useState(current);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    setChoices(current);
  }
  const apply = useApplyFilters(hrefOf);
  const applyChoice = (event: { currentTarget: { form: HTMLFormElement | null } }) => {
    const form = event.currentTarget.form;
    if (!form) return;
    setChoices(read(formParams(form)));
    apply(form);
  };
  return { shown: choices, apply, applyChoice };
}

/**
 * A list's filters as a GET form: without JavaScript it submits to the list's own URL and the
 * server reads the filters; with it the clean URL is followed instead. The form stays mounted
 * across filter changes, so the focus stays on the field the visitor used.
 */
export function FilterForm({
  action,
  label,
  apply,
  className,
  children,
}: {
  action: string;
  /** The form landmark's name, e.g. "Search and filter buffet menus". */
  label: string;
  apply: (form: HTMLFormElement | null) => void;
  className?: string;
  children: ReactNode;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
    <form role="search" aria-label={label} action={action} method="get" onSubmit={onSubmit} className={className}>
      {children}
    </form>
  );
}

/** The search box's text: the visitor's typing, and the URL's search whenever that changes (a cleared filter, Back). */
export function useSearchText(fromUrl: string | undefined) {
  const [text, setText] = useState(fromUrl ?? "");
  const [seen, setSeen] = useState(fromUrl);
  if (seen !== fromUrl) {
    setSeen(fromUrl);
    setText(fromUrl ?? "");
  }
  return [text, setText] as const;
}

/** A labelled select whose first option ('all') means no filter; a choice applies at once. */
export function FilterSelect({
  id,
  name,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value ?? "all"}
          onChange={onChange}
          className={cn(inputClassName(false), "h-12 appearance-none ps-3 pe-9 sm:ps-4 sm:pe-10")}
        >
          <option value="all">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft sm:end-3" aria-hidden />
      </div>
    </div>
  );
}

/** A list's search box and its button; on a phone the button shows only its icon, keeping its name. */
export function FilterSearchBox({
  id,
  label,
  placeholder,
  buttonLabel,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  buttonLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onChange);
  return (
    <>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden />
          <input
            ref={input}
            id={id}
            type="search"
            name="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={200}
            placeholder={placeholder}
            className={cn(inputClassName(false), "h-12 ps-11")}
          />
        </div>
        <Button type="submit" size="lg" className="shrink-0 px-5 sm:px-7">
          <Search aria-hidden className="sm:hidden" />
          <span className="sr-only sm:not-sr-only">{buttonLabel}</span>
        </Button>
      </div>
    </>
  );
}
