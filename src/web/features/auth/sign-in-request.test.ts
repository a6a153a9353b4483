import { describe, expect, it } from "vitest";
import { readSignInRequest, safeNextPath, signInHref, withoutSignInRequest } from "./sign-in-request";

describe("sign-in requests in the address", () => {
  it("should accept a path on this site as where to go next", () => {
    expect(safeNextPath("/account")).toBe("/account");
    expect(safeNextPath("/recipes?search=dal#top")).toBe("/recipes?search=dal#top");
  });

  it("should refuse anything that could lead to another site", () => {
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example/account", "javascript:alert(1)", "account", "/ /x", "/\taccount", "", null, undefined]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });

  it("should read signin=1 with its next, and ignore other values", () => {
    expect(readSignInRequest("?signin=1&next=%2Faccount")).toEqual({ view: "signIn", next: "/account" });
    expect(readSignInRequest("?signin=1&next=%2F%2Fevil.example")).toEqual({ view: "signIn", next: null });
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

  it("should build the address a private page sends anonymous visitors to", () => {
    expect(signInHref("/account")).toBe("/?signin=1&next=%2Faccount");
    expect(readSignInRequest(signInHref("/account").slice(1))).toEqual({ view: "signIn", next: "/account" });
    expect(signInHref("//evil.example")).toBe("/?signin=1");
  });
});
