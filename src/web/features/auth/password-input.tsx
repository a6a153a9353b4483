import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { inputClassName } from "~/components/ui/form-field";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({
  invalid,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string; invalid: boolean }) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={visible ? "text" : "password"}
        // Autocorrect and capitals must not touch a password shown in clear.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn(inputClassName(invalid), "h-12 pe-12", className)}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-controls={props.id}
        aria-pressed={visible}
        aria-label={visible ? t("authDialogs.password.hide") : t("authDialogs.password.show")}
        className="absolute inset-y-0 end-0 grid w-12 place-items-center rounded-e-xl text-ink-soft hover:text-ink"
      >
        {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
      </button>
    </div>
  );
}
