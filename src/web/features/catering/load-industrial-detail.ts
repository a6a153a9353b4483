import { data } from "react-router";
import { paths } from "../../../shared/paths";
import { positiveIdSchema } from "../../../shared/schemas/common";
import type { IndustrialMenu } from "../../../shared/schemas/catering";
import { serializeJsonLd } from "~/lib/json-ld";
import { cateringServiceJsonLd } from "./catering-json-ld";
import { dayInZone } from "./catering-options";

export type IndustrialDetailSource = { getIndustrialMenu: (id: number) => Promise<IndustrialMenu | null> };

export type IndustrialDetailData = { menu: IndustrialMenu; jsonLd: string };

/**
 * The data of /industrial-catering/{id}: the menu with its five groups of items and its
 * structured data. An id that is malformed or unknown is a 404, thrown ('Catering Menu Not Found').
 */
export async function loadIndustrialDetail(
  source: IndustrialDetailSource,
  idParam: string | undefined,
  { siteUrl, timeZone, now = new Date() }: { siteUrl: string; timeZone: string; now?: Date },
): Promise<IndustrialDetailData> {
  const id = positiveIdSchema.safeParse(idParam ?? "");
  const menu = id.success ? await source.getIndustrialMenu(id.data) : null;
  if (!menu) throw data({ reason: "not-found" }, { status: 404 });
  const jsonLd = cateringServiceJsonLd(menu, {
    siteUrl,
    path: paths.industrialMenu(menu.id),
    serviceType: "Industrial catering",
    today: dayInZone(now, timeZone),
    cuisine: menu.cuisine,
  });
  return { menu, jsonLd: serializeJsonLd(jsonLd) };
}
