import { registerEnglishMessages } from "../../index";
import { cateringCommonEn } from "./common-en";
import { buffetMenuEn } from "./buffet-menu-en";

// Imported by /buffet-menus/{id}; the booking modal brings its own (register-buffet-booking.ts).
registerEnglishMessages({ ...cateringCommonEn, ...buffetMenuEn });
