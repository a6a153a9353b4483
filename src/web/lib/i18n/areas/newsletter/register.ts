import { registerEnglishMessages } from "../../index";
import { newsletterLinksEn } from "./en";

// Imported by the newsletter's pages: their strings load with them, not with every page.
registerEnglishMessages(newsletterLinksEn);
