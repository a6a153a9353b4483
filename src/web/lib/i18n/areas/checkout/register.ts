import { registerEnglishMessages } from "../../index";
import { checkoutEn } from "./en";

// Imported by the checkout and order pages: their strings load with them, not with every page.
registerEnglishMessages(checkoutEn);
