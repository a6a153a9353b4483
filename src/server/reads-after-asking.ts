/**
 * A read shared by every caller who asks while one is under way, yet never begun before its
 * caller asked: a caller arriving during a read waits for the next one, which starts when that
 * one ends and serves everyone who arrived meanwhile. So whatever was committed before a caller
 * asked is in its answer, as if it had read alone, while a crowd asking at once costs two reads
 * instead of one each.
 */
export function readsAfterAsking<T>(read: () => Promise<T>): () => Promise<T> {
  /** The read under way. */
  let current: Promise<T> | null = null;
  /** The read to start once `current` ends, shared by the callers who asked during it. */
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = read();
    current = run;
    const done = () => {
      if (current === run) current = null;
    };
    run.then(done, done);
    return run;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
