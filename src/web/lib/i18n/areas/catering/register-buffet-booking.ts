import { registerEnglishMessages } from "../../index";
import { cateringFormEn } from "./form-en";
import { buffetBookingEn } from "./buffet-booking-en";

// Imported by the Book This Buffet Menu modal, which loads when it is first opened.
registerEnglishMessages({ ...cateringFormEn, ...buffetBookingEn });
