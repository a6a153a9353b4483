import { NavLink } from "react-router";
import { isLinkActive } from "../../../shared/rules/nav-links";
import { useI18n } from "~/lib/i18n";
import { NAV_LINKS } from "../../../shared/paths";
import { cn } from "~/lib/cn";

/** The site's links with the current one marked: home matches exactly, others by prefix. */
export function NavLinkList({
  currentPath,
  className,
  itemClassName,
  activeClassName,
  onNavigate,
}: {
  currentPath: string;
  className?: string;
  itemClassName?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}) {
  const { t } = useI18n();
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const active = isLinkActive(currentPath, link.href);
        return (
          <li key={link.href}>
            <NavLink
              to={link.href}
              end={link.href === "/"}
              prefetch="intent"
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(itemClassName, active && activeClassName)}
            >
              {t(link.labelKey)}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
