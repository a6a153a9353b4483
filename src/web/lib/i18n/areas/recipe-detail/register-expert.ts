import { registerEnglishMessages } from "../../index";
import { recipeExpertEn } from "./expert-en";

// Imported by the expert dialog, which loads on demand: its strings come with it.
registerEnglishMessages(recipeExpertEn);
