/**
 * Content regions: elements whose text comes from the database (a recipe's title, description,
 * ingredients and steps, a class or product name...) rather than from the UI catalogue.
 *
 * The interface of es and fr is already in the visitor's language (their catalogues), so for
 * them page translation sends only the text inside content regions to the engine. Languages
 * without a catalogue still have the whole page translated. Mark the element that wraps the
 * database text, and only that: a catalogue string inside a region would be sent again.
 */
export const CONTENT_ATTRIBUTE = "data-content";
export const CONTENT_SELECTOR = `[${CONTENT_ATTRIBUTE}]`;

/** Spread on the element wrapping database text: `<p {...contentRegion}>{recipe.description}</p>`. */
export const contentRegion = { [CONTENT_ATTRIBUTE]: "" } as const;

/**
 * The attribute only when the text really comes from the database, for elements that fall back
 * to a catalogue string ("Untitled recipe") when the field is empty.
 */
export function contentRegionIf(fromDatabase: boolean): typeof contentRegion | Record<string, never> {
  return fromDatabase ? contentRegion : {};
}
