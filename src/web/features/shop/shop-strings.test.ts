import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en as shellEn } from "~/lib/i18n/en";
import { shopBulkEn } from "~/lib/i18n/areas/shop/bulk-en";
import { shopCardEn } from "~/lib/i18n/areas/shop/card-en";
import { shopListEn } from "~/lib/i18n/areas/shop/list-en";
import { productPageEn } from "~/lib/i18n/areas/shop/product-en";

/**
 * Each shop page registers only some of the shop's strings (register.ts, register-product.ts,
 * register-bulk.ts). A key a component uses but its page does not register would show as the key
 * itself, in the server's HTML too: every literal key in each file must be among its page's.
 */
const keysUsedIn = (file: string) => {
  const source = readFileSync(path.join(import.meta.dirname, file), "utf8");
  return [...source.matchAll(/\b(?:t|tr|translate\(locale,)\(?\s*"([a-zA-Z][\w.]*)"/g)].map((m) => m[1]);
};

const shell = Object.keys(shellEn);
const list = [...shell, ...Object.keys(shopCardEn), ...Object.keys(shopListEn)];
const product = [...shell, ...Object.keys(shopCardEn), ...Object.keys(productPageEn)];

describe("shop strings per page", () => {
  it.each([
    ["shop-list-view.tsx", list],
    ["add-to-cart.tsx", list],
    ["bulk-inquiry-form.tsx", [...list, ...Object.keys(shopBulkEn)]],
    ["product-detail-view.tsx", product],
    ["product-gallery.tsx", product],
    ["quantity-stepper.tsx", product],
    ["add-to-cart.tsx", product],
    ["../../routes/shop/list.tsx", list],
    ["../../routes/shop/product.tsx", product],
  ])("should register every key %s uses with its page", (file, registered) => {
    const used = keysUsedIn(file);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((key) => !registered.includes(key))).toEqual([]);
  });

  it("should have the keys built from a prefix on the pages that build them", () => {
    for (const type of ["tools", "equipment", "ingredients", "books", "others"]) {
      expect(list).toContain(`shop.type.${type}`);
    }
    for (const key of ["hampers", "deal", "new"])
      for (const part of ["title", "body", "cta"]) expect(list).toContain(`shop.promo.${key}.${part}`);
    for (const point of ["point1", "point2", "point3"]) expect(list).toContain(`shop.bulk.${point}`);
    for (const view of ["full", "closeUp", "detail"]) expect(product).toContain(`productPage.gallery.${view}`);
    for (const field of ["productName", "quantity", "buyerName", "email", "phone", "message"])
      expect(Object.keys(shopBulkEn)).toContain(`shop.bulk.error.${field}`);
  });
});
