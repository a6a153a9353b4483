import { registerEnglishMessages } from "../../index";
import { apiDemoEn } from "./en";

// Imported by the API demo page: its strings load with it, not with every page.
registerEnglishMessages(apiDemoEn);
