import type { BuffetMenu, BuffetMenuSummary, IndustrialMenu, IndustrialMenuSummary } from "../../../shared/schemas/catering";
import { translateEntities, translateEntity } from "~/lib/content-translation.server";
import type { PageTranslator, Services } from "~/services.server";
import type { BuffetDetailSource } from "./load-buffet-detail";
import type { BuffetListSource } from "./load-buffet-list";
import type { IndustrialDetailSource } from "./load-industrial-detail";
import type { IndustrialListSource } from "./load-industrial-list";

/** The words of each dish: its name, what it is and how much is served. */
const DISH = ["name", "description", "quantity"] as const;

/**
 * The catering menus in the page's language: names, descriptions, durations, each course's
 * dishes, the equipment and the cancellation policy. Occasions, meal types, countries and
 * industries are the catalogue's labels, already in every language; prices and counts stay.
 */
export function translatedMenus(
  catering: Services["catering"],
  translator: PageTranslator,
): BuffetDetailSource & BuffetListSource & IndustrialDetailSource & IndustrialListSource {
  return {
    async getBuffetMenu(id) {
      return translateEntity<BuffetMenu>(
        translator,
        await catering.getBuffetMenu(id),
        ["name", "description", "duration", "equipmentProvided", "cancellationPolicy"],
        { items: { appetizers: [...DISH], mainCourse: [...DISH], desserts: [...DISH], beverages: [...DISH] } },
      );
    },
    async getIndustrialMenu(id) {
      return translateEntity<IndustrialMenu>(
        translator,
        await catering.getIndustrialMenu(id),
        ["name", "description", "duration", "servesCuisine", "equipmentProvided", "cancellationPolicy"],
        { items: { appetizers: [...DISH], mainCourse: [...DISH], sides: [...DISH], desserts: [...DISH], beverages: [...DISH] } },
      );
    },
    listBuffetMenus: async (query) => translatedCards(translator, await catering.listBuffetMenus(query)),
    listIndustrialMenus: async (query) => translatedCards(translator, await catering.listIndustrialMenus(query)),
  };
}

/** A page of menu cards, buffet or industrial: each card's name, description and duration. */
async function translatedCards<Page extends { data: (BuffetMenuSummary | IndustrialMenuSummary)[] }>(
  translator: PageTranslator,
  found: Page,
): Promise<Page> {
  return { ...found, data: await translateEntities(translator, found.data, ["name", "description", "duration"], { name: "menu" }) };
}
