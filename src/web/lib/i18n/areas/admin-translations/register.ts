import { registerEnglishMessages } from "../../index";
import { adminTranslationsEn } from "./en";

// Imported by the translation desk only: its strings load with it.
registerEnglishMessages(adminTranslationsEn);
