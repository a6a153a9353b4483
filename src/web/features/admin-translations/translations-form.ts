/** The fields of a text's forms, the same with and without a script. */
export const TEXT_FIELDS = { intent: "intent", language: "language", sourceHash: "sourceHash", text: "text" } as const;

export type DeskIntent = "correct" | "revert";

/** The query parameter that says, after a form sent without a script, what was just done. */
export const DONE_PARAMETER = "done";

/** The id of a text's card: where the page lands after its form was sent. */
export const anchorOf = (language: string, sourceHash: string) => `text-${language}-${sourceHash.slice(0, 16)}`;
