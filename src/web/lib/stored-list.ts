/**
 * A list kept in this browser's local storage, shared by every component that reads it and kept
 * in step across tabs. Whatever storage holds passes through `sanitize` first, and a refused or
 * full storage leaves the list working for the current visit.
 */
export function createStoredList<T>(key: string, sanitize: (value: unknown) => T[]) {
  const EMPTY: readonly T[] = Object.freeze([]);
  let cache: readonly T[] | null = null;
  const listeners = new Set<() => void>();

  function read(): readonly T[] {
    try {
      const raw = window.localStorage.getItem(key);
      return raw ? sanitize(JSON.parse(raw)) : EMPTY;
    } catch {
      // Refused storage (privacy settings) or corrupt JSON: start empty.
      return EMPTY;
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== key) return;
    cache = read();
    emit();
  }

  // Arrow properties, not methods: callers destructure them (`const { subscribe } = ...`).
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot: (): readonly T[] => {
      if (cache === null) cache = read();
      return cache;
    },
    write: (next: readonly T[]) => {
      cache = next;
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage refused or full: the list still holds for this visit.
      }
      emit();
    },
  };
}
