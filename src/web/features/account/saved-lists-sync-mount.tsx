import { useEffect, useEffectEvent, useRef } from "react";
import { useRevalidator } from "react-router";
import { useRootData } from "~/lib/root-data";
import { browserListOwner } from "./saved-lists-owner";

// The sync's code (and the saved lists' stores) load only for a visitor who is signed in, or
// whose browser holds an account's lists: other visitors' pages do not carry it.
const loadSync = () => import("./saved-lists-sync").then((module) => module.savedListsSync());

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
    const before = previous.current;
    previous.current = email;
    if (email === null) {
      // Signed out in this tab: forget the lists at once. On a fresh load: forget lists left by an
      // account whose session ended, keep those saved while signed out.
      if (typeof before === "string") void loadSync().then((sync) => sync.signedOut());
      else if (browserListOwner.read()) void loadSync().then((sync) => sync.notSignedIn());
      return;
    }
    let stopped = false;
    let stop = () => {};
    void loadSync().then((sync) => {
      if (stopped) return;
      const following = sync.follow(email);
      stop = following.stop;
      void following.done.then((outcome) => {
        // What the browser held may have joined the account: pages showing the account's lists
        // (/account) read them again.
        if (outcome === "merged" && !stopped) reloadPageData();
      });
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [email]);

  return null;
}
