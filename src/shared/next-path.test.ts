import { describe, expect, it } from "vitest";
import { nextPathFrom, safeNextPath, withNextPath } from "./next-path";

describe("the page a sign-in goes on to", () => {
  it("should keep a path of this site with its query and fragment", () => {
    expect(safeNextPath("/")).toBe("/");
    expect(safeNextPath("/account")).toBe("/account");
    expect(safeNextPath("/account?tab=data")).toBe("/account?tab=data");
    expect(safeNextPath("/recipes?search=dal#top")).toBe("/recipes?search=dal#top");
    expect(safeNextPath("/classes/3/")).toBe("/classes/3/");
  });

  it("should resolve dot segments, plain or encoded, and never climb above the root", () => {
    expect(safeNextPath("/account/../recipes")).toBe("/recipes");
    expect(safeNextPath("/a/./b")).toBe("/a/b");
    expect(safeNextPath("/a/%2e%2e/b")).toBe("/b");
    expect(safeNextPath("/a/%2E%2E/%2e/b")).toBe("/b");
    expect(safeNextPath("/..")).toBe("/");
    expect(safeNextPath("/../../../etc/passwd")).toBe("/etc/passwd");
    expect(safeNextPath("/a/b/../../../c")).toBe("/c");
  });

  it("should encode what a path may not hold as it is, instead of passing it on raw", () => {
    expect(safeNextPath("/recipes/dal-été")).toBe("/recipes/dal-%C3%A9t%C3%A9");
    expect(safeNextPath('/a"b<c>')).toBe("/a%22b%3Cc%3E");
  });

  it("should leave slashes in the query alone: they cannot change the site", () => {
    expect(safeNextPath("/recipes?from=//elsewhere")).toBe("/recipes?from=//elsewhere");
    expect(safeNextPath("/recipes?search=a%2Fb")).toBe("/recipes?search=a%2Fb");
    expect(safeNextPath("/recipes#//fragment")).toBe("/recipes#//fragment");
  });

  it("should refuse a path that is another site to a browser", () => {
    for (const next of [
      "//evil.example",
      "//evil.example/account",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/.//evil.example",
      "/./\\evil.example",
      "/a/..//evil.example",
      "/account//evil.example",
      "/%2e%2e//evil.example",
    ]) {
      expect(safeNextPath(next), next).toBeNull();
    }
  });

  it("should refuse schemes, hosts and relative paths", () => {
    for (const next of [
      "https://evil.example/account",
      "http:/evil.example",
      "HTTPS://evil.example",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,hi",
      "mailto:someone@example.com",
      "evil.example",
      "account",
      "./account",
      "../account",
      "?next=/account",
      "#top",
    ]) {
      expect(safeNextPath(next), next).toBeNull();
    }
  });

  it("should refuse encoded slashes, backslashes and percent signs in the path", () => {
    for (const next of [
      "/%2f%2fevil.example",
      "/%2F%2Fevil.example",
      "/%5cevil.example",
      "/%5C%5Cevil.example",
      "/account%2f..%2f..%2fadmin",
      "/%252f%252fevil.example",
      "/a%25b",
    ]) {
      expect(safeNextPath(next), next).toBeNull();
    }
  });

  it("should refuse spaces and control characters the URL parser would drop or a header would split on", () => {
    for (const next of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\nSet-Cookie:x=1",
      "/ /x",
      " /account",
      "/account ",
      "/\u0000",
      "/\u007f",
      "/\u0085account",
      "/acc\u0009ount",
    ]) {
      expect(safeNextPath(next), JSON.stringify(next)).toBeNull();
    }
  });

  it("should refuse what is not a usable string", () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath("")).toBeNull();
    expect(safeNextPath(`/${"a".repeat(2000)}`)).toBeNull();
    expect(safeNextPath(42 as unknown as string)).toBeNull();
  });

  it("should read next from an address, and add it to one only when it is safe", () => {
    expect(nextPathFrom("/sign-in?next=%2Faccount%3Ftab%3Ddata")).toBe("/account?tab=data");
    expect(nextPathFrom("http://site.example/sign-in?next=%2F%2Fevil.example")).toBeNull();
    expect(nextPathFrom(new URL("http://site.example/sign-in"))).toBeNull();
    expect(withNextPath("/sign-in", "/account?tab=data")).toBe("/sign-in?next=%2Faccount%3Ftab%3Ddata");
    expect(withNextPath("/sign-in", "//evil.example")).toBe("/sign-in");
    expect(withNextPath("/sign-in", null)).toBe("/sign-in");
    expect(nextPathFrom(withNextPath("/sign-in", "/recipes?search=dal#top"))).toBe("/recipes?search=dal#top");
  });
});
