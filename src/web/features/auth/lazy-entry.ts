/**
 * The account dialog and the signed-in menus, behind one more step: a page's script names only
 * this small module, while the long list of files these two need (which the bundler writes
 * beside every dynamic import, to preload them) stays in here. That keeps about half a
 * kilobyte off every page; opening the dialog costs one extra small request.
 */
export const loadAuthDialog = () => import("./auth-dialog");
export const loadAccountMenu = () => import("./account-menu");
export const loadMobileAccountLinks = () => import("./account-menu").then((menu) => ({ default: menu.MobileAccountLinks }));
