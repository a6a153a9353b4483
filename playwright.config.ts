import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN } from "./e2e/support/admin-credentials";
import { e2eMailDir } from "./e2e/support/mailbox";
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from "./scripts/chromium";
import { fakeTranslatePort, fakeTranslateUrl } from "./e2e/support/fake-translate-server";

const port = Number(process.env.E2E_PORT ?? 4173);
// The site under test translates through a LibreTranslate-speaking server that globalSetup starts.
process.env.E2E_TRANSLATE_PORT = String(fakeTranslatePort());

export default defineConfig({
  testDir: "e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  globalSetup: "./e2e/support/fake-translate-server.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: JOURNEY_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    // The harness (mail capture, payment stand-in) runs from source; the site it starts is the
    // compiled server npm start runs, built first when missing or stale, hence the long timeout.
    command: "node --import tsx scripts/e2e-server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    // Stop it with a signal it handles, so it removes its data directory (or test database).
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      E2E_PORT: String(port),
      TRANSLATE_PROVIDER: "libretranslate",
      TRANSLATE_URL: fakeTranslateUrl(),
      E2E_MAIL_DIR: e2eMailDir(),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
