/**
 * The site as browser tests see it: the compiled server `npm start` runs (build/server-app/main.js,
 * built first when missing or stale), in a process of its own, on a fresh database (a temporary
 * PGlite directory, or a database of its own on the DATABASE_URL server), listening on loopback.
 * Its mail goes over SMTP to a capture server here, which writes each message into E2E_MAIL_DIR for
 * the tests to read (e2e/support/mailbox.ts). Card payments go to the local Stripe stand-in, whose
 * hosted page pays and sends the signed webhook back here.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { mailFolderWriter } from "../e2e/support/mailbox.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../src/server/db/scratch-database.ts";
import { startSmtpCapture } from "../src/server/test-support/smtp-capture.ts";
import { startStripeStandIn } from "../src/server/test-support/stripe-stand-in.ts";

const root = path.resolve(import.meta.dirname, "..");
const built = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
const serverEntry = path.resolve(root, process.env.BUILD_DIR ?? "build", "server-app/main.js");

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-e2e-"));
const database = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, `test_e2e_${randomBytes(6).toString("hex")}`)
  : undefined;
const mailDir = process.env.E2E_MAIL_DIR;
if (mailDir) {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
}
const keepMail = mailDir ? mailFolderWriter(mailDir) : undefined;
const smtp = await startSmtpCapture({ onReceive: (mail) => keepMail?.(mail) });
const siteUrl = `http://127.0.0.1:${port}`;
const stripeKeys = { secretKey: "sk_test_e2e_stand_in", webhookSecret: "whsec_e2e_stand_in" };
const stripe = await startStripeStandIn(stripeKeys);
stripe.setWebhookUrl(`${siteUrl}/api/payments/stripe/webhook`);

const site = spawn(process.execPath, ["--enable-source-maps", serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? "",
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: stripeKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    // With REDIS_URL set, this run's limits and counts are kept apart from any other run's.
    REDIS_KEY_PREFIX: `e2e-${randomBytes(6).toString("hex")}:`,
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const siteExited = new Promise<number | null>((resolve) => site.once("exit", (code) => resolve(code)));

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  if (site.exitCode === null && site.signalCode === null) site.kill("SIGTERM");
  await siteExited;
  await smtp.close();
  await stripe.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
  process.exit(code);
};
process.once("SIGTERM", () => void stop(0));
process.once("SIGINT", () => void stop(0));
// The site stopping on its own (a bad start, a crash) ends the run rather than leave tests waiting.
void siteExited.then((code) => stop(code === 0 ? 0 : 1));
