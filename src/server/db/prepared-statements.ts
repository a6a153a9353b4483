import { createHash } from "node:crypto";
import pg from "pg";

/**
 * Distinct statements one connection prepares at most. The site sends a few hundred shapes of
 * statement (a search's shape is its number of words and which filters it has); a text made
 * anew for each request would otherwise fill the server's memory, one plan per connection.
 */
export const PREPARED_PER_CONNECTION = 500;

/**
 * A PostgreSQL client that prepares each statement it is sent with parameters once per
 * connection, under a name taken from its text, and then only binds and executes it. Unnamed,
 * PostgreSQL parses and plans every statement on every run: for the site's searches that was a
 * fifth of its CPU. A prepared statement is planned for its values on its first five runs and
 * then, where PostgreSQL finds a plan for any values as cheap, planned no more.
 *
 * Statements without parameters go as they are: they may hold several statements (migrations),
 * which only the simple protocol runs.
 */
export function preparingClient(maxPerConnection = PREPARED_PER_CONNECTION, notes?: StatementNotes): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const prepared = new Set<string>();
      const send = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((config: unknown, values?: unknown, callback?: unknown) => {
        if (notes?.noting) noteStatement(notes, config, values);
        const named = withName(config, values, prepared, maxPerConnection);
        return named ? send(named, values, callback) : send(config, values, callback);
      }) as pg.Client["query"];
    }
  };
}

/** `config` as a named statement, or null when it is to go as it is. */
function withName(config: unknown, values: unknown, prepared: Set<string>, max: number): pg.QueryConfig | null {
  if (typeof config === "string") {
    if (!Array.isArray(values) || values.length === 0) return null;
    config = { text: config };
  }
  if (typeof config !== "object" || config === null) return null;
  const query = config as pg.QueryConfig & { submit?: unknown };
  if (typeof query.submit === "function" || query.name || typeof query.text !== "string") return null;
  const bound = Array.isArray(values) ? values : query.values;
  if (!bound || bound.length === 0) return null;
  const name = `s_${createHash("sha1").update(query.text).digest("base64url")}`;
  if (!prepared.has(name)) {
    if (prepared.size >= max) return null;
    prepared.add(name);
  }
  return { ...query, name };
}

/** Distinct statements noted at most while noting is on. */
export const MAX_NOTED_STATEMENTS = 300;

/**
 * The reading statements the connections were sent while `noting` was on: each text once, with the
 * values of its first run. The production server notes what its warm-up asks, then runs each once
 * on every pooled connection (`primeConnections`).
 */
export type StatementNotes = { noting: boolean; statements: Map<string, unknown[]> };

/**
 * Statements that only read: a SELECT or WITH that takes no row lock and changes nothing a
 * rollback leaves behind (an advisory lock or a setting outlives the replay's transaction, a
 * sequence's value is not given back).
 */
const READS = /^\s*(SELECT|WITH)\b/i;
const KEEPS_SOMETHING =
  /\bFOR\s+(NO\s+KEY\s+)?UPDATE\b|\bFOR\s+(KEY\s+)?SHARE\b|\bpg_(try_)?advisory_|\b(set_config|nextval|setval|pg_notify)\s*\(/i;

function noteStatement(notes: StatementNotes, config: unknown, values: unknown) {
  const query = (typeof config === "string" ? { text: config } : config) as { text?: unknown; values?: unknown; submit?: unknown } | null;
  if (!query || typeof query.text !== "string" || typeof query.submit === "function") return;
  const text = query.text;
  if (notes.statements.has(text) || notes.statements.size >= MAX_NOTED_STATEMENTS) return;
  if (!READS.test(text) || KEEPS_SOMETHING.test(text)) return;
  const bound = Array.isArray(values) ? values : Array.isArray(query.values) ? query.values : [];
  notes.statements.set(text, bound);
}

/**
 * Runs each noted statement once on `client`, each in a read-only transaction rolled back after
 * it: whatever a statement might try to write is refused and nothing it did is kept. A statement
 * that fails is left; the connection goes on with the next.
 */
export async function replayOn(client: pg.ClientBase, statements: Map<string, unknown[]>): Promise<number> {
  let answered = 0;
  for (const [text, values] of statements) {
    await client.query("BEGIN READ ONLY");
    try {
      await client.query({ text, values });
      answered++;
    } catch {
      // Refused in a read-only transaction, or failing on its noted values: nothing to warm.
    } finally {
      await client.query("ROLLBACK");
    }
  }
  return answered;
}
