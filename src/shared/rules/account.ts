/*
 * The option lists, limits and endpoint paths of visitor accounts, without zod: the contracts in
 * schemas/account.ts build on them, and the browser imports them from here so that showing a form
 * or syncing a saved list does not ship the contract library.
 */

/** Option lists of the registration dialog. */
export const GENDERS = ["male", "female", "non-binary", "prefer-not-to-say"] as const;
export const COOKING_LEVELS = ["beginner", "intermediate", "advanced", "expert"] as const;
export const REGISTRATION_COUNTRIES = [
  "united-states",
  "canada",
  "united-kingdom",
  "australia",
  "germany",
  "france",
  "italy",
  "spain",
  "japan",
  "india",
  "china",
  "brazil",
  "mexico",
  "argentina",
] as const;
export type Gender = (typeof GENDERS)[number];
export type CookingLevel = (typeof COOKING_LEVELS)[number];
export type RegistrationCountry = (typeof REGISTRATION_COUNTRIES)[number];

export const ACCOUNT_LIMITS = { name: 60, phone: 30, password: 128, savedSearchName: 80, savedRecipes: 500, savedSearches: 50 } as const;
/** The youngest age an account may be opened at. */
export const MINIMUM_AGE_YEARS = 13;

/** The registration rule: 8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[@$!%*?&]/] as const;
export const PASSWORD_SPECIAL_CHARACTERS = "@$!%*?&";

/** The account endpoints, named once for the routes, the dialogs and the tests. */
export const ACCOUNT_API = {
  register: "/api/register",
  signIn: "/api/auth/sign-in",
  signOut: "/api/auth/sign-out",
  me: "/api/auth/me",
  forgotPassword: "/api/auth/forgot-password",
  resetPassword: "/api/auth/reset-password",
  verifyEmail: "/api/auth/verify-email",
  account: "/api/account",
  profile: "/api/account/profile",
  email: "/api/account/email",
  password: "/api/account/password",
  data: "/api/account/data",
  /** A POST, not a DELETE with a body: the password travels in a body every client and proxy keeps. */
  deleteAccount: "/api/account/delete",
  savedLists: "/api/account/saved",
  savedRecipe: (recipeId: number | string) => `/api/account/saved/recipes/${recipeId}`,
  savedSearch: (id: string) => `/api/account/saved/searches/${id}`,
} as const;
