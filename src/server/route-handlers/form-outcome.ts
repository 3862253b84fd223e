// What a page shows after one of its forms was posted to an Action without JavaScript (`<form method="post"
// action={actions.x}>`): Astro runs the Action, then renders the page with its result. This turns that result
// into what the page needs: where to go on success, or the messages (next to fields, or for the whole form),
// the HTTP status, and what the person typed, to put back into the fields (never a password). Its own words (a
// server fault's) are in the page's language: the Action's refusals were translated before the page ran.
import type { Locale } from '#/i18n/locales.ts';
import { pageLocale } from '#/i18n/page-locale.ts';
import { formOutcomeMessages } from './form-outcome.messages.ts';

/** An Action's result as `Astro.getActionResult` gives it (undefined when that form was not posted). */
export type ActionResult<T> =
  | { data: T; error: undefined }
  | { data: undefined; error: { status: number; message: string; type?: string; fields?: Record<string, string[] | undefined> } }
  | undefined;

export interface FormOutcome<T> {
  /** This form was the one posted. */
  submitted: boolean;
  /** The Action's answer when it succeeded. */
  data: T | null;
  /** Field name → message, shown next to the field. */
  fieldErrors: Record<string, string>;
  /** A message for the whole form (wrong credentials, throttling, …). */
  formError: string | null;
  /** The status to answer with: the Action's on failure, 200 otherwise. */
  status: number;
  /** What was typed, by field name. */
  values: Record<string, string>;
}

const NOT_POSTED: FormOutcome<never> = { submitted: false, data: null, fieldErrors: {}, formError: null, status: 200, values: {} };

/** The page asking: its request (what was typed) and what `pageLocale` reads (its language). */
export interface PageOfForm {
  request: Request;
  locals: { locale?: Locale };
  url: URL;
}

function isInputError(error: { type?: string }): boolean {
  return error.type === 'AstroActionInputError';
}

/**
 * The posted fields, minus secrets and files. Read from a copy: a page that renders a React island reads the
 * body again (React's form state), and a consumed body would break it.
 */
async function typedValues(request: Request): Promise<Record<string, string>> {
  const form = await request.clone().formData().catch(() => null);
  const values: Record<string, string> = {};
  if (!form) return values;
  for (const [name, value] of form) {
    if (typeof value === 'string' && !/password/i.test(name)) values[name] ??= value;
  }
  return values;
}

export async function formOutcome<T>(result: ActionResult<T>, page: PageOfForm): Promise<FormOutcome<T>> {
  if (!result) return NOT_POSTED;
  if (!result.error) return { ...NOT_POSTED, submitted: true, data: result.data };
  const { error } = result;
  const fieldErrors: Record<string, string> = {};
  if (isInputError(error)) {
    for (const [field, messages] of Object.entries(error.fields ?? {})) {
      if (messages?.[0]) fieldErrors[field] = messages[0];
    }
  }
  // A server fault's message is not shown as is: it could say more than a visitor should read.
  const formError = isInputError(error) ? null : error.status >= 500 ? formOutcomeMessages(pageLocale(page)).failed : error.message;
  return { submitted: true, data: null, fieldErrors, formError, status: error.status, values: await typedValues(page.request) };
}
