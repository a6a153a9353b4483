import { useActionData } from "react-router";

/**
 * What a page form's action answers when the API refused the form (sent without JavaScript):
 * the typed values to show again, each field's error as a catalogue key, and the whole form's
 * failure when it is not a field's (too many attempts, the server failing).
 */
export type PageFormState = {
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
  failure?: "limited" | "failed";
  /** The API's own words for a refusal that belongs to no field (an unknown password, say). */
  message?: string;
};

/** The action's answer to this page's form, when the page is that answer (no JavaScript). */
export function usePageFormState(): PageFormState | undefined {
  const state = useActionData() as unknown;
  return typeof state === "object" && state !== null && "values" in state && "errors" in state ? (state as PageFormState) : undefined;
}

/** The query parameter a form's confirmation page reads: a reference or a flag, never a typed value. */
export const SENT_PARAMETER = "sent";

/** A reference the API handed out (letters, digits, dashes), or "1" for forms without one. */
const REFERENCE = /^[A-Z0-9][A-Z0-9-]{0,39}$/i;

/** The confirmation the address names, when it names a well-formed one. */
export function sentReference(url: URL | string): string | null {
  const value = new URL(url, "http://site.invalid").searchParams.get(SENT_PARAMETER);
  return value !== null && REFERENCE.test(value) ? value : null;
}

/** Where a form's page goes once its form is sent: the same page saying so. */
export function sentLocation(pathname: string, reference = "1"): string {
  return `${pathname}?${SENT_PARAMETER}=${encodeURIComponent(reference)}`;
}
