import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the page is the server's HTML (and during hydration), true once its script runs:
 * a control that only a script can work is shown, or enabled, only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
