/** A fresh key per distinct request: a double click or a retry of the same request is stored once. */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
