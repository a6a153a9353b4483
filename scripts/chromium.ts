/**
 * Debian's Chromium as the browser tests, screenshots and the Lighthouse benchmark launch it.
 * Headless and offline: without the background-networking switches Chromium keeps trying to reach
 * its vendor's services, which this site's tests must never depend on.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
