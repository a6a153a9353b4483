import { registerEnglishMessages } from "../../index";
import { dealsEn } from "./en";

// Imported by the deals page: its strings load with it, not with every page.
registerEnglishMessages(dealsEn);
