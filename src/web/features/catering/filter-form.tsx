import { ChevronDown } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { inputClassName } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

/** The form's fields as URL parameters, the way a GET submission would send them. */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return params;
}

/**
 * A list's filters as a GET form: without JavaScript it submits to the list's own URL and the
 * server reads the filters; with it, the clean URL of the new state is followed at once (a select
 * applies as it changes, the search when submitted), keeping the reader where they are on the page.
 */
export function FilterForm({
  action,
  label,
  hrefOf,
  className,
  children,
}: {
  action: string;
  /** The form landmark's name, e.g. "Filter buffet menus". */
  label: string;
  /** The clean URL of the state the fields hold (always page 1: a new filter starts again). */
  hrefOf: (params: URLSearchParams) => string;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => void navigate(hrefOf(formParams(form)), { preventScrollReset: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    // Choices apply as they change; typed text waits for the search button or Enter.
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === "checkbox")) apply(event.currentTarget);
  };
  return (
    <form role="search" aria-label={label} action={action} method="get" onSubmit={onSubmit} onChange={onChange} className={className}>
      {children}
    </form>
  );
}

/** A labelled select whose first option ('all') means no filter. */
export function FilterSelect({
  id,
  name,
  label,
  allLabel,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <select id={id} name={name} defaultValue={value ?? "all"} className={cn(inputClassName(false), "h-12 appearance-none ps-3 pe-9 sm:ps-4 sm:pe-10")}>
          <option value="all">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute end-2.5 top-1/2 sm:end-3 size-4 -translate-y-1/2 text-ink-soft" aria-hidden />
      </div>
    </div>
  );
}
