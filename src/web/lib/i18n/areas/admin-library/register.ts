import { registerEnglishMessages } from "../../index";
import { adminLibraryEn } from "./en";

// Imported by the library desk's screens only: their strings load with them, never with a public page.
registerEnglishMessages(adminLibraryEn);
