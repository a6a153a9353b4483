/**
 * The admin area as `npm start` serves it, without a session: every admin page of the build's
 * route table sends to /admin-login (and back afterwards), as a document and as the data request
 * of a client-side navigation, and shows none of its data.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { send, site } from "./http.ts";

let adminPaths: string[] = [];

beforeAll(async () => {
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.join(site().buildDir, "server", "index.js")).href)) as ServerBuild;
  const full = (id: string): string => {
    const route = build.routes[id]!;
    return [route.parentId ? full(route.parentId) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  adminPaths = [
    ...new Set(
      Object.keys(build.routes)
        .map((id) => `/${full(id)}`.replace(/\*$/, "no-such-screen"))
        .filter((p) => p === "/admin" || p.startsWith("/admin/") || p === "/chef-admin"),
    ),
  ];
});

describe("admin pages without a session", () => {
  it("should find the admin pages in the build's route table", () => {
    expect(adminPaths).toEqual(expect.arrayContaining(["/admin", "/admin/dashboard", "/admin/change-password", "/admin/no-such-screen"]));
  });

  it("should redirect each page, however its path is spelled, to sign-in with the way back", async () => {
    const failures: string[] = [];
    for (const page of adminPaths) {
      for (const target of [page, `${page}?tab=x`, page.toUpperCase(), page.replace("/admin", "/%61dmin")]) {
        for (const method of ["GET", "HEAD"]) {
          const response = await send(target, { method });
          if (response.status !== 302 || response.headers.location !== `/admin-login?next=${encodeURIComponent(target)}`) {
            failures.push(`${method} ${target}: ${response.status} ${response.headers.location ?? ""}`);
          }
          if (response.headers["cache-control"] !== "no-store")
            failures.push(`${method} ${target}: cache-control ${response.headers["cache-control"]}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("should answer a client navigation's data request with the redirect only, no admin data", async () => {
    for (const page of adminPaths) {
      const target = page === "/admin" ? "/admin.data" : `${page}.data`;
      const response = await send(target);
      const body = response.text();
      expect(response.status, target).toBe(202);
      expect(body, target).toContain("SingleFetchRedirect");
      expect(body, target).toContain(`/admin-login?next=${encodeURIComponent(page)}`);
      for (const secret of ["recipeSubmissions", "Administrator", "auth.login", "system"])
        expect(body, `${target} leaks ${secret}`).not.toContain(secret);
    }
  });

  it("should serve the sign-in page itself, never cached or indexed", async () => {
    const response = await send("/admin-login?next=%2Fadmin%2Fdashboard");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.text()).toContain('<meta name="robots" content="noindex"/>');
    expect(response.text()).toContain("Admin Sign In");
  });
});
