import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import type { AdminScreen } from "./admin-screens";

/** Admin screens as tiles, each a link with what the screen is for. */
export function ScreenTiles({ screens, columns }: { screens: AdminScreen[]; columns: string }) {
  const { t } = useI18n();
  return (
    <ul className={cn("grid gap-3", columns)}>
      {screens.map((screen) => (
        <li key={screen.path}>
          <Link
            to={screen.path}
            className="block h-full rounded-xl border border-line/70 bg-paper p-4 shadow-card transition-colors hover:border-herb"
          >
            <span className="grid size-10 place-items-center rounded-lg bg-herb text-white">
              <screen.icon className="size-5" aria-hidden />
            </span>
            <span className="mt-3 block font-semibold">{t(screen.labelKey)}</span>
            <span className="mt-1 block text-sm text-ink-soft">{t(screen.textKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
