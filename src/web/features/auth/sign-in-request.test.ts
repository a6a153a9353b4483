import { describe, expect, it } from "vitest";
import { authPageHref, returnPathFor } from "./auth-pages";
import { readSignInRequest, withoutSignInRequest } from "./sign-in-request";

describe("sign-in requests in the address", () => {
  it("should read signin=1 with its next, and ignore other values", () => {
    expect(readSignInRequest("?signin=1&next=%2Faccount")).toEqual({ view: "signIn", next: "/account" });
    expect(readSignInRequest("?signin=1&next=%2F%2Fevil.example")).toEqual({ view: "signIn", next: null });
    expect(readSignInRequest("?signin=1&next=%2F.%2F%2Fevil.example")).toEqual({ view: "signIn", next: null });
    expect(readSignInRequest("?signin=1")).toEqual({ view: "signIn", next: null });
    expect(readSignInRequest("?signin=forgot")).toEqual({ view: "forgot", next: null });
    expect(readSignInRequest("?signin=0&next=/account")).toBeNull();
    expect(readSignInRequest("")).toBeNull();
  });

  it("should drop the request and keep the rest of the query", () => {
    expect(withoutSignInRequest("?signin=1&next=%2Faccount")).toBe("");
    expect(withoutSignInRequest("?signin=forgot")).toBe("");
    expect(withoutSignInRequest("?page=2&signin=1&next=%2Faccount")).toBe("?page=2");
  });
});

describe("links to the account pages", () => {
  it("should carry a safe next on the sign-in page only", () => {
    expect(authPageHref("signIn", "/account?tab=data")).toBe("/sign-in?next=%2Faccount%3Ftab%3Ddata");
    expect(authPageHref("signIn", "//evil.example")).toBe("/sign-in");
    expect(authPageHref("signIn")).toBe("/sign-in");
    expect(authPageHref("register", "/account")).toBe("/register");
    expect(authPageHref("forgot", "/account")).toBe("/forgot-password");
  });

  it("should come back to the page a sign-in started from, but not to an account page or a mailed link's", () => {
    expect(returnPathFor("/recipes", "?search=dal")).toBe("/recipes?search=dal");
    expect(returnPathFor("/", "")).toBe("/");
    expect(returnPathFor("/sign-in", "?next=%2Fabout")).toBeNull();
    expect(returnPathFor("/register", "")).toBeNull();
    expect(returnPathFor("/reset-password/abc", "")).toBeNull();
    expect(returnPathFor("/verify-email/abc", "")).toBeNull();
  });
});
