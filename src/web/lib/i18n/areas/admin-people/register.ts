import { registerEnglishMessages } from "../../index";
import { adminPeopleEn } from "./en";

// Imported by the catering desk, subscriber and user screens only: their strings load with them.
registerEnglishMessages(adminPeopleEn);
