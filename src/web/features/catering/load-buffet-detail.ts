import { data } from "react-router";
import { paths } from "../../../shared/paths";
import { positiveIdSchema } from "../../../shared/schemas/common";
import type { BuffetMenu } from "../../../shared/schemas/catering";
import { serializeJsonLd } from "~/lib/json-ld";
import { cateringServiceJsonLd } from "./catering-json-ld";
import { dayInZone } from "./catering-options";

export type BuffetDetailSource = { getBuffetMenu: (id: number) => Promise<BuffetMenu | null> };

export type BuffetDetailData = { menu: BuffetMenu; jsonLd: string };

/**
 * The data of /buffet-menus/{id}: the menu with its four courses and its structured data. An id
 * that is malformed or unknown is a 404, thrown (the page says 'Buffet Menu Not Found').
 */
export async function loadBuffetDetail(
  source: BuffetDetailSource,
  idParam: string | undefined,
  { siteUrl, timeZone, now = new Date() }: { siteUrl: string; timeZone: string; now?: Date },
): Promise<BuffetDetailData> {
  const id = positiveIdSchema.safeParse(idParam ?? "");
  const menu = id.success ? await source.getBuffetMenu(id.data) : null;
  if (!menu) throw data({ reason: "not-found" }, { status: 404 });
  const jsonLd = cateringServiceJsonLd(menu, {
    siteUrl,
    path: paths.buffetMenu(menu.id),
    serviceType: "Buffet catering",
    today: dayInZone(now, timeZone),
  });
  return { menu, jsonLd: serializeJsonLd(jsonLd) };
}
