import { registerEnglishMessages } from "../../index";
import { adminClassesEn } from "./en";

// Imported by the desk's page only: its strings load with it, never with a public page.
registerEnglishMessages(adminClassesEn);
