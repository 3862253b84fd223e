// /admin/audit: the audit log (rule 35) newest first, filtered by who acted, what they did, on what, and
// when, a page at a time through the log's indexes. Read only: nothing in the platform edits or deletes an
// entry (a unit test checks that no code writes to audit_log except recordAudit's create).
import { isId } from '#/domain/ids.ts';
export { KNOWN_AUDIT_ACTIONS } from '#/domain/audit-actions.ts';
import type { Backend } from '../../backend.ts';
import { cursorAfter, equal, greaterThanEqual, lessThan, limit, orderDesc, type Query } from '../../store/query.ts';
import { auditRecordOf, type AuditRecord } from '../audit-log.ts';
import { requireAdmin } from './admin-actor.ts';

export const AUDIT_PAGE_SIZE = 30;

export interface AuditFilters {
  /** The acting admin's id (or `system`, `operator`). */
  readonly actor: string | null;
  readonly action: string | null;
  /** A target's id (a learner, a setting's key…). */
  readonly target: string | null;
  /** Inclusive first and last UTC days, "YYYY-MM-DD". */
  readonly from: string | null;
  readonly to: string | null;
}

export interface AuditPage {
  readonly entries: readonly AuditRecord[];
  readonly next: string | null;
  /** Display names of the people named (actors and learner targets). */
  readonly names: ReadonlyMap<string, string>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z_]+(\.[a-z_]+)*$/;

/** The filters a query string asks for; malformed values are dropped. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const text = (name: string, pattern: RegExp, max: number) => {
    const value = params.get(name)?.trim() ?? '';
    return value !== '' && value.length <= max && pattern.test(value) ? value : null;
  };
  return {
    actor: text('actor', /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/, 36),
    action: text('action', ACTION, 64),
    target: text('target', /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,63}$/, 64),
    from: text('from', DAY, 10),
    to: text('to', DAY, 10),
  };
}

export async function listAudit({ store }: Pick<Backend, 'store'>, adminId: string, filters: AuditFilters, after: string | null): Promise<AuditPage> {
  await requireAdmin(store, adminId);
  // One equality filter picks the index (target, actor or action, each with `at`); the rest are checked by the store.
  const queries: Query<'audit_log'>[] = [];
  if (filters.target) queries.push(equal('targetId', filters.target));
  if (filters.actor) queries.push(equal('actorId', filters.actor));
  if (filters.action) queries.push(equal('action', filters.action));
  if (filters.from) queries.push(greaterThanEqual('at', `${filters.from}T00:00:00.000Z`));
  if (filters.to) queries.push(lessThan('at', new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + 86_400_000).toISOString()));
  queries.push(orderDesc('at'), limit(AUDIT_PAGE_SIZE + 1));
  if (after && isId(after)) queries.push(cursorAfter(after));
  const rows = await store.findRows('audit_log', queries);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const entries: AuditRecord[] = page.map(auditRecordOf);
  const ids = [...new Set(entries.flatMap((entry) => [entry.actorId, ...(entry.targetType === 'user' ? [entry.targetId] : [])]))].filter(isId);
  const people = ids.length === 0 ? [] : await store.findRows('users', [equal('$id', ids), limit(ids.length)]);
  return { entries, next: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.$id ?? null) : null, names: new Map(people.map((person) => [person.$id, person.displayName])) };
}
