import { z } from "zod";
import { BRAND } from "../shared/brand.ts";
import { isAcceptableAdminPassword } from "../shared/rules/admin-password.ts";
import { isTimeZone } from "../shared/rules/zoned-time.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "PORT must be a number" })
      .int("PORT must be a whole number")
      .min(0, "PORT must be between 0 and 65535")
      .max(65535, "PORT must be between 0 and 65535")
      .default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
        .optional(),
    ),
    /** Redis, shared by every instance: rate limits and attempt counts live there when it is set. */
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
        .optional(),
    ),
    /** Prefix of every key the site writes to Redis, so several sites (or test runs) can share one server. */
    REDIS_KEY_PREFIX: z.string().trim().min(1).default("ayur:"),
    /** The bearer token `/metrics` asks for; without it the metrics are not served at all. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default("Ayur Kitchen <hello@ayurkitchen.example>"),
    /** The team's inbox: every form's notice goes here, never to an address a visitor sent. */
    TEAM_EMAIL: z.email({ error: "TEAM_EMAIL must be an email address" }).default(BRAND.email),
    SITE_URL: z
      .url({ error: "SITE_URL must be an absolute URL such as https://example.com" })
      .default("http://localhost:3000")
      .transform((url) => url.replace(/\/+$/, "")),
    ADS_CLIENT_ID: optionalText,
    /** The kitchen's zone: class sessions are scheduled and shown in it (IANA name). */
    SITE_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, "SITE_TIME_ZONE must be an IANA time zone such as America/Los_Angeles")
      .default("America/Los_Angeles"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Which proxies may set X-Forwarded-For (client IPs feed rate limits): unset trusts none,
     * "true" trusts any (only behind a proxy that overwrites the header), or a comma list of
     * addresses/CIDRs such as "127.0.0.1,10.0.0.0/8".
     */
    TRUST_PROXY: optionalText.transform((value) =>
      value === undefined || value === "false" ? false : value === "true" ? true : value.split(",").map((v) => v.trim()),
    ),
    TRANSLATE_PROVIDER: optionalText.pipe(
      z.enum(["libretranslate", "deepl", "google"], { error: "TRANSLATE_PROVIDER must be libretranslate, deepl or google" }).optional(),
    ),
    TRANSLATE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: "TRANSLATE_URL must be an http:// or https:// address" }).optional(),
    ),
    TRANSLATE_API_KEY: optionalText,
    TRANSLATE_RATE_LIMIT: z.coerce
      .number({ error: "TRANSLATE_RATE_LIMIT must be a number" })
      .int("TRANSLATE_RATE_LIMIT must be a whole number")
      .min(1, "TRANSLATE_RATE_LIMIT must be at least 1")
      .default(120),
    /** Card payments through Stripe Checkout; without a key the checkout offers pay on delivery only. */
    STRIPE_SECRET_KEY: optionalText,
    /** Verifies Stripe's webhook signatures; required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** The account a bank transfer goes to, as the order mail and status page print it. */
    BANK_TRANSFER_DETAILS: z.string().trim().min(5).max(300).default("Ayur Kitchen, account 00012345678, routing 000000000 (demo details)"),
    /** Another Stripe API address, e.g. a local stand-in on http://127.0.0.1:PORT in tests. */
    STRIPE_API_BASE: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: "STRIPE_API_BASE must be an http:// or https:// address" }).optional(),
    ),
    /**
     * The first admin, created on a database without any: this username (default `admin`) and
     * password (default: a random one, written once to the log).
     */
    ADMIN_USERNAME: optionalText.pipe(
      z
        .string()
        .max(64, "ADMIN_USERNAME must be at most 64 characters")
        .regex(/^[A-Za-z0-9._@-]+$/, "ADMIN_USERNAME may hold letters, digits and . _ @ - only")
        .optional(),
    ),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value === "" ? undefined : value)),
    /** Signs the admin tokens (HS256); unset, a secret is generated once and kept in the database. */
    ADMIN_JWT_SECRET: optionalText.pipe(z.string().min(32, "ADMIN_JWT_SECRET must be at least 32 characters").optional()),
  })
  .superRefine(checkTranslationEngine)
  .superRefine(checkCardPayments)
  .superRefine(checkFirstAdmin);

/** The first admin's password must pass the rules a password change applies. */
function checkFirstAdmin(env: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string }, ctx: z.RefinementCtx) {
  if (env.ADMIN_PASSWORD !== undefined && !isAcceptableAdminPassword(env.ADMIN_PASSWORD, { username: env.ADMIN_USERNAME })) {
    ctx.addIssue({
      code: "custom",
      path: ["ADMIN_PASSWORD"],
      message:
        "ADMIN_PASSWORD is too weak: 8 to 128 characters mixing three of lowercase, capitals, numbers and symbols (or 16 characters or more), not a common word or the username",
    });
  }
}

/** A Stripe key without the webhook secret would take payments it could never confirm. */
function checkCardPayments(env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string }, ctx: z.RefinementCtx) {
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["STRIPE_WEBHOOK_SECRET"],
      message: "STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set",
    });
  }
}

/** Each translation engine needs its address or key; a missing one stops start-up, naming it. */
function checkTranslationEngine(
  env: { TRANSLATE_PROVIDER?: string; TRANSLATE_URL?: string; TRANSLATE_API_KEY?: string },
  ctx: z.RefinementCtx,
) {
  const provider = env.TRANSLATE_PROVIDER;
  if (provider === "libretranslate" && !env.TRANSLATE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["TRANSLATE_URL"],
      message: "TRANSLATE_URL is required when TRANSLATE_PROVIDER is libretranslate",
    });
  }
  if ((provider === "deepl" || provider === "google") && !env.TRANSLATE_API_KEY) {
    ctx.addIssue({
      code: "custom",
      path: ["TRANSLATE_API_KEY"],
      message: `TRANSLATE_API_KEY is required when TRANSLATE_PROVIDER is ${provider}`,
    });
  }
}

export type AppConfig = z.infer<typeof configSchema> & {
  /** Use an in-memory database (tests). */
  inMemoryDatabase?: boolean;
  /** Load the demo content into an empty database. */
  seedDemoContent?: boolean;
  /** Start the outbox worker loop. */
  startOutboxWorker?: boolean;
  /** How long a translation engine may take to answer, in ms (default 2000; tests shorten it). */
  translateTimeoutMs?: number;
  /** The shop's and orders' clock (default: the system's); tests move it to let stock holds lapse. */
  clock?: () => Date;
};

export class ConfigError extends Error {}

/** Parse the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, seedDemoContent: true, startOutboxWorker: true };
}

/** A configuration for tests: in-memory PGlite, quiet logs, no worker unless asked. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...configSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    inMemoryDatabase: true,
    seedDemoContent: true,
    startOutboxWorker: false,
    ...overrides,
  };
}
