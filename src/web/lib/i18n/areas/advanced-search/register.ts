import { registerEnglishMessages } from "../../index";
import { advancedSearchEn } from "./en";

// Imported by the page that uses these strings: they load with it, not with every page.
registerEnglishMessages(advancedSearchEn);
