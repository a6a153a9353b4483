import { registerEnglishMessages } from "../../index";
import { adminInboxEn } from "./en";

// Imported by the inbox screen only: its strings load with it, never with a public page.
registerEnglishMessages(adminInboxEn);
