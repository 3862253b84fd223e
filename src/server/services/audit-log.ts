// The audit log: who changed what, when and why (rule 35). Every change that must be answerable for
// (membership switched on by a payment, and every admin action later) writes one entry through
// `recordAudit`, inside the transaction that makes the change, so a change never lands without its entry.
import type { RowOf } from '../schema.ts';
import type { StoreOps } from '../store/port.ts';
import { equal, limit, orderDesc } from '../store/query.ts';

/** The actor of the server's own actions (a verified webhook, a scheduled job), which no person did. */
export const SYSTEM_ACTOR = 'system';

export interface AuditEntry {
  /** The acting user's id, or {@link SYSTEM_ACTOR}. */
  readonly actorId: string;
  /** A dotted verb, e.g. `membership.paid`. */
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  /** The fields as they were (only those that change); null when the target is new. */
  readonly before: Readonly<Record<string, unknown>> | null;
  /** The fields as they are now; null when the target was removed. */
  readonly after: Readonly<Record<string, unknown>> | null;
  /** Why, in words: an admin's reason, or what caused a system action. */
  readonly reason: string | null;
  /** When; defaults to now. */
  readonly at?: Date;
}

/** A recorded entry, with before and after read back from JSON. */
export interface AuditRecord extends Omit<AuditEntry, 'at'> {
  readonly id: string;
  readonly at: string;
}

/** Database limits; over-long text is cut rather than losing the whole entry (and with it the change). */
const MAX_JSON = 10_000;
const MAX_REASON = 1000;

function json(value: Readonly<Record<string, unknown>> | null): string | null {
  if (value === null) return null;
  const text = JSON.stringify(value);
  if (text.length > MAX_JSON) throw new Error(`An audit entry's before/after is ${text.length} characters; at most ${MAX_JSON}`);
  return text;
}

/** Writes one entry with `tx`, the transaction that makes the change. */
export async function recordAudit(tx: StoreOps, entry: AuditEntry): Promise<void> {
  await tx.createRow('audit_log', null, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: json(entry.before),
    after: json(entry.after),
    reason: entry.reason === null ? null : entry.reason.slice(0, MAX_REASON),
    at: (entry.at ?? new Date()).toISOString(),
  });
}

/** A stored before/after; text that is not JSON (written by hand, or by an older version) is shown as it is. */
function parse(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { value: text };
  }
}

/** An audit row as the admin area reads it. */
export function auditRecordOf(row: RowOf<'audit_log'>): AuditRecord {
  return {
    id: row.$id,
    actorId: row.actorId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: parse(row.before),
    after: parse(row.after),
    reason: row.reason,
    at: row.at,
  };
}

/** The newest entries about one record, newest first (the admin area lists a learner's history with it). */
export async function auditTrailOf(store: Pick<StoreOps, 'listRows'>, targetType: string, targetId: string, count = 50): Promise<AuditRecord[]> {
  const { rows } = await store.listRows('audit_log', [equal('targetType', targetType), equal('targetId', targetId), orderDesc('at'), limit(count)]);
  return rows.map(auditRecordOf);
}
