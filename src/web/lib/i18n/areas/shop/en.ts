import { shopBulkEn } from "./bulk-en";
import { shopCardEn } from "./card-en";
import { shopListEn } from "./list-en";
import { productPageEn } from "./product-en";

/**
 * Every English string of the shop: /shop, the bulk enquiry form, the product card and the product
 * page; es.ts and fr.ts carry the same keys. Each page registers only the parts it shows.
 */
export const shopEn = { ...shopCardEn, ...shopListEn, ...shopBulkEn, ...productPageEn } as const;
