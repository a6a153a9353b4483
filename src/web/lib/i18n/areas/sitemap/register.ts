import { registerEnglishMessages } from "../../index";
import { sitemapEn } from "./en";

// Imported by the sitemap page: its strings load with it, not with every page.
registerEnglishMessages(sitemapEn);
