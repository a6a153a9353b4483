/*
 * The community recipes' constants, without the contract library: the pages' own code imports
 * these, so a page's first load does not carry the schemas (they load with the form's check).
 */

/** The meal types a community recipe is filed under. */
export const COMMUNITY_MEAL_TYPES = ["breakfast", "lunch", "dinner"] as const;
export type CommunityMealType = (typeof COMMUNITY_MEAL_TYPES)[number];

export const COMMUNITY_RECIPES_PER_PAGE = 12;
export const COMMUNITY_RECIPES_MAX_LIMIT = 50;
