import { registerEnglishMessages } from "../../index";
import { bookingCancelEn } from "./en";

// Imported by the booking cancel page: its strings load with it, not with every page.
registerEnglishMessages(bookingCancelEn);
