/**
 * A page as a visitor on a slow phone meets it: the CPU four times slower and the page's scripts
 * held back until the visitor has acted, so what they type or tap really happens before React
 * has hydrated the page. Used with Playwright's own `page` (not support/test.ts's, whose `goto`
 * waits for hydration).
 */
import type { ElementHandle, Page } from "@playwright/test";

/** The controls a visitor types text into. */
export const TEXT_FIELDS = [
  "input:not([type])",
  'input[type="text"]',
  'input[type="search"]',
  'input[type="email"]',
  'input[type="tel"]',
  'input[type="url"]',
  'input[type="number"]',
  'input[type="password"]',
  "textarea",
].join(", ");

export type HeldPage = {
  /** Lets the scripts load, then waits until the page has hydrated and painted a frame. */
  hydrate: () => Promise<void>;
  isHydrated: () => Promise<boolean>;
};

/**
 * Opens `path` with the CPU slowed 4x and every script of the site's build held until `hydrate()`;
 * returns once the document has been parsed (everything the server sent is on screen).
 */
export async function openBeforeHydration(page: Page, path: string): Promise<HeldPage> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && /\.m?js$/.test(url.pathname),
    async (route) => {
      await gate;
      // The page may have gone (a journey ended, a tap navigated) while the script waited.
      await route.continue().catch(() => undefined);
    },
  );
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const isHydrated = () => page.evaluate(() => "hydrated" in document.documentElement.dataset);
  return {
    isHydrated,
    hydrate: async () => {
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    },
  };
}

/** The text fields a visitor can see and type into (no honeypot, nothing hidden or disabled). */
export async function visibleTextFields(page: Page): Promise<ElementHandle<HTMLInputElement | HTMLTextAreaElement>[]> {
  const handles = (await page.$$(TEXT_FIELDS)) as ElementHandle<HTMLInputElement | HTMLTextAreaElement>[];
  const usable: ElementHandle<HTMLInputElement | HTMLTextAreaElement>[] = [];
  for (const handle of handles) {
    const ok = await handle.evaluate((field) => {
      if (field.disabled || field.readOnly || field.tabIndex < 0) return false;
      if (field.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
      const box = field.getBoundingClientRect();
      const style = getComputedStyle(field);
      return (
        box.width > 1 && box.height > 1 && style.visibility !== "hidden" && style.display !== "none" && box.right > 0 && box.bottom > 0
      );
    });
    if (ok) usable.push(handle);
  }
  return usable;
}

/** Something a person would type into a field of this kind, told apart by `index`. */
export function earlyText(type: string, index: number): string {
  switch (type) {
    case "email":
      return `early.typist${index}@example.com`;
    case "tel":
      return `+1 415 555 01${String(index).padStart(2, "0")}`;
    case "number":
      return String(12 + index);
    case "url":
      return `https://example.com/early-${index}`;
    case "password":
      return `Early@2626-${index}`;
    default:
      return `typed early ${index}`;
  }
}

/** What a field shows now, and the value the page's state holds for it (the next render writes that back); null once it left the page. */
export function fieldState(handle: ElementHandle<Element>) {
  return handle.evaluate((element) => {
    const field = element as HTMLInputElement | HTMLTextAreaElement;
    if (!field.isConnected) return null;
    // React keeps the props it last rendered on the element; a controlled field's `value` is its state.
    const key = Object.keys(field).find((name) => name.startsWith("__reactProps$"));
    const props = key ? ((field as unknown as Record<string, { value?: unknown }>)[key] ?? {}) : {};
    const held = props.value;
    return { shown: field.value, held: typeof held === "string" || typeof held === "number" ? String(held) : null };
  });
}
