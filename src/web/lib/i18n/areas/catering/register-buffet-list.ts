import { registerEnglishMessages } from "../../index";
import { cateringCommonEn } from "./common-en";
import { buffetListEn } from "./buffet-list-en";

// Imported by /buffet-menus: its strings load with it, not with every page.
registerEnglishMessages({ ...cateringCommonEn, ...buffetListEn });
