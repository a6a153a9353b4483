import { data, redirect } from "react-router";
import type { PageFormState } from "./page-form";
import { getPageApi } from "~/services.server";

type FormBody = Record<string, string | string[]>;

type SendOptions = {
  /** The API route the page's script calls; the form is answered by it, in-process. */
  endpoint: string;
  method?: "POST" | "PUT" | "PATCH" | "DELETE";
  /** Turns the posted fields into the API's body (numbers, lists, booleans); the fields as sent by default. */
  toBody?: (fields: FormBody) => unknown;
  /** Extra headers for the API call (an Idempotency-Key from a hidden field, say). */
  headers?: (fields: FormBody) => Record<string, string>;
  /**
   * The contract's English messages by key, and the catalogue prefix of their translations: a
   * field's error is shown as `${prefix}.${key}` in the visitor's language.
   */
  messages: Record<string, string>;
  errorPrefix: string;
  /** Fields never sent back into the page (passwords). */
  secretFields?: readonly string[];
  /**
   * Where the browser goes once the API accepted the form (post/redirect/get): the page that
   * confirms it. It must carry no typed value: a reference or a flag, never an address or a name.
   */
  successLocation: (answer: unknown, fields: FormBody) => string;
};

/** The fields of a urlencoded page form; a name sent twice (checkboxes) becomes a list. */
export async function readPageForm(request: Request): Promise<FormBody> {
  const form = await request.formData();
  const fields: FormBody = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const previous = fields[name];
    fields[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}

/** The typed values to show again, without secrets and without lists' extra copies. */
function keptValues(fields: FormBody, secretFields: readonly string[]): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(fields)) if (!secretFields.includes(name)) kept[name] = value;
  return kept;
}

/**
 * A page form's action: hands the posted fields to the API route the script calls, then either
 * redirects to the confirmation (303, post/redirect/get) or answers the same page with each
 * field's message in the visitor's language and the typed values kept.
 */
export async function sendPageForm(request: Request, context: unknown, options: SendOptions) {
  const fields = await readPageForm(request);
  const api = getPageApi(context);
  const answer = await api(
    options.method ?? "POST",
    options.endpoint,
    options.toBody ? options.toBody(fields) : fields,
    options.headers?.(fields),
  );
  if (answer.status >= 200 && answer.status < 300) {
    const headers = new Headers();
    for (const cookie of answer.setCookies) headers.append("set-cookie", cookie);
    return redirect(options.successLocation(answer.body, fields), { status: 303, headers });
  }
  const values = keptValues(fields, options.secretFields ?? []);
  const body = (answer.body ?? {}) as { message?: string; issues?: { path: string; message: string }[] };
  const errors: Record<string, string> = {};
  for (const issue of body.issues ?? []) {
    const field = issue.path.split(".")[0] ?? "";
    if (errors[field]) continue;
    const key = Object.entries(options.messages).find(([, text]) => text === issue.message)?.[0];
    errors[field] = key ? `${options.errorPrefix}.${key}` : "forms.error.characters";
  }
  const state: PageFormState = {
    values,
    errors,
    failure: answer.status === 400 && Object.keys(errors).length > 0 ? undefined : answer.status === 429 ? "limited" : "failed",
    message: body.message,
  };
  return data(state, { status: answer.status === 400 ? 400 : answer.status });
}
