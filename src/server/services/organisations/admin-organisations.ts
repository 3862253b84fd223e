// What an admin does on /admin/organisations (rules 34, 35): create, rename, set the seat limit, deactivate
// and reactivate, draw a new join code; read the list and one organisation. Every change is one transaction
// with its audit entry.
import { formatJoinCode } from '#/domain/organisations.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { cursorAfter, equal, limit, orderAsc } from '../../store/query.ts';
import { recordAudit } from '../audit-log.ts';
import { ServiceError } from '../service-error.ts';
import { tallyEvent } from '../summaries/index.ts';
import { requireAdmin } from './actors.ts';
import { membersOnHoldIfInactive } from './held-members.ts';
import { withFreshJoinCode } from './join-codes.ts';
import { organisationOrFail } from './membership.ts';

/** An organisation as its pages show it. */
export interface OrganisationSummary {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
  readonly seatLimit: number | null;
  readonly memberCount: number;
  /** Formatted for sharing ("K7MQ-2XPA"). */
  readonly joinCode: string;
  readonly createdAt: string;
}

export function summaryOf(row: RowOf<'organisations'>): OrganisationSummary {
  return { id: row.$id, name: row.name, active: row.active, seatLimit: row.seatLimit, memberCount: row.memberCount, joinCode: formatJoinCode(row.joinCode), createdAt: row.$createdAt };
}

export const ORGANISATIONS_PAGE_SIZE = 50;

export async function listOrganisations(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  page: { after?: string | null } = {},
): Promise<{ organisations: OrganisationSummary[]; nextCursor: string | null }> {
  await requireAdmin(store, actorId);
  const after = page.after && (await store.getRow('organisations', page.after)) ? [cursorAfter(page.after)] : [];
  const rows = await store.findRows('organisations', [orderAsc('name'), ...after, limit(ORGANISATIONS_PAGE_SIZE + 1)]);
  const shown = rows.slice(0, ORGANISATIONS_PAGE_SIZE);
  return { organisations: shown.map(summaryOf), nextCursor: rows.length > ORGANISATIONS_PAGE_SIZE ? (shown.at(-1)?.$id ?? null) : null };
}

export interface OrganisationDetail extends OrganisationSummary {
  readonly leaders: readonly { id: string; displayName: string }[];
}

/** Leaders shown on the admin page (an organisation has a handful; more are listed among the members). */
const LEADERS_SHOWN = 100;

export async function getOrganisationForAdmin({ store }: Pick<Backend, 'store'>, actorId: string, organisationId: string): Promise<OrganisationDetail> {
  await requireAdmin(store, actorId);
  const organisation = await organisationOrFail(store, organisationId);
  const leaders = await store.findRows('users', [equal('organisationId', organisation.$id), equal('transformationTier', 'corporate_leader'), orderAsc('displayName'), limit(LEADERS_SHOWN)]);
  return { ...summaryOf(organisation), leaders: leaders.map((row) => ({ id: row.$id, displayName: row.displayName })) };
}

export async function createOrganisation(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  input: { name: string; seatLimit: number | null },
  now = new Date(),
): Promise<OrganisationSummary> {
  await requireAdmin(store, actorId);
  const row = await withFreshJoinCode((joinCode) =>
    store.transaction(async (tx) => {
      const created = await tx.createRow('organisations', null, { name: input.name, seatLimit: input.seatLimit, joinCode, active: true, memberCount: 0 });
      await recordAudit(tx, { actorId, action: 'organisation.created', targetType: 'organisation', targetId: created.$id, before: null, after: { name: input.name, seatLimit: input.seatLimit }, reason: null, at: now });
      return created;
    }),
  );
  return summaryOf(row);
}

/** Changes some of an organisation's own columns, with the audit entry of what changed. */
async function changeOrganisation(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  organisationId: string,
  action: string,
  reason: string | null,
  decide: (current: RowOf<'organisations'>) => Partial<Pick<RowOf<'organisations'>, 'name' | 'seatLimit' | 'active'>>,
  /** More work in the same transaction, once the change is written (not when nothing changed). */
  alsoWrite?: (tx: StoreOps) => Promise<void>,
): Promise<void> {
  await requireAdmin(store, actorId);
  await store.transaction(async (tx) => {
    const current = await organisationOrFail(tx, organisationId);
    const changes = decide(current);
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof typeof changes]]));
    if (Object.entries(changes).every(([key, value]) => before[key] === value)) return;
    await tx.updateRow('organisations', organisationId, changes);
    await alsoWrite?.(tx);
    await recordAudit(tx, { actorId, action, targetType: 'organisation', targetId: organisationId, before, after: changes, reason });
  });
}

export async function renameOrganisation(backend: Pick<Backend, 'store'>, actorId: string, organisationId: string, name: string): Promise<void> {
  await changeOrganisation(backend, actorId, organisationId, 'organisation.renamed', null, () => ({ name }));
}

/** A seat limit below today's members is refused: nobody is removed by a number. */
export async function setSeatLimit(backend: Pick<Backend, 'store'>, actorId: string, organisationId: string, seatLimit: number | null): Promise<void> {
  await changeOrganisation(backend, actorId, organisationId, 'organisation.seats-changed', null, (current) => {
    if (seatLimit !== null && seatLimit < current.memberCount) {
      const message = `${current.memberCount} people are members already: set at least ${current.memberCount} seats, or remove members first.`;
      throw new ServiceError('invalid-argument', message, { fields: { seatLimit: message } });
    }
    return { seatLimit };
  });
}

/**
 * Deactivates or reactivates (rule 34: corporate tiers are paid while the organisation is active). Its members
 * are not written one by one: their paid flag is derived from this (services/organisations/standing.ts).
 */
export async function setOrganisationActive(backend: Pick<Backend, 'store'>, actorId: string, organisationId: string, active: boolean, reason: string): Promise<void> {
  // Its members on hold come off or go on the dashboard's count in the same transaction (held-members.ts).
  await changeOrganisation(backend, actorId, organisationId, active ? 'organisation.reactivated' : 'organisation.deactivated', reason, () => ({ active }), async (tx) => {
    const held = await membersOnHoldIfInactive(tx, organisationId);
    await tallyEvent(tx, { kind: 'hold-changed', count: active ? -held : held }, organisationId);
  });
}

/** A new join code (the old one stops working at once), by an admin or the organisation's leader. */
export async function replaceJoinCode({ store }: Pick<Backend, 'store'>, actorId: string, organisationId: string): Promise<string> {
  const code = await withFreshJoinCode((joinCode) =>
    store.transaction(async (tx) => {
      await organisationOrFail(tx, organisationId);
      await tx.updateRow('organisations', organisationId, { joinCode });
      // The codes themselves stay out of the log: an old one is useless, a new one is for members only.
      await recordAudit(tx, { actorId, action: 'organisation.code-replaced', targetType: 'organisation', targetId: organisationId, before: { joinCode: 'the previous code' }, after: { joinCode: 'a new code' }, reason: null });
      return joinCode;
    }),
  );
  return formatJoinCode(code);
}

export async function regenerateJoinCodeAsAdmin(backend: Pick<Backend, 'store'>, actorId: string, organisationId: string): Promise<string> {
  await requireAdmin(backend.store, actorId);
  return replaceJoinCode(backend, actorId, organisationId);
}
