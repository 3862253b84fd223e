// How an audit entry reads on a page: its action in words and its before → after as short "field: value"
// pairs (an entry's JSON is whatever the change recorded; values are shown as text, never as markup).
import { KNOWN_AUDIT_ACTIONS } from '#/domain/audit-actions.ts';
import { standingValueLabel } from '#/domain/standing-rules.ts';

export function actionLabel(action: string): string {
  return KNOWN_AUDIT_ACTIONS[action] ?? action;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return standingValueLabel(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "membership: Free" pairs of one side of a change. */
export function changeText(fields: Readonly<Record<string, unknown>> | null): string {
  if (fields === null) return '—';
  const pairs = Object.entries(fields).map(([field, value]) => `${field}: ${valueText(value)}`);
  return pairs.length === 0 ? '—' : pairs.join(', ');
}
