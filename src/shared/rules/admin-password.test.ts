import { describe, expect, it } from "vitest";
import { checkAdminPassword, isAcceptableAdminPassword, safeAdminReturnPath } from "./admin-password";

describe("admin password rules", () => {
  it("should ask for 8 to 128 characters", () => {
    expect(checkAdminPassword("Ab1-xyz").length).toBe(false);
    expect(checkAdminPassword("Ab1-wxyz").length).toBe(true);
    expect(checkAdminPassword(`Ab1-${"x".repeat(125)}`).length).toBe(false);
  });

  it("should ask for three kinds of characters, or a passphrase of 16 characters", () => {
    expect(checkAdminPassword("lowercase1").variety).toBe(false);
    expect(checkAdminPassword("Lowercase1").variety).toBe(true);
    expect(checkAdminPassword("lowercase-1").variety).toBe(true);
    expect(checkAdminPassword("green mango pickle").variety).toBe(true);
  });

  it("should refuse common words and the username dressed up with digits, symbols and look-alikes", () => {
    for (const password of ["Password1!", "P@ssw0rd2024!", "Adm1n!2345", "Qwerty123!", "2024-Welcome!"]) {
      expect(checkAdminPassword(password).notGuessable, password).toBe(false);
    }
    expect(checkAdminPassword("Kitchen-Lead-9", { username: "kitchen-lead" }).notGuessable).toBe(false);
    expect(checkAdminPassword("maya2026!X", { username: "maya" }).notGuessable).toBe(false);
    // A long passphrase may contain the username, and a word merely containing "admin" is fine.
    expect(checkAdminPassword("maya grows curry leaves 7", { username: "maya" }).notGuessable).toBe(true);
    expect(checkAdminPassword("Badminton-Court-9").notGuessable).toBe(true);
  });

  it("should refuse the current password as the new one", () => {
    expect(checkAdminPassword("Fennel-Seed-88", { currentPassword: "Fennel-Seed-88" }).differsFromCurrent).toBe(false);
    expect(isAcceptableAdminPassword("Fennel-Seed-88", { currentPassword: "Fennel-Seed-87" })).toBe(true);
  });
});

describe("the page to return to after signing in", () => {
  it("should keep paths of the admin area with their query", () => {
    expect(safeAdminReturnPath("/admin/dashboard")).toBe("/admin/dashboard");
    expect(safeAdminReturnPath("/admin")).toBe("/admin");
    expect(safeAdminReturnPath("/admin/recipe-approval?status=rejected&page=2")).toBe("/admin/recipe-approval?status=rejected&page=2");
    expect(safeAdminReturnPath("/chef-admin?class=3&session=12")).toBe("/chef-admin?class=3&session=12");
  });

  it("should send anything else to /admin", () => {
    for (const next of [
      null,
      "",
      "/",
      "/recipes",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/admin//evil.example",
      "/\\evil.example",
      "/admin/../recipes",
      "/admin-login",
      "/administrator",
      "/chef-administrator",
      "/chef-admin//evil.example",
      "/admin/\u0000",
      "javascript:alert(1)",
    ]) {
      expect(safeAdminReturnPath(next), String(next)).toBe("/admin");
    }
  });
});
