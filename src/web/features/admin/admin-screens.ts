import {
  CalendarDays,
  ChartColumn,
  ChefHat,
  ClipboardCheck,
  FileDown,
  Images,
  Inbox,
  KeyRound,
  Languages,
  LayoutDashboard,
  Mail,
  PackageCheck,
  PackagePlus,
  PanelsTopLeft,
  Truck,
  Users,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import { paths } from "../../../shared/paths";
import type { MessageKey } from "~/lib/i18n";

/** The menu's sections, in order; each screen belongs to one. */
export const ADMIN_SCREEN_GROUPS = ["overview", "review", "operations", "people", "library", "account"] as const;
export type AdminScreenGroup = (typeof ADMIN_SCREEN_GROUPS)[number];

/** One screen of the admin area. */
export type AdminScreen = {
  path: string;
  labelKey: MessageKey;
  textKey: MessageKey;
  icon: LucideIcon;
  group: AdminScreenGroup;
};

const screen = (path: string, name: string, icon: LucideIcon, group: AdminScreenGroup): AdminScreen => ({
  path,
  labelKey: `admin.screen.${name}` as MessageKey,
  textKey: `admin.screen.${name}Text` as MessageKey,
  icon,
  group,
});

/** Every admin screen, in the menu's order (grouped by section). */
export const ADMIN_SCREENS: AdminScreen[] = [
  screen(paths.admin, "panel", PanelsTopLeft, "overview"),
  screen(paths.adminDashboard, "dashboard", LayoutDashboard, "overview"),
  screen(paths.adminAnalytics, "analytics", ChartColumn, "overview"),
  screen(paths.adminRecipeApproval, "recipeApproval", ClipboardCheck, "review"),
  screen(paths.adminAddProduct, "addProduct", PackagePlus, "review"),
  screen(paths.adminProductApproval, "productApproval", PackageCheck, "review"),
  screen(paths.adminImages, "images", Images, "review"),
  screen(paths.adminInbox, "inbox", Inbox, "operations"),
  screen(paths.chefAdmin, "classes", ChefHat, "operations"),
  screen(paths.adminOrders, "orders", Truck, "operations"),
  screen(paths.adminCatering, "catering", UtensilsCrossed, "operations"),
  screen(paths.adminSubscribers, "subscribers", Mail, "people"),
  screen(paths.adminUsers, "users", Users, "people"),
  screen(paths.adminDailyRecipe, "dailyRecipe", CalendarDays, "library"),
  screen(paths.adminImporter, "importer", FileDown, "library"),
  screen(paths.adminTranslations, "translations", Languages, "library"),
  screen(paths.adminChangePassword, "changePassword", KeyRound, "account"),
];

/** The screens of each section, in the menu's order. */
export const adminScreensByGroup = (): { group: AdminScreenGroup; screens: AdminScreen[] }[] =>
  ADMIN_SCREEN_GROUPS.map((group) => ({ group, screens: ADMIN_SCREENS.filter((s) => s.group === group) }));

/** The screen a path belongs to: the longest screen path it starts with (the panel at least). */
export const screenFor = (pathname: string): AdminScreen =>
  ADMIN_SCREENS.filter((s) => pathname === s.path || pathname.startsWith(`${s.path}/`)).sort((a, b) => b.path.length - a.path.length)[0] ??
  ADMIN_SCREENS[0];

/** The dashboard's quick actions, in the dashboard's order. */
export const QUICK_ACTION_PATHS = [
  paths.adminRecipeApproval,
  paths.adminAnalytics,
  paths.adminUsers,
  paths.adminChangePassword,
  paths.admin,
];

export const screenAt = (path: string): AdminScreen => ADMIN_SCREENS.find((s) => s.path === path)!;
