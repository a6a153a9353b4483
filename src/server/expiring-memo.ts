/**
 * Remembers what `compute` resolves to, per key, for `ttlMs`: for answers that read a whole
 * catalogue and change slowly. Callers arriving while a computation runs share it; a failed
 * computation is forgotten at once, so the next caller tries again.
 */
export function createExpiringMemo(ttlMs: number) {
  const kept = new Map<string, { at: number; value: Promise<unknown> }>();
  return function remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = compute();
    kept.set(key, { at: Date.now(), value });
    value.catch(() => kept.delete(key));
    return value;
  };
}
