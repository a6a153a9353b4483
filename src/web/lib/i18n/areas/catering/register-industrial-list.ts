import { registerEnglishMessages } from "../../index";
import { cateringCommonEn } from "./common-en";
import { industrialListEn } from "./industrial-list-en";

// Imported by /industrial-catering: its strings load with it, not with every page.
registerEnglishMessages({ ...cateringCommonEn, ...industrialListEn });
