import { registerEnglishMessages } from "../../index";
import { communityEn } from "./en";

// Imported by the community pages and the share-recipe form: their strings load with them, not with every page.
registerEnglishMessages(communityEn);
