import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Starts the real server process (production build, PGlite on disk) the way `npm start` does.
const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-main-"));
const port = 3900 + Math.floor(Math.random() * 80);
const base = `http://127.0.0.1:${port}`;

function start(extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["--enable-source-maps", path.resolve(process.env.BUILD_DIR ?? "build", "server-app/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function healthy(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server never became healthy");
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("server process", () => {
  it("should refuse a bad configuration with a clear message", async () => {
    const child = start({ PORT: "eighty" });
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    expect(await exited(child)).toBe(1);
    expect(stderr).toMatch(/Invalid configuration:\s+PORT: PORT must be a number/);
  });

  it("should stop on SIGTERM after finishing, keep its data, and not re-seed on restart", async () => {
    const first = start();
    await healthy();
    const recipes = (await (await fetch(`${base}/api/recipes?limit=1`)).json()).total;
    const subscribed = await fetch(`${base}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kept@example.com" }),
    });
    expect(subscribed.status).toBe(200);
    // A page requested just before the signal is still answered in full.
    const pending = fetch(`${base}/sitemap`).then(async (res) => ({ status: res.status, body: await res.text() }));
    await new Promise((r) => setTimeout(r, 5));
    first.kill("SIGTERM");
    const answered = await pending;
    expect(answered.status).toBe(200);
    expect(answered.body).toContain("</html>");
    expect(await exited(first)).toBe(0);

    const second = start();
    await healthy();
    expect((await (await fetch(`${base}/api/recipes?limit=1`)).json()).total).toBe(recipes);
    const again = await fetch(`${base}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kept@example.com" }),
    });
    expect(again.status).toBe(200);
    second.kill("SIGINT");
    expect(await exited(second)).toBe(0);
  }, 120_000);
});
