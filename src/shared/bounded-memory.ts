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
 * Writes `value` under `key` as the most recent entry of `map`, first dropping the least recent
 * entries until it holds fewer than `max`. The key is taken out before room is made, so rewriting
 * an entry of a full map drops no other entry.
 */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  for (const old of map.keys()) {
    if (map.size < max) break;
    map.delete(old);
  }
  map.set(key, value);
}
