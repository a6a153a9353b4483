import { Eye, EyeOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { inputClassName } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";

/**
 * A labelled password input with its show/hide toggle. The toggle is a real button
 * beside the text, named for what it will do, and never submits the form.
 */
export function PasswordField({
  id,
  name,
  label,
  value,
  onChange,
  autoComplete,
  invalid = false,
  describedBy,
  disabled,
}: {
  id: string;
  /** The field's name in a form posted without JavaScript. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page's scripts started is in the field but not yet in the state.
  useEffect(() => {
    if (input.current && input.current.value !== value) onChange(input.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={128}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(inputClassName(invalid), "h-11 pe-12")}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? t("admin.login.hidePassword") : t("admin.login.showPassword")}
          aria-controls={id}
          className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-xl text-ink-soft hover:text-herb"
        >
          {shown ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        </button>
      </div>
    </div>
  );
}
