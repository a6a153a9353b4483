/** The servings a recipe can be scaled to, and one step of the page's −/+ buttons. */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 100;

/** One step of the −/+ buttons: by 1, never below 1 (nor absurdly high). */
export function stepServings(current: number, delta: number): number {
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(current) + delta));
}
