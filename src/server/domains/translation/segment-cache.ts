/**
 * The most recently used translations of this process, in front of the translation memory table:
 * a page translated again (the common case) is answered without a database round trip. Bounded by
 * the characters it holds; the least recently used entries go first. A stored translation changes
 * only when the team corrects it: the service then refreshes or forgets the copy here.
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
    /** Replaces a kept entry's value without making it young; an entry not kept stays out. */
    refresh(key: string, value: string) {
      const previous = entries.get(key);
      if (previous === undefined || previous === value) return;
      entries.set(key, value);
      chars += sizeOf(key, value) - sizeOf(key, previous);
    },
    forget(key: string) {
      const previous = entries.get(key);
      if (previous === undefined) return;
      entries.delete(key);
      chars -= sizeOf(key, previous);
    },
    get size() {
      return entries.size;
    },
  };
}
