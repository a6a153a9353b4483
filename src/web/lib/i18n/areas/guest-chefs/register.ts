import { registerEnglishMessages } from "../../index";
import { guestChefsEn } from "./en";

// Imported by /featured-chefs and /guest-chef: their strings load with them, not with every page.
registerEnglishMessages(guestChefsEn);
