import { useEffect, useState } from "react";

type WakeLockStatus = "off" | "on" | "unsupported" | "failed";

type Sentinel = { released: boolean; release: () => Promise<void>; addEventListener: (type: "release", listener: () => void) => void };
type WakeLockApi = { request: (type: "screen") => Promise<Sentinel> };

/**
 * Keeps the screen awake while `active` (Screen Wake Lock API). The browser drops the lock when
 * the tab is hidden, so it is taken again on return; it is released when turned off or on leave.
 */
export function useWakeLock(active: boolean): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>("off");

  useEffect(() => {
    if (!active) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the status mirrors a browser API reached only from effects, and turning the toggle off has no browser event to report it
      setStatus("off");
      return;
    }
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!api || typeof api.request !== "function") {
      setStatus("unsupported");
      return;
    }
    let sentinel: Sentinel | null = null;
    let cancelled = false;

    const acquire = async () => {
      try {
        const lock = await api.request("screen");
        if (cancelled) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setStatus("on");
      } catch {
        if (!cancelled) setStatus("failed");
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && (!sentinel || sentinel.released)) void acquire();
    };

    void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisible);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);

  return status;
}
