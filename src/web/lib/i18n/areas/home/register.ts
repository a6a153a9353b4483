import { registerEnglishMessages } from "../../index";
import { homeEn } from "./en";

// Imported by the home page: its strings load with it, not with every page.
registerEnglishMessages(homeEn);
