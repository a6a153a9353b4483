/**
 * A memory kept in a Map under a bound, least recent first. A Map iterates in the order its keys
 * were set, so moving a key to the end each time it is used or written keeps the entries in order
 * of last use, and making room drops from the front. Both sides use it: visitors can send endless
 * distinct keys, and every such memory must stay within its size.
 */

/** Moves `key` to the end of `map`'s order: used just now. */
export function touch<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
}

/**
 * Where each memory's eviction stopped: an iterator over its keys that every eviction advances.
 * A Map leaves a hole where a key was deleted, and an iterator made afresh walks over every hole
 * before the first live key; in a full memory with steady traffic those holes (the dropped and the
 * moved entries) gather at the front, so making room from a new iterator cost a walk over
 * thousands of them. The kept iterator has passed them already. It still sees the map as it is:
 * a key moved to the end is met again there, in its new place, and deleted keys are skipped.
 */
const evictionCursors = new WeakMap<Map<unknown, unknown>, Iterator<unknown>>();

/**
 * Writes `value` under `key` as the most recent entry of `map`, first dropping the least recent
 * entries until it holds fewer than `max`. The key is taken out before room is made, so rewriting
 * an entry of a full map drops no other entry.
 */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  while (map.size > 0 && map.size >= max) {
    let oldest = (evictionCursors.get(map) as Iterator<K> | undefined)?.next();
    if (!oldest || oldest.done) {
      // Every key the cursor had left was dropped or moved behind it: start again from the front.
      const cursor = map.keys();
      evictionCursors.set(map, cursor);
      oldest = cursor.next();
    }
    map.delete(oldest.value as K);
  }
  map.set(key, value);
}
