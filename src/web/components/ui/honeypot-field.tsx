import { HONEYPOT_FIELD } from "../../../shared/rules/honeypot";

/**
 * A field people never see or fill: a bot that fills every input fills it too, and the server
 * then answers as usual while storing and mailing nothing. Hidden off-screen rather than with
 * display:none, which some bots skip; out of the tab order and of the accessibility tree.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What a form's honeypot holds ("" for a person). */
export function honeypotValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : "";
}

/** The honeypot's part of a JSON body: sent only when something filled it. */
export function honeypotPart(form: HTMLFormElement | null): { [HONEYPOT_FIELD]?: string } {
  const value = honeypotValue(form);
  return value ? { [HONEYPOT_FIELD]: value } : {};
}
