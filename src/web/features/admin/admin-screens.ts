import {
  CalendarDays,
  ChartColumn,
  ChefHat,
  ClipboardCheck,
  FileDown,
  Images,
  Inbox,
  KeyRound,
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

/** One screen of the admin area (spec 2 §2), and whether it is built yet. */
export type AdminScreen = {
  path: string;
  labelKey: MessageKey;
  textKey: MessageKey;
  icon: LucideIcon;
  /** Built and routed (routes.ts); a screen still to come is not shown at all. */
  ready: boolean;
};

const screen = (path: string, name: string, icon: LucideIcon, ready: boolean): AdminScreen => ({
  path,
  labelKey: `admin.screen.${name}` as MessageKey,
  textKey: `admin.screen.${name}Text` as MessageKey,
  icon,
  ready,
});

/** Every admin screen, in the menu's order. Flip `ready` when a screen's route lands. */
export const ADMIN_SCREENS: AdminScreen[] = [
  screen(paths.admin, "panel", PanelsTopLeft, true),
  screen(paths.adminDashboard, "dashboard", LayoutDashboard, true),
  screen(paths.adminRecipeApproval, "recipeApproval", ClipboardCheck, true),
  screen(paths.adminAddProduct, "addProduct", PackagePlus, true),
  screen(paths.adminProductApproval, "productApproval", PackageCheck, true),
  screen(paths.adminImages, "images", Images, true),
  screen(paths.adminInbox, "inbox", Inbox, true),
  screen(paths.chefAdmin, "classes", ChefHat, true),
  screen(paths.adminOrders, "orders", Truck, true),
  screen(paths.adminCatering, "catering", UtensilsCrossed, true),
  screen(paths.adminSubscribers, "subscribers", Mail, true),
  screen(paths.adminUsers, "users", Users, true),
  screen(paths.adminDailyRecipe, "dailyRecipe", CalendarDays, true),
  screen(paths.adminImporter, "importer", FileDown, true),
  screen(paths.adminAnalytics, "analytics", ChartColumn, true),
  screen(paths.adminChangePassword, "changePassword", KeyRound, true),
];

/** The dashboard's quick actions, as spec 2 §2 lists them. */
export const QUICK_ACTION_PATHS = [paths.adminRecipeApproval, paths.adminAnalytics, paths.adminUsers, paths.adminChangePassword, paths.admin];

export const screenAt = (path: string): AdminScreen => ADMIN_SCREENS.find((s) => s.path === path)!;
