/**
 * Taps on a button before the page's scripts have run. The page paints before its scripts start
 * (entry.server), and a button with no form or link behind it does nothing until React has
 * hydrated it: on a slow phone an early tap on "Add to Cart" would be lost. A small script in the
 * page's HTML notes taps on buttons marked with this attribute; once the page has hydrated, each
 * noted button that is still on the page is clicked again, now with its handler.
 */
export const EARLY_CLICK_ATTRIBUTE = "data-replay-click";

/** The props that mark a button whose early taps are replayed. */
export const replayEarlyClick = { [EARLY_CLICK_ATTRIBUTE]: "" } as const;

const QUEUE = "__earlyClicks";

/** Runs in the page before hydration: keeps the marked buttons tapped until the page says it has hydrated. */
export const earlyClickCapture =
  `window.${QUEUE}=[];document.addEventListener("click",function(e){` +
  `if(document.documentElement.hasAttribute("data-hydrated"))return;` +
  `var t=e.target&&e.target.closest&&e.target.closest("[${EARLY_CLICK_ATTRIBUTE}]");` +
  `if(t&&window.${QUEUE}.indexOf(t)===-1)window.${QUEUE}.push(t)},true);`;

/** Runs once the page has hydrated: clicks each button tapped early, in the order tapped. */
export function replayEarlyClicks() {
  const queued = (window as unknown as Record<string, HTMLElement[] | undefined>)[QUEUE];
  if (!queued) return;
  for (const button of queued.splice(0)) if (button.isConnected) button.click();
}
