import { describe, expect, it } from "vitest";
import { isLinkActive } from "./nav-links";

describe("link matching", () => {
  it("should match home exactly", () => {
    expect(isLinkActive("/", "/")).toBe(true);
    expect(isLinkActive("/recipes", "/")).toBe(false);
  });

  it("should match other links by path prefix", () => {
    expect(isLinkActive("/recipes", "/recipes")).toBe(true);
    expect(isLinkActive("/recipes/42", "/recipes")).toBe(true);
    expect(isLinkActive("/admin/images", "/admin")).toBe(true);
  });

  it("should not match a path that merely starts with the same letters", () => {
    expect(isLinkActive("/recipes-old", "/recipes")).toBe(false);
    expect(isLinkActive("/shopping", "/shop")).toBe(false);
  });
});
