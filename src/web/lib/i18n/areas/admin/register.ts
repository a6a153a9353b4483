import { registerEnglishMessages } from "../../index";
import { adminEn } from "./en";

// Imported by the admin pages only: their strings load with them, never with a public page.
registerEnglishMessages(adminEn);
