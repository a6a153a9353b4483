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
export function preparingClient(maxPerConnection = PREPARED_PER_CONNECTION): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const prepared = new Set<string>();
      const send = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((config: unknown, values?: unknown, callback?: unknown) => {
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
