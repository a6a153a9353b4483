import "../src/server/env-defaults.ts";
/**
 * The site as browser tests see it: the production build on a fresh database (a temporary PGlite
 * directory, or a schema of its own when DATABASE_URL is set), listening on loopback. Its mail
 * goes over SMTP to a capture server here, which writes each message into E2E_MAIL_DIR for the
 * tests to read (e2e/support/mailbox.ts). Card payments go to the local Stripe stand-in, whose
 * hosted page pays and sends the signed webhook back here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { startSmtpCapture } from "../src/server/test-support/smtp-capture.ts";
import { startStripeStandIn } from "../src/server/test-support/stripe-stand-in.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = mkdtempSync(path.join(tmpdir(), "ayur-e2e-"));
const databaseUrl = process.env.DATABASE_URL || undefined;
const mailDir = process.env.E2E_MAIL_DIR;
if (mailDir) {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
}
let mailCount = 0;
const smtp = await startSmtpCapture({
  onReceive: (mail) => {
    if (mailDir) writeFileSync(path.join(mailDir, `${String(++mailCount).padStart(5, "0")}.json`), JSON.stringify(mail));
  },
});
const siteUrl = `http://127.0.0.1:${port}`;
const stripeKeys = { secretKey: "sk_test_e2e_stand_in", webhookSecret: "whsec_e2e_stand_in" };
const stripe = await startStripeStandIn(stripeKeys);
stripe.setWebhookUrl(`${siteUrl}/api/payments/stripe/webhook`);
const config = {
  ...loadConfig({
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: stripeKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    // With REDIS_URL set, this run's limits and counts are kept apart from any other run's.
    REDIS_KEY_PREFIX: `e2e-${randomBytes(6).toString("hex")}:`,
  }),
  startOutboxWorker: true,
};
const app = await buildApp(config, { isolatedDatabase: databaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined });
const stop = async () => {
  await app.close();
  await smtp.close();
  await stripe.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
await app.listen({ port, host: "127.0.0.1" });
