import pg from "pg";

/** A database of its own on a PostgreSQL server, for a test or a test run: where it is, and how to drop it. */
export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

const SCRATCH_NAME = /^test_[a-z0-9_]+$/;
const GOODBYE_WAIT_TRIES = 40;
const GOODBYE_WAIT_MS = 50;

/** Runs `work` on a connection of its own to `serverUrl`, closed afterwards. */
async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a scratch database. A pool's `end()` resolves before its connections have said goodbye,
 * and `DROP DATABASE … WITH (FORCE)` cuts off a connection still open, which its client reports as
 * an error nobody listens to any more. So wait (briefly) for the sessions to go, and force only
 * what lingers.
 */
export async function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  if (!SCRATCH_NAME.test(name)) throw new Error(`Invalid test database name: ${name}`);
  await withAdmin(serverUrl, async (admin) => {
    for (let tries = 0; tries < GOODBYE_WAIT_TRIES; tries++) {
      const { rows } = await admin.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, GOODBYE_WAIT_MS));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** Creates the empty database `name` on the server of `serverUrl`. */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<ScratchDatabase> {
  if (!SCRATCH_NAME.test(name)) throw new Error(`Invalid test database name: ${name}`);
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropScratchDatabase(serverUrl, name) };
}
