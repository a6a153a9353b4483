import { registerEnglishMessages } from "../../index";
import { classesEn } from "./en";

// Imported by the class pages: their strings load with them, not with every page.
registerEnglishMessages(classesEn);
