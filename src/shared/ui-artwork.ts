/** Artwork the pages draw outside the catalogue; the icon extraction keeps these too. */
export const UI_ARTWORK = {
  fallback: { icon: "fork-and-knife-with-plate", color: "#f1e8d9" },
  chefPortrait: { icon: "woman-cook-medium-dark", color: "#f6dfb8" },
  spotlightTurmeric: { icon: "jar", color: "#f7d774" },
  spotlightGinger: { icon: "ginger-root", color: "#f3e0c0" },
  spotlightGhee: { icon: "butter", color: "#fbe7a9" },
  spotlightCumin: { icon: "herb", color: "#dfe9cf" },
  /** A community recipe shared without a photo, drawn after its first meal type. */
  communityBreakfast: { icon: "pancakes", color: "#fbe3c4" },
  communityLunch: { icon: "green-salad", color: "#e1eed3" },
  communityDinner: { icon: "pot-of-food", color: "#f5d9c6" },
} as const;

export function uiArtworkPath(name: keyof typeof UI_ARTWORK): string {
  const { icon, color } = UI_ARTWORK[name];
  return `/api/art/${icon}/${color.slice(1)}.svg`;
}
