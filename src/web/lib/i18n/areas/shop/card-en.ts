/** English strings shared by /shop and the product page: stock lines, adding to the cart, the price tabs. */
export const shopCardEn = {
  "shopCard.inStock": "In stock",
  "shopCard.onlyLeft": "Only {count} left",
  "shopCard.minOrder": "Min. order {count}+ units",
  "shopCard.retailPrice": "Retail price",
  "shopCard.addedCount": "{count} × {name}",
  "shopCard.allInCart": "Every unit in stock is already in your cart.",
  "shopCard.retail": "Retail",
  "shopCard.wholesale": "Wholesale",
} as const;
