import { registerEnglishMessages } from "../../index";
import { blogEn } from "./en";

// Imported by the blog pages: their strings load with them, not with every page.
registerEnglishMessages(blogEn);
