import { registerEnglishMessages } from "../../index";
import { cateringCommonEn } from "./common-en";
import { cateringFormEn } from "./form-en";
import { industrialMenuEn } from "./industrial-menu-en";
import { industrialFormEn } from "./industrial-form-en";

// Imported by /industrial-catering/{id}, with the words of its request form.
registerEnglishMessages({ ...cateringCommonEn, ...cateringFormEn, ...industrialMenuEn, ...industrialFormEn });
