import { registerEnglishMessages } from "../../index";
import { recipeListEn } from "./en";

// Imported by the modules that show these strings (the list, recipe cards, pagination): they
// load with the pages that have those, not with every page.
registerEnglishMessages(recipeListEn);
