import { registerEnglishMessages } from "../../index";
import { accountOptionsEn } from "./en";

// Imported by the account dialogs' and the account page's registrations: both show these lists.
registerEnglishMessages(accountOptionsEn);
