import "../account-options/register";
import { registerEnglishMessages } from "../../index";
import { accountEn } from "./en";

// Imported by the account page: its strings load with it, not with every page.
registerEnglishMessages(accountEn);
