import { registerEnglishMessages } from "../../index";
import { shopBulkEn } from "./bulk-en";

// Imported by the bulk enquiry form, which loads on demand: its strings come with it.
registerEnglishMessages(shopBulkEn);
