// Pathfinder requests as an admin sees them (rule 5): the newest first, by delivery status, and a Retry for
// a request whose forwarding gave up. A retry puts the request back in the delivery worker's queue with a
// fresh set of attempts, audited; the worker forwards it to the webhook URL in force.
import { isId } from '#/domain/ids.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { PATHFINDER_DELIVERY_STATUSES } from '../../tables/pathfinder.ts';
import { cursorAfter, equal, limit, orderDesc, type Query } from '../../store/query.ts';
import { recordAudit } from '../audit-log.ts';
import { ServiceError } from '../service-error.ts';
import { tallyEvent } from '../summaries/index.ts';
import { requireAdmin } from './admin-actor.ts';
import { adminServiceMessages } from './admin-services.messages.ts';

/** Refusals are raised in English and translated on their way out of an Action. */
const m = adminServiceMessages('en');

export type PathfinderStatus = (typeof PATHFINDER_DELIVERY_STATUSES)[number];

export const PATHFINDER_PAGE_SIZE = 25;

export interface PathfinderPage {
  readonly rows: readonly RowOf<'pathfinder_requests'>[];
  /** The last row's id, for the next page; null on the last page. */
  readonly next: string | null;
}

export function isPathfinderStatus(value: unknown): value is PathfinderStatus {
  return typeof value === 'string' && (PATHFINDER_DELIVERY_STATUSES as readonly string[]).includes(value);
}

/** A page of requests, newest first, optionally of one status (each read through its index). */
export async function listPathfinderRequests(
  { store }: Pick<Backend, 'store'>,
  adminId: string,
  options: { status?: PathfinderStatus | null; after?: string | null; pageSize?: number } = {},
): Promise<PathfinderPage> {
  await requireAdmin(store, adminId);
  const size = options.pageSize ?? PATHFINDER_PAGE_SIZE;
  const queries: Query<'pathfinder_requests'>[] = [];
  if (options.status) queries.push(equal('status', options.status));
  queries.push(orderDesc('$createdAt'), limit(size + 1));
  if (options.after && isId(options.after)) queries.push(cursorAfter(options.after));
  const rows = await store.findRows('pathfinder_requests', queries);
  const page = rows.slice(0, size);
  return { rows: page, next: rows.length > size ? (page.at(-1)?.$id ?? null) : null };
}

/** Queues a failed request for forwarding again, from its first attempt. */
export async function retryPathfinderRequest({ store }: Pick<Backend, 'store'>, adminId: string, requestId: string, now = new Date()): Promise<void> {
  await store.transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const row = isId(requestId) ? await tx.getRow('pathfinder_requests', requestId) : null;
    if (!row) throw new ServiceError('not-found', m.noSuchRequest);
    if (row.status !== 'failed') throw new ServiceError('failed-precondition', m.onlyFailedRetried);
    await tx.updateRow('pathfinder_requests', requestId, { status: 'pending', attempts: 0, nextAttemptAt: now.toISOString(), lastError: null });
    await tallyEvent(tx, { kind: 'pathfinder-status', from: row.status, to: 'pending' }, requestId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'pathfinder.retried',
      targetType: 'pathfinder_request',
      targetId: requestId,
      before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
      after: { status: 'pending', attempts: 0 },
      reason: null,
      at: now,
    });
  });
}
