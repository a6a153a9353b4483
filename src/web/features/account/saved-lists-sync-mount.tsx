import { useEffect, useEffectEvent, useRef } from "react";
import { useRevalidator } from "react-router";
import { useRootData } from "~/lib/root-data";
import { savedListsSync } from "./saved-lists-sync";

/**
 * Mounted once in the root layout: follows who is signed in (the root loader's `account`) and
 * keeps the browser's saved recipes and searches in step with the account (saved-lists-sync.ts).
 * Renders nothing.
 */
export function SavedListsSync() {
  const email = useRootData()?.account?.email ?? null;
  const revalidator = useRevalidator();
  const reloadPageData = useEffectEvent(() => void revalidator.revalidate());
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const sync = savedListsSync();
    const before = previous.current;
    previous.current = email;
    if (email === null) {
      // Signed out in this tab: forget the lists at once. On a fresh load: forget lists left by an
      // account whose session ended, keep those saved while signed out.
      if (typeof before === "string") sync.signedOut();
      else sync.notSignedIn();
      return;
    }
    const following = sync.follow(email);
    void following.done.then((outcome) => {
      // What the browser held may have joined the account: pages showing the account's lists
      // (/account) read them again.
      if (outcome === "merged") reloadPageData();
    });
    return following.stop;
  }, [email]);

  return null;
}
