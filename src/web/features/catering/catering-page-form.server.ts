import { data, redirect } from "react-router";
import { loadCatalogue, requestLanguage, translate, type MessageKey } from "~/lib/i18n";
import { uiLocaleFor } from "~/lib/i18n/locales";
import { sentLocation, type PageFormState } from "~/lib/page-form";
import { readPageForm } from "~/lib/page-form.server";
import { getPageApi } from "~/services.server";
import { cateringMessage } from "./catering-form-messages";

type FormBody = Awaited<ReturnType<typeof readPageForm>>;

/** Where the API's answer may send the browser: a request status page, and nothing else. */
const STATUS_PATH = /^\/catering\/requests\/[A-Za-z0-9_-]{43}$/;

type Options = {
  /** The API route the form's script calls. */
  endpoint: string;
  /** The form's own fields: only these are shown again, and only their issues are the fields' to show. */
  fields: readonly string[];
  /** The posted fields as the API's body, with the menu the page is about. */
  toBody: (fields: FormBody) => Record<string, unknown>;
  /** The menu's days of notice, read only when a refusal has to explain them ("too soon"). */
  advanceBooking: () => Promise<number>;
  timeZone: string;
};

/**
 * A catering request sent without JavaScript (the industrial form, or the buffet booking form the
 * page shows when its address asks for it): the API route the script calls answers it,
 * in-process, so the contract, the date checks, the rate limit, the honeypot, the storage and the
 * mails are the ones the script gets.
 *
 * Accepted, the browser goes to the request's status page (303): its token is no personal data,
 * and `?sent=1` makes the page say the request has just been received. Refused, the same page
 * comes back with the typed values and each field's message, already in the visitor's language
 * (worded as the script words them, the "too soon" reason with the menu's earliest day), so the
 * page's first script does not carry the contract's messages.
 */
export async function sendCateringPageForm(request: Request, context: unknown, options: Options) {
  const fields = await readPageForm(request);
  const answer = await getPageApi(context)("POST", options.endpoint, options.toBody(fields));
  const body = (answer.body ?? {}) as { statusPath?: unknown; message?: string; issues?: { path: string; message: string }[] };

  if (answer.status >= 200 && answer.status < 300) {
    // A caught bot is answered as a person is, with a status link that leads nowhere.
    const statusPath = typeof body.statusPath === "string" && STATUS_PATH.test(body.statusPath) ? body.statusPath : null;
    return redirect(statusPath ? sentLocation(statusPath) : new URL(request.url).pathname, 303);
  }

  const language = requestLanguage(request);
  await loadCatalogue(language);
  const locale = uiLocaleFor(language);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const issues = (body.issues ?? []).filter((issue) => options.fields.includes(issue.path.split(".")[0] ?? ""));
  const notice = issues.some((issue) => issue.message.startsWith("This menu needs at least"))
    ? { advanceBooking: await options.advanceBooking(), timeZone: options.timeZone, locale }
    : undefined;

  const values: Record<string, string | string[]> = {};
  for (const name of options.fields) if (fields[name] !== undefined) values[name] = fields[name];
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.split(".")[0]!;
    if (!errors[field]) errors[field] = cateringMessage(t, issue.message, notice);
  }
  // A 422 names the date it refuses; any other refusal that names none of the fields is the whole form's.
  const fieldsToBlame = (answer.status === 400 || answer.status === 422) && Object.keys(errors).length > 0;
  const state: PageFormState = {
    values,
    errors,
    failure: fieldsToBlame ? undefined : answer.status === 429 ? "limited" : "failed",
    message: body.message,
  };
  return data(state, { status: answer.status >= 400 && answer.status < 600 ? answer.status : 500 });
}
