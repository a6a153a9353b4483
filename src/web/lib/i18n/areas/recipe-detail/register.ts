import { registerEnglishMessages } from "../../index";
import { recipeDetailEn } from "./en";

// Imported by the page that uses these strings: they load with it, not with every page.
registerEnglishMessages(recipeDetailEn);
