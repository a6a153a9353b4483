import "../src/server/env-defaults.ts";
/**
 * `npm run admin:create`: adds an admin, or resets an existing admin's password (which also
 * reactivates the account and ends its sessions). Uses the site's database: DATABASE_URL, or
 * PGlite in DATA_DIR (stop the site first: PGlite opens a directory from one process at a time).
 *
 *   npm run admin:create                                   # asks for username and password
 *   npm run admin:create -- --username maya --name "Maya Rao"
 *   ADMIN_USERNAME=maya ADMIN_PASSWORD=... npm run admin:create
 *
 * `--password` works too, but a password on the command line lands in the shell's history and
 * in the process list; the prompt or the environment are better.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { createAdminService } from "../src/server/domains/admin/service.ts";
import { HttpError } from "../src/server/http/errors.ts";

const USAGE = `Usage: npm run admin:create -- [--username NAME] [--name "Full Name"] [--password PASSWORD]
Without --username or --password, ADMIN_USERNAME / ADMIN_PASSWORD are used, else you are asked.`;

/** One line from the terminal; with `hidden`, nothing typed is echoed. */
async function ask(question: string, hidden = false): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY)
    throw new Error(
      `${question.split(" ")[0].replace(/:$/, "")} is needed: pass it as an option or in the environment (no terminal to ask on).`,
    );
  stdout.write(question);
  stdin.setRawMode(hidden);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let answer = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\u0003") {
          stdin.setRawMode(false);
          stdout.write("\n");
          reject(new Error("Cancelled"));
          return;
        }
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          if (hidden) stdout.write("\n");
          resolve(answer);
          return;
        }
        if (char === "\u007f" || char === "\b") answer = answer.slice(0, -1);
        else answer += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: "string", short: "u" },
      name: { type: "string", short: "n" },
      password: { type: "string", short: "p" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const username = values.username ?? config.ADMIN_USERNAME ?? (await ask("Username: ")).trim();
  let password = values.password ?? config.ADMIN_PASSWORD;
  if (password === undefined) {
    password = await ask("Password (8+ characters, three kinds of characters or 16+ characters): ", true);
    if ((await ask("Repeat the password: ", true)) !== password) throw new Error("The two passwords differ; nothing was changed.");
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const admin = createAdminService(database.db, {
      siteUrl: config.SITE_URL,
      jwtSecret: config.ADMIN_JWT_SECRET,
      databaseKind: database.kind,
      smtpConfigured: false,
      translation: { configured: false, engineName: null },
    });
    const outcome = await admin.saveAdmin({ username, password, name: values.name }, "command line");
    console.log(
      outcome === "created"
        ? `Admin "${username.toLowerCase()}" created. Sign in at ${config.SITE_URL}/admin-login.`
        : `Password of admin "${username.toLowerCase()}" reset and the account active; its sessions have ended.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof HttpError || error instanceof Error) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
