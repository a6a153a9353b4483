import { registerEnglishMessages } from "../../index";
import { accountMenuEn } from "./menu-en";

// Imported by the signed-in menu and the mobile menu, which load on demand.
registerEnglishMessages(accountMenuEn);
