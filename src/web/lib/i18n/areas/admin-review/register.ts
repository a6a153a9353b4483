import { registerEnglishMessages } from "../../index";
import { adminReviewEn } from "./en";

// Imported by the review screens only: their strings load with them, never with a public page.
registerEnglishMessages(adminReviewEn);
