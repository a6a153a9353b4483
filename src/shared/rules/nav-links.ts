/** Home matches exactly; every other link matches its own path and the paths under it. */
export function isLinkActive(currentPath: string, href: string): boolean {
  if (href === "/") return currentPath === "/";
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
