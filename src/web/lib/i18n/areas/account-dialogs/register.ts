import "../account-options/register";
import { registerEnglishMessages } from "../../index";
import { accountDialogsEn } from "./en";

// Imported by the account dialogs (loaded when first opened) and by the verify and reset pages.
registerEnglishMessages(accountDialogsEn);
