import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { ADMIN_SCREENS, QUICK_ACTION_PATHS } from "./admin-screens";

/** Every page path the route table serves, with its route module. */
function routedPaths(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+$/, "");
    return [{ path, file: entry.file }, ...routedPaths(entry.children ?? [], path)];
  });
}

describe("admin screens", () => {
  const routed = routedPaths(routes as RouteConfigEntry[]);

  it("should mark a screen ready exactly when the admin layout routes its page", () => {
    for (const screen of ADMIN_SCREENS) {
      const route = routed.find((r) => r.path === screen.path && r.file !== "routes/admin/layout.tsx");
      expect(Boolean(route), `${screen.path} ready=${screen.ready}`).toBe(screen.ready);
    }
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
