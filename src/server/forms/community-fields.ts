// Field rules the community forms share: required and optional text with a length limit and no control
// characters (a line of text keeps none; a longer text keeps its line breaks and tabs), whole numbers, ids
// and check boxes. Messages are written for the person filling the form.
import { z } from 'zod';
import { isId } from '#/domain/ids.ts';
import { formFieldMessages } from './form-fields.messages.ts';
import { formText, formTextArea } from './form-fields.ts';

const m = formFieldMessages('en');

// eslint-disable-next-line no-control-regex -- control characters are exactly what a line of text must not hold
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, apart from tab, line feed and carriage return
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_MESSAGE = m.plainCharacters;

/** Required text of at most `max` characters, trimmed; `multiline` allows line breaks. */
export function requiredText(max: number, missing: string, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  return (options.multiline ? formTextArea : formText)(
    z
      .string()
      .trim()
      .min(1, missing)
      .max(max, m.atMost({ max: max.toLocaleString('en-US') }))
      .refine((value) => !control.test(value), CONTROL_MESSAGE),
  );
}

/** Optional text of at most `max` characters, trimmed; blank becomes null. */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  return (options.multiline ? formTextArea : formText)(
    z
      .string()
      .trim()
      .max(max, m.atMost({ max: max.toLocaleString('en-US') }))
      .refine((value) => !control.test(value), CONTROL_MESSAGE)
      .transform((value) => (value === '' ? null : value)),
  );
}

const shown = (value: number) => value.toLocaleString('en-US');
const inRange = (value: string, min: number, max: number) => /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** A whole number from `min` to `max` typed into a field. */
export function wholeNumber(min: number, max: number, missing: string) {
  return formText(
    z
      .string()
      .trim()
      .min(1, missing)
      .refine((value) => inRange(value, min, max), m.wholeNumberRange({ min: shown(min), max: shown(max) }))
      .transform(Number),
  );
}

/** An optional whole number: blank becomes null. */
export function optionalWholeNumber(min: number, max: number) {
  return formText(
    z
      .string()
      .trim()
      .refine((value) => value === '' || inRange(value, min, max), m.optionalWholeNumberRange({ min: shown(min), max: shown(max) }))
      .transform((value) => (value === '' ? null : Number(value))),
  );
}

/** A row id carried by a form (a village, a member, an entry): anything malformed names nothing (`notFound` says so). */
export function rowIdField(notFound: string) {
  return formText(z.string().refine(isId, notFound));
}

/** One of `values`, picked from a list. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, missing: string) {
  return formText(z.enum(values, { error: missing }));
}
