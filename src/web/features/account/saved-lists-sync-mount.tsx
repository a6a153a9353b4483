import { useEffect } from "react";
import { useRootData } from "~/lib/root-data";

/** Set once the sync has been asked for on this page: from then on every change of account goes to it. */
let started = false;

/** Whether this browser holds an account's saved lists (the key is the sync's LIST_OWNER_STORAGE_KEY). */
export function holdsAccountLists(): boolean {
  try {
    return window.localStorage.getItem("saved-lists:owner") !== null;
  } catch {
    return false;
  }
}

/**
 * Mounted once in the root layout: tells the saved-lists sync (saved-lists-sync.ts) who is signed
 * in, each time that changes. Its code loads only for a signed-in visitor or a browser holding an
 * account's lists (to forget them); other visitors' pages do not carry it. Renders nothing.
 */
export function SavedListsSync() {
  const email = useRootData()?.account?.email ?? null;
  useEffect(() => {
    if (email === null && !started && !holdsAccountLists()) return;
    started = true;
    let stop: (() => void) | undefined;
    let live = true;
    void import("./saved-lists-sync").then((sync) => sync.followSignedIn(email)).then((end) => (live ? (stop = end) : end()));
    return () => {
      live = false;
      stop?.();
    };
  }, [email]);
  return null;
}
