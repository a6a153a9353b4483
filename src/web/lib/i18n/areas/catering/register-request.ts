import { registerEnglishMessages } from "../../index";
import { cateringCommonEn } from "./common-en";
import { cateringFormEn } from "./form-en";
import { cateringRequestEn } from "./request-en";

// Imported by the request status page.
registerEnglishMessages({ ...cateringCommonEn, ...cateringFormEn, ...cateringRequestEn });
