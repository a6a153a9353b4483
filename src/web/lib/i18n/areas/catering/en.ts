import { cateringCommonEn } from "./common-en";
import { cateringFormEn } from "./form-en";
import { buffetListEn } from "./buffet-list-en";
import { buffetMenuEn } from "./buffet-menu-en";
import { buffetBookingEn } from "./buffet-booking-en";
import { industrialListEn } from "./industrial-list-en";
import { industrialMenuEn } from "./industrial-menu-en";
import { industrialFormEn } from "./industrial-form-en";
import { cateringRequestEn } from "./request-en";

/**
 * Every English string of the buffet and industrial catering pages, their forms and the request
 * status page (es.ts and fr.ts carry the same keys). The pages register only the parts they show
 * (register-*.ts), so a list does not ship the forms' or the status page's words.
 */
export const cateringEn = {
  ...cateringCommonEn,
  ...cateringFormEn,
  ...buffetListEn,
  ...buffetMenuEn,
  ...buffetBookingEn,
  ...industrialListEn,
  ...industrialMenuEn,
  ...industrialFormEn,
  ...cateringRequestEn,
} as const;
