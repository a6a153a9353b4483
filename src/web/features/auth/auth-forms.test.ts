import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../shared/schemas/account";
import {
  checkNewPassword,
  checkRegistration,
  checkResetRequest,
  checkSignIn,
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  registrationBody,
  type RegistrationValues,
} from "./auth-forms";
import { firstInvalid, serverErrorsByField } from "./form-errors";

const complete: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  firstName: " Asha ",
  lastName: "Rao",
  email: "asha@example.com",
  phone: "+1 415 555 0134",
  password: "Turmeric1!",
  confirmPassword: "Turmeric1!",
  dateOfBirth: "1990-04-12",
  gender: "female",
  country: "india",
  cookingLevel: "intermediate",
  terms: true,
  privacy: true,
};

describe("the registration form's checks", () => {
  it("should start with the newsletter ticked and everything else empty", () => {
    expect(EMPTY_REGISTRATION.newsletter).toBe(true);
    expect(EMPTY_REGISTRATION.terms).toBe(false);
    expect(EMPTY_REGISTRATION.privacy).toBe(false);
  });

  it("should give each empty field the spec's message", () => {
    const checked = checkRegistration(EMPTY_REGISTRATION);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      firstName: accountMessages.firstName,
      lastName: accountMessages.lastName,
      email: accountMessages.email,
      phone: accountMessages.phone,
      password: accountMessages.passwordLength,
      dateOfBirth: accountMessages.dateOfBirth,
      gender: accountMessages.gender,
      country: accountMessages.country,
      cookingLevel: accountMessages.cookingLevel,
      terms: accountMessages.terms,
      privacy: accountMessages.privacy,
    });
    expect(firstInvalid(REGISTRATION_FIELDS, checked.errors)).toBe("firstName");
  });

  it("should ask for every character class and a matching confirmation", () => {
    const checked = checkRegistration({ ...complete, password: "turmeric12", confirmPassword: "turmeric13", firstName: "" });
    expect(checked.ok ? null : checked.errors).toEqual({
      firstName: accountMessages.firstName,
      password: accountMessages.passwordClasses,
      confirmPassword: accountMessages.passwordsDiffer,
    });
  });

  it("should pass a complete form, trimmed, and send the honeypot only when filled", () => {
    const checked = checkRegistration(complete);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.data.firstName).toBe("Asha");
    expect(registrationBody(checked.data, "hello@ayurkitchen.example", "")).toEqual({
      ...checked.data,
      recipientEmail: "hello@ayurkitchen.example",
    });
    expect(registrationBody(checked.data, "hello@ayurkitchen.example", "bot")).toMatchObject({ homepage: "bot" });
  });

  it("should refuse a child's date of birth", () => {
    const year = new Date().getUTCFullYear();
    const checked = checkRegistration({ ...complete, dateOfBirth: `${year - 5}-01-01` });
    expect(checked.ok ? null : checked.errors.dateOfBirth).toBe(accountMessages.tooYoung);
  });

  it("should read the server's field issues and ignore fields the form does not have", () => {
    expect(
      serverErrorsByField(REGISTRATION_FIELDS, [
        { path: "email", message: accountMessages.email },
        { path: "recipientEmail", message: "x" },
      ]),
    ).toEqual({
      email: accountMessages.email,
    });
    expect(serverErrorsByField(REGISTRATION_FIELDS, undefined)).toEqual({});
  });
});

describe("the sign-in and reset checks", () => {
  it("should ask for a valid email and a password", () => {
    const checked = checkSignIn({ email: "nope", password: "", rememberMe: false });
    expect(checked.ok ? null : checked.errors).toEqual({ email: accountMessages.email, password: accountMessages.passwordRequired });
    expect(checkSignIn({ email: "a@example.com", password: "x", rememberMe: true })).toEqual({
      ok: true,
      data: { email: "a@example.com", password: "x", rememberMe: true },
    });
  });

  it("should tell an empty reset request from a malformed address", () => {
    expect(checkResetRequest("   ")).toEqual({ ok: false, empty: true });
    expect(checkResetRequest("nope")).toEqual({ ok: false, empty: false, error: accountMessages.email });
    expect(checkResetRequest(" a@example.com ")).toEqual({ ok: true, data: { email: "a@example.com" } });
  });

  it("should hold a new password to the registration rule", () => {
    expect(checkNewPassword("t", { password: "weak", confirmPassword: "weak" })).toEqual({
      ok: false,
      errors: { password: accountMessages.passwordLength },
    });
    expect(checkNewPassword("t", { password: "Turmeric1!", confirmPassword: "Turmeric2!" })).toEqual({
      ok: false,
      errors: { confirmPassword: accountMessages.passwordsDiffer },
    });
    expect(checkNewPassword("t", { password: "Turmeric1!", confirmPassword: "Turmeric1!" }).ok).toBe(true);
  });
});
