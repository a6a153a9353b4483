/**
 * Sign-in under load: 50 connections POST /api/auth/sign-in for 10 s on PostgreSQL, beside a
 * hashed static asset measured in the same run. Two rounds:
 *   - right password: every request should be a 200 with a new session (argon2id verify, the
 *     attempt checks, the session row);
 *   - wrong password: every request should be a 401 (the same verify, plus two attempt rows).
 * argon2id (19 MiB, t=2) is meant to be costly: the figure says what one sign-in costs the
 * server, and so how many a second two cores can take.
 *
 * 1,000 verified accounts are written straight into the database with one hash (the cost is in
 * verifying, not in which hash). Each request signs in a different account and carries an
 * X-Forwarded-For address of its own (TRUST_PROXY=127.0.0.1), a new one every 20 requests, so
 * the per-account and per-IP limits run as in production and never refuse. Only loopback is
 * contacted. BENCH_DURATION sets the seconds per load.
 */
import autocannon from "autocannon";
import pg from "pg";
import { hashPassword } from "../src/server/security/passwords.ts";
import { ACCOUNT_API } from "../src/shared/schemas/account.ts";
import { builtEntryAsset, printTable, startServer, withBenchDatabase, type LoadRow } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3933);
const ACCOUNTS = 1000;
const PASSWORD = "Kitchen@2026";
const REQUESTS_PER_ADDRESS = 20;

let requestCount = 0;
function nextClientAddress(): string {
  const n = Math.floor(requestCount / REQUESTS_PER_ADDRESS);
  return `127.${1 + ((n >> 16) % 254)}.${(n >> 8) & 255}.${n & 255}`;
}

async function createAccounts(databaseUrl: string) {
  const passwordHash = await hashPassword(PASSWORD);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO accounts (email, first_name, last_name, phone, password_hash, date_of_birth, gender, country, cooking_level,
                             status, email_verified_at, terms_accepted_at, privacy_accepted_at)
       SELECT 'cook' || n || '@example.com', 'Cook', 'Number ' || n, '+1 415 555 0134', $1, '1990-01-01', 'prefer-not-to-say',
              'india', 'beginner', 'active', now(), now(), now()
         FROM generate_series(1, $2::int) AS n`,
      [passwordHash, ACCOUNTS],
    );
  } finally {
    await client.end();
  }
}

type Round = { row: LoadRow; statuses: Record<string, number> };

async function loadSignIn(name: string, base: string, password: string): Promise<Round> {
  const requests = [
    {
      method: "POST" as const,
      setupRequest: (req: autocannon.Request) => {
        const i = requestCount++;
        return {
          ...req,
          method: "POST" as const,
          headers: { ...req.headers, "content-type": "application/json", origin: base, "x-forwarded-for": nextClientAddress() },
          body: JSON.stringify({ email: `cook${1 + (i % ACCOUNTS)}@example.com`, password, rememberMe: false }),
        };
      },
    },
  ];
  const url = `${base}${ACCOUNT_API.signIn}`;
  await autocannon({ url, connections: 10, duration: 1, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: DURATION_S, timeout: 30, requests });
  const statuses: Record<string, number> = {};
  for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count;
  if (result.errors) statuses.errors = result.errors;
  const expected = password === PASSWORD ? "200" : "401";
  const unexpected = Object.entries(statuses).reduce((sum, [code, count]) => (code === expected ? sum : sum + count), 0);
  return { row: { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: unexpected }, statuses };
}

async function loadAsset(base: string, asset: string): Promise<LoadRow> {
  const url = `${base}/assets/${asset}`;
  const headers = { "accept-encoding": "br, gzip" };
  await autocannon({ url, connections: 10, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: DURATION_S, headers });
  return {
    name: "static asset",
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export default async function signInBench() {
  const asset = builtEntryAsset();
  await withBenchDatabase("bench_sign_in", "sign-in on PostgreSQL", async (databaseUrl) => {
    const server = await startServer(PORT, { DATABASE_URL: databaseUrl, TRUST_PROXY: "127.0.0.1" });
    try {
      await createAccounts(databaseUrl);
      const reference = await loadAsset(server.base, asset);
      const right = await loadSignIn("sign-in, right password (200)", server.base, PASSWORD);
      const wrong = await loadSignIn("sign-in, wrong password (401)", server.base, "Wrong@2026x");
      printTable(
        `sign-in on PostgreSQL: ${CONNECTIONS} connections, ${DURATION_S} s each, argon2id m=19456 KiB t=2 p=1`,
        [reference, right.row, wrong.row],
        reference,
      );
      console.log(`\nanswers: right password ${JSON.stringify(right.statuses)}; wrong password ${JSON.stringify(wrong.statuses)}`);
      console.log(`one sign-in costs about ${(1000 / Math.max(right.row.rps, 0.001)).toFixed(1)} ms of the server's time (two cores)`);
    } finally {
      await server.stop();
    }
  });
}
