/** The most keys one batched read asks for; more callers in one turn make several reads. */
export const MAX_KEYS_PER_READ = 100;

type Waiting<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * Reads by key, where the keys asked for during one turn of the event loop are read together:
 * the callers of a turn are answered by one `readMany` begun after they all asked (at the end
 * of that turn), with each key asked once however many callers want it. Under load many requests
 * are parsed in one turn, and each round trip to the database costs the server far more than a
 * row does (the socket write, the driver's result set, the query's promise chain), so a crowd
 * costs a few reads rather than one each. A caller alone waits for no one: its turn ends at once.
 *
 * `readMany` answers the keys it found; a key it does not answer resolves to `undefined`. A
 * failed read fails the callers of its batch only.
 */
export function readsInBatches<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
  maxKeysPerRead: number = MAX_KEYS_PER_READ,
): (key: K) => Promise<V | undefined> {
  let asked = new Map<K, Waiting<V>[]>();
  let scheduled = false;

  const readBatch = (batch: [K, Waiting<V>[]][]) => {
    // A read that throws at once fails its callers like one that rejects.
    new Promise<Map<K, V>>((read) => read(readMany(batch.map(([key]) => key)))).then(
      (found) => {
        for (const [key, waiting] of batch) for (const caller of waiting) caller.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const [, waiting] of batch) for (const caller of waiting) caller.reject(error);
      },
    );
  };

  const flush = () => {
    scheduled = false;
    const entries = [...asked];
    asked = new Map();
    for (let start = 0; start < entries.length; start += maxKeysPerRead) readBatch(entries.slice(start, start + maxKeysPerRead));
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiting = asked.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else asked.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
