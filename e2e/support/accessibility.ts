import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits until every finite animation and transition on the page has finished. A dialog fading in
 * or a button easing into its hover colours has, mid-way, colours nobody is meant to read; axe
 * judges the colours it sees, so it must look at the state the visitor is left with.
 * Endless animations (spinners, skeleton pulses) are left running.
 */
async function waitForAnimationsToSettle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Runs axe on the page once it is still; serious and critical violations fail the test. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await waitForAnimationsToSettle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
