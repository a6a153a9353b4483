/**
 * Debian's Chromium as the browser tests, screenshots and the Lighthouse benchmark launch it.
 * Headless and offline: without the background-networking switches Chromium keeps trying to reach
 * its vendor's services, which this site's tests must never depend on.
 */
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's `chromium-headless-shell`: the same engine without the browser's own interface. */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * What the browser journeys drive. The full browser in headless mode still runs its interface's
 * renderer and GPU processes, which took most of a 2-core machine's CPU during the journeys; the
 * shell renders pages with the same engine and leaves the CPU to the site under test.
 */
export const JOURNEY_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
