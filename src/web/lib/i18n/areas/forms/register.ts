import { registerEnglishMessages } from "../../index";
import { formsEn } from "./en";

// Imported by the contact, content removal and sponsor pages: their strings load with them.
registerEnglishMessages(formsEn);
