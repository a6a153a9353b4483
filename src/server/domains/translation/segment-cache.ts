/**
 * The most recently used translations of this process, in front of the translation memory table:
 * a page translated again (the common case) is answered without a database round trip. Bounded by
 * the characters it holds; the least recently used entries go first. Translations never change
 * once stored, so a process-local copy cannot go stale.
 */
export function createSegmentCache(maxChars: number) {
  const entries = new Map<string, string>();
  let chars = 0;
  const sizeOf = (key: string, value: string) => key.length + value.length;

  return {
    get(key: string): string | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Re-inserting moves the entry to the young end of the Map's order.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: string) {
      const size = sizeOf(key, value);
      if (size > maxChars) return;
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        chars -= sizeOf(key, previous);
      }
      entries.set(key, value);
      chars += size;
      for (const [oldKey, oldValue] of entries) {
        if (chars <= maxChars) break;
        entries.delete(oldKey);
        chars -= sizeOf(oldKey, oldValue);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
