import { usePageFormState, type PageFormState } from "~/lib/page-form";

/**
 * The answer to an account form sent without a script: the page form's state, plus the
 * server's refusal that belongs to no field but has words of its own (a wrong password at
 * sign-in, an address still to verify) as a catalogue key, and which of a page's several forms
 * it answers.
 */
export type AuthFormState = PageFormState & { notice?: string; intent?: string };

export const useAuthFormState = (): AuthFormState | undefined => usePageFormState() as AuthFormState | undefined;

/** The state when it answers the form `intent` (a page with several forms), else nothing. */
export const stateFor = (state: AuthFormState | undefined, intent: string): AuthFormState | undefined =>
  state?.intent === intent ? state : undefined;

/** A posted text value kept in the state ("" when absent or a list). */
export const keptText = (state: AuthFormState | undefined, name: string): string => {
  const value = state?.values[name];
  return typeof value === "string" ? value : "";
};
