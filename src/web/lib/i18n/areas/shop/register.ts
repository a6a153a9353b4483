import { registerEnglishMessages } from "../../index";
import { shopCardEn } from "./card-en";
import { shopListEn } from "./list-en";

// Imported by /shop: its strings (and its cards' stock lines) load with it, not with every page.
registerEnglishMessages({ ...shopCardEn, ...shopListEn });
