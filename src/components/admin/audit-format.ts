// How an audit entry reads on a page: its action in words and its before → after as short "field: value"
// pairs (an entry's JSON is whatever the change recorded; values are shown as text, never as markup). The
// field names are the data's own; the words (actions, standing values) are in the reader's language.
import type { Locale } from '#/i18n/locales.ts';
import { auditActionLabel, standingValueText } from './admin-labels.messages.ts';

export function actionLabel(action: string, locale: Locale = 'en'): string {
  return auditActionLabel(action, locale);
}

function valueText(value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return standingValueText(value, locale);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "membership: Free" pairs of one side of a change. */
export function changeText(fields: Readonly<Record<string, unknown>> | null, locale: Locale = 'en'): string {
  if (fields === null) return '—';
  const pairs = Object.entries(fields).map(([field, value]) => `${field}: ${valueText(value, locale)}`);
  return pairs.length === 0 ? '—' : pairs.join(', ');
}
