/** The filters of /classes, in the order the page shows them. */
export const CLASS_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export const CLASS_CATEGORIES = ["techniques", "international", "baking", "grilling", "speciality"] as const;

export type ClassDifficulty = (typeof CLASS_DIFFICULTIES)[number];
export type ClassCategory = (typeof CLASS_CATEGORIES)[number];

export const isClassDifficulty = (value: string): value is ClassDifficulty => (CLASS_DIFFICULTIES as readonly string[]).includes(value);
export const isClassCategory = (value: string): value is ClassCategory => (CLASS_CATEGORIES as readonly string[]).includes(value);

/** Under this many spots a session is shown as nearly full. */
export const FEW_SPOTS_LEFT = 3;

/**
 * The most participants one booking of a session may take: the class's own maximum, never more
 * than the seats still free.
 */
export function participantsAllowed(maxParticipants: number, availableSpots: number): number {
  return Math.max(0, Math.min(maxParticipants, availableSpots));
}
