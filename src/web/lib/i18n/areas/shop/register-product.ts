import { registerEnglishMessages } from "../../index";
import { shopCardEn } from "./card-en";
import { productPageEn } from "./product-en";

// Imported by the product page: its strings load with it, not with every page.
registerEnglishMessages({ ...shopCardEn, ...productPageEn });
