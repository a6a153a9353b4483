import type { Database } from "../../db/client.ts";
import { createMenuService } from "./menus.ts";
import { createCateringRequestService } from "./requests.ts";

type CateringServiceOptions = {
  /** The catering team's inbox (configuration, never an address from a request). */
  teamEmail: string;
  siteUrl: string;
  timeZone: string;
  now?: () => Date;
};

/**
 * Buffet and industrial menus (lists, details, ids for the sitemap) and the booking requests made
 * for them (stored quotes with their mails, the status page's lookup). The team's desk that
 * quotes, confirms or declines them is a service of its own (`desk.ts`), as the other desks are.
 */
export function createCateringService(db: Database, options: CateringServiceOptions) {
  return { ...createMenuService(db), ...createCateringRequestService(db, options) };
}

export type CateringService = ReturnType<typeof createCateringService>;
