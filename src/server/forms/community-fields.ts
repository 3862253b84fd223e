// Field rules the community forms share: required and optional text with a length limit and no control
// characters (a line of text keeps none; a longer text keeps its line breaks and tabs), whole numbers, ids
// and check boxes. Messages are written for the person filling the form.
import { z } from 'zod';
import { isId } from '#/domain/ids.ts';
import { formText } from './form-fields.ts';

// eslint-disable-next-line no-control-regex -- control characters are exactly what a line of text must not hold
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, apart from tab, line feed and carriage return
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_MESSAGE = 'Use letters, numbers and punctuation only.';

/** Required text of at most `max` characters, trimmed; `multiline` allows line breaks. */
export function requiredText(max: number, missing: string, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  return formText(
    z
      .string()
      .trim()
      .min(1, missing)
      .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`)
      .refine((value) => !control.test(value), CONTROL_MESSAGE),
  );
}

/** Optional text of at most `max` characters, trimmed; blank becomes null. */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  return formText(
    z
      .string()
      .trim()
      .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`)
      .refine((value) => !control.test(value), CONTROL_MESSAGE)
      .transform((value) => (value === '' ? null : value)),
  );
}

const range = (min: number, max: number) => `from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`;
const inRange = (value: string, min: number, max: number) => /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** A whole number from `min` to `max` typed into a field. */
export function wholeNumber(min: number, max: number, missing: string) {
  return formText(
    z
      .string()
      .trim()
      .min(1, missing)
      .refine((value) => inRange(value, min, max), `Enter a whole number ${range(min, max)}.`)
      .transform(Number),
  );
}

/** An optional whole number: blank becomes null. */
export function optionalWholeNumber(min: number, max: number) {
  return formText(
    z
      .string()
      .trim()
      .refine((value) => value === '' || inRange(value, min, max), `Enter a whole number ${range(min, max)}, or leave it empty.`)
      .transform((value) => (value === '' ? null : Number(value))),
  );
}

/** A row id carried by a form (a village, a member, an entry): anything malformed names nothing. */
export function rowIdField(what: string) {
  return formText(z.string().refine(isId, `That ${what} was not found.`));
}

/** One of `values`, picked from a list. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, missing: string) {
  return formText(z.enum(values, { error: missing }));
}
