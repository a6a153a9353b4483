import { registerEnglishMessages } from "../../index";
import { adminOrdersEn } from "./en";

// Imported by the desk's page only: its strings load with it, never with a public page.
registerEnglishMessages(adminOrdersEn);
