import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import type { AdminScreen } from "./admin-screens";

/** Admin screens as tiles: a link when built, a dashed 'Coming soon' tile (not a dead link) when not. */
export function ScreenTiles({ screens, columns }: { screens: AdminScreen[]; columns: string }) {
  const { t } = useI18n();
  return (
    <ul className={cn("grid gap-3", columns)}>
      {screens.map((screen) => {
        const body = (
          <>
            <span className="flex items-start justify-between gap-2">
              <span className={cn("grid size-10 place-items-center rounded-lg", screen.ready ? "bg-herb text-white" : "bg-sand text-ink-soft")}>
                <screen.icon className="size-5" aria-hidden />
              </span>
              {screen.ready ? null : <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-medium text-ink-soft">{t("admin.comingSoon")}</span>}
            </span>
            <span className="mt-3 block font-semibold">{t(screen.labelKey)}</span>
            <span className="mt-1 block text-sm text-ink-soft">{t(screen.textKey)}</span>
          </>
        );
        return (
          <li key={screen.path}>
            {screen.ready ? (
              <Link to={screen.path} className="block h-full rounded-xl border border-line/70 bg-paper p-4 shadow-card transition-colors hover:border-herb">
                {body}
              </Link>
            ) : (
              <div className="h-full rounded-xl border border-dashed border-line bg-paper/60 p-4" aria-disabled="true">
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
