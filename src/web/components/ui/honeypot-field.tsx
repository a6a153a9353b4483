/**
 * A field people never see or fill: a bot that fills every input fills it too, and the server
 * then answers as usual while storing and mailing nothing. Hidden off-screen rather than with
 * display:none, which some bots skip; out of the tab order and of the accessibility tree.
 */
export function HoneypotField({ id, label, name = "website" }: { id: string; label: string; name?: string }) {
  return (
    <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What a form's honeypot holds ("" for a person). */
export function honeypotValue(form: HTMLFormElement | null, name = "website"): string {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : "";
}
