import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { ADMIN_SCREEN_GROUPS, ADMIN_SCREENS, adminScreensByGroup, QUICK_ACTION_PATHS, screenFor } from "./admin-screens";

/** Every page path the route table serves, with its route module. */
function routedPaths(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+$/, "");
    return [{ path, file: entry.file }, ...routedPaths(entry.children ?? [], path)];
  });
}

describe("admin screens", () => {
  const routed = routedPaths(routes as RouteConfigEntry[]);

  it("should list only screens the admin layout routes, each once, and every admin page", () => {
    for (const screen of ADMIN_SCREENS) {
      const route = routed.find((r) => r.path === screen.path && r.file !== "routes/admin/layout.tsx");
      expect(route, screen.path).toBeDefined();
    }
    expect(new Set(ADMIN_SCREENS.map((s) => s.path)).size).toBe(ADMIN_SCREENS.length);
    const adminPages = routed.filter(
      (r) => (r.path === "/admin" || r.path.startsWith("/admin/")) && !/[:*]/.test(r.path) && r.file !== "routes/admin/layout.tsx",
    );
    for (const page of adminPages)
      expect(
        ADMIN_SCREENS.map((s) => s.path),
        page.path,
      ).toContain(page.path);
  });

  it("should keep each section's screens together, and find the screen of a deeper path", () => {
    const order = ADMIN_SCREENS.map((s) => ADMIN_SCREEN_GROUPS.indexOf(s.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(adminScreensByGroup().every(({ screens }) => screens.length > 0)).toBe(true);
    expect(screenFor("/admin/orders").path).toBe("/admin/orders");
    expect(screenFor("/admin/orders/42").path).toBe("/admin/orders");
    expect(screenFor("/admin").path).toBe("/admin");
    expect(screenFor("/chef-admin").path).toBe("/chef-admin");
  });

  it("should route every admin page inside the guarded layout", () => {
    const adminPages = routed.filter((r) => r.path === "/admin" || r.path.startsWith("/admin/"));
    for (const page of adminPages) expect(page.file, page.path).toMatch(/^routes\/admin\//);
    const topLevel = (routes as RouteConfigEntry[]).filter((entry) => entry.path?.startsWith("admin"));
    expect(topLevel.map((entry) => entry.path).sort()).toEqual(["admin", "admin-login"]);
  });

  it("should offer the spec's five quick actions", () => {
    expect(QUICK_ACTION_PATHS).toEqual(["/admin/recipe-approval", "/admin/analytics", "/admin/users", "/admin/change-password", "/admin"]);
  });
});
