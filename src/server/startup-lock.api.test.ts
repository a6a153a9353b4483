import { afterAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { restartableTestDatabase } from "./test-support/test-app.ts";

// PGlite serves one process; instances starting together exist only on PostgreSQL.
describe.runIf(process.env.DATABASE_URL)("instances started together on an empty database", () => {
  const apps: FastifyInstance[] = [];
  let database: Awaited<ReturnType<typeof restartableTestDatabase>>;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  it("migrate, seed and create the first admin once, the others waiting instead of failing", async () => {
    database = await restartableTestDatabase({ ADMIN_USERNAME: "chef-admin", ADMIN_PASSWORD: "Saffron-and-Cumin-42" });
    const started = await Promise.allSettled([database.build(), database.build(), database.build()]);
    for (const result of started) if (result.status === "fulfilled") apps.push(result.value);
    expect(started.map((result) => (result.status === "rejected" ? String(result.reason) : "started"))).toEqual([
      "started",
      "started",
      "started",
    ]);
    const [first] = apps;
    const count = async (sql: string) => Number((await first!.database.rawQuery(sql)).rows[0]!.n);
    expect(await count("SELECT count(*)::int AS n FROM admins")).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM recipes")).toBeGreaterThan(0);
    // Seeded once: every seeded recipe title appears once.
    expect(await count("SELECT count(*)::int AS n FROM (SELECT title FROM recipes GROUP BY title HAVING count(*) > 1) AS twice")).toBe(0);
  });
});
