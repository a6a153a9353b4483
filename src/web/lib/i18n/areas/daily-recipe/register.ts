import { registerEnglishMessages } from "../../index";
import { dailyRecipeEn } from "./en";

// Imported by the home page, which shows the recipe of the day.
registerEnglishMessages(dailyRecipeEn);
