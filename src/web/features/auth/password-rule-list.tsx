import { Check, Circle } from "lucide-react";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { passwordRuleItems } from "./password-rule";

/** The password rule, always in view, each line ticked as the typed password meets it. */
export function PasswordRuleList({ id, password }: { id: string; password: string }) {
  const { t } = useI18n();
  return (
    <div id={id} className="mt-2 rounded-xl bg-cream px-3 py-2.5 text-sm">
      <p className="font-medium text-ink">{t("authDialogs.password.ruleTitle")}</p>
      <ul className="mt-1.5 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {passwordRuleItems(password).map((item) => (
          <li key={item.key} className={cn("flex items-center gap-2", item.met ? "text-herb-dark" : "text-ink-soft")}>
            {item.met ? <Check className="size-4 shrink-0" aria-hidden /> : <Circle className="size-3.5 shrink-0" aria-hidden />}
            <span>
              {t(item.key, item.params)}
              <span className="sr-only"> ({item.met ? t("authDialogs.password.ruleMet") : t("authDialogs.password.ruleMissing")})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
