// Building blocks for the zod schemas of posted forms. Astro hands an Action a form's fields by the schema's
// shape, and an empty text field arrives as null (not ''): `formText` reads it as '' again, so each field's own
// rules (and their messages: "Enter your name.") decide, exactly as for any other value.
import { z } from 'zod';
import { formFieldMessages } from './form-fields.messages.ts';

const m = formFieldMessages('en');

/** A text field: null (empty) or missing reads as '', then `schema` applies. */
export function formText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value : ''), schema);
}

/**
 * A textarea's text: null (empty) or missing reads as ''. Browsers send a textarea's line breaks as CRLF while
 * counting each as one character for `maxlength`, so they become LF first: a text the browser allowed is never
 * refused for its length, and what is stored has one kind of line break.
 */
export function formTextArea<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : ''), schema);
}

/** Optional free text of at most `max` characters, trimmed; blank becomes null. `multiline`: typed in a textarea. */
export function optionalFormText(max: number, options: { multiline?: boolean } = {}) {
  return (options.multiline ? formTextArea : formText)(
    z
      .string()
      .trim()
      .max(max, m.atMost({ max }))
      .transform((value) => (value === '' ? null : value)),
  );
}

/** Field name → its first message, for showing next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}
