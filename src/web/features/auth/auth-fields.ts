/**
 * The account forms' fields and a fresh registration, without the contracts: the forms render
 * from these, and load the checks (auth-forms.ts, with zod) only once they are used.
 */
export const REGISTRATION_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "password",
  "confirmPassword",
  "dateOfBirth",
  "gender",
  "country",
  "cookingLevel",
  "newsletter",
  "terms",
  "privacy",
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = {
  [F in RegistrationField]: F extends "newsletter" | "terms" | "privacy" ? boolean : string;
};

/** A fresh registration form: the newsletter box starts ticked. */
export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
  dateOfBirth: "",
  gender: "",
  country: "",
  cookingLevel: "",
  newsletter: true,
  terms: false,
  privacy: false,
};

export const SIGN_IN_FIELDS = ["email", "password"] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];
