// The impact log (rule 32): a learner adds, edits and deletes their own entries and reads them newest first
// with their totals. Another learner's entry is "not found", whether it exists or not, for reading and for
// writing alike. Totals live in per-learner rows moved in each entry's transaction, so they are exact without
// adding up every entry. Logging an entry counts towards the impact badges (rule 25) in the same transaction.
import { evidenceUrlProblem, impactDateProblem, IMPACT_PAGE_SIZE, NO_TOTALS, totalsChange, type ImpactCategory, type ImpactTotals } from '#/domain/impact.ts';
import { zoneOrUtc } from '#/domain/time-zones.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { isStoreError, type StoreOps } from '../../store/port.ts';
import { equal, limit, offset, orderDesc, type Query } from '../../store/query.ts';
import { newRowId } from '../../store/row-ids.ts';
import { derivedRowId } from '../derived-row-id.ts';
import { recordAchievement, type EarnedBadge } from '../gamification/index.ts';
import { ServiceError } from '../service-error.ts';
import { noteVillageActivity } from '../villages/group-challenges.ts';
import { communityServiceMessages } from '../villages/community-service.messages.ts';

const m = communityServiceMessages('en');

/** What a learner writes. */
export interface ImpactInput {
  readonly date: string;
  readonly title: string;
  readonly description: string;
  readonly peopleAffected: number;
  readonly category: ImpactCategory;
  readonly evidenceUrl: string | null;
  readonly shared: boolean;
}

export type ImpactEntry = RowOf<'impact_entries'>;

export const NO_SUCH_ENTRY = m.noSuchEntry;
const SHARE_NEEDS_VILLAGE = m.shareNeedsVillage;

function totalsRowId(userId: string, category: ImpactCategory | 'all'): string {
  return derivedRowId('i', [userId, category]);
}

/** Checks what the form's schema cannot know: the date in the learner's own zone, and the link. */
function check(input: ImpactInput, timeZone: string, now: Date): void {
  const fields: Record<string, string> = {};
  const dateProblem = impactDateProblem(input.date, zoneOrUtc(timeZone), now);
  if (dateProblem) fields.date = dateProblem;
  const linkProblem = input.evidenceUrl === null ? null : evidenceUrlProblem(input.evidenceUrl);
  if (linkProblem) fields.evidenceUrl = linkProblem;
  if (Object.keys(fields).length > 0) throw new ServiceError('invalid-argument', m.checkEntry, { fields });
}

async function moveTotals(tx: StoreOps, userId: string, before: ImpactEntry | null, after: Pick<ImpactEntry, 'category' | 'peopleAffected'> | null): Promise<void> {
  for (const [category, change] of totalsChange(before, after)) {
    const id = totalsRowId(userId, category);
    // A total goes down only for an entry it counted, so its row exists then; only a rise may create it.
    const options = (by: number) => (by > 0 ? { min: 0, orCreate: { userId, category, entries: 0, peopleAffected: 0 } } : { min: 0 });
    if (change.entries !== 0) await tx.incrementColumn('impact_totals', id, 'entries', change.entries, options(change.entries));
    if (change.peopleAffected !== 0) await tx.incrementColumn('impact_totals', id, 'peopleAffected', change.peopleAffected, options(change.peopleAffected));
  }
}

/** The entry if it is the actor's own; anyone else's reads as missing. */
async function ownEntry(tx: Pick<StoreOps, 'getRow'>, actorId: string, entryId: string): Promise<ImpactEntry> {
  const entry = await tx.getRow('impact_entries', entryId);
  if (!entry || entry.userId !== actorId) throw new ServiceError('not-found', NO_SUCH_ENTRY);
  return entry;
}

async function authorOf(tx: Pick<StoreOps, 'getRow'>, userId: string): Promise<RowOf<'users'>> {
  const user = await tx.getRow('users', userId);
  if (!user) throw new ServiceError('not-found', m.noLearner);
  return user;
}

/** Where a shared entry goes: the author's village now; sharing without one is refused next to the box. */
function sharedVillage(user: RowOf<'users'>, shared: boolean): string | null {
  if (!shared) return null;
  if (!user.villageId) throw new ServiceError('invalid-argument', SHARE_NEEDS_VILLAGE, { fields: { shared: SHARE_NEEDS_VILLAGE } });
  return user.villageId;
}

/** The row id of the entry a learner sends with a key: a repeat of the key finds it instead of adding another. */
function keyedEntryId(userId: string, sendKey: string): string {
  return derivedRowId('e', [userId, 'impact-entry', sendKey]);
}

/** The first entry made with this key, when the actor made it; null when there is none. */
async function firstWithKey(tx: Pick<StoreOps, 'getRow'>, actorId: string, entryId: string | null): Promise<ImpactEntry | null> {
  if (entryId === null) return null;
  const entry = await tx.getRow('impact_entries', entryId);
  return entry && entry.userId === actorId ? entry : null;
}

/**
 * Adds an entry. With a send key (src/domain/send-keys.ts) a repeat returns the first entry, counts nothing
 * again and earns nothing again: a form sent twice, or an entry typed offline and sent by both the page and the
 * service worker, is one entry.
 */
export async function addImpactEntry(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  input: ImpactInput,
  options: { now?: Date; sendKey?: string | null } = {},
): Promise<{ entry: ImpactEntry; badges: readonly EarnedBadge[]; repeated: boolean }> {
  const now = options.now ?? new Date();
  const entryId = options.sendKey ? keyedEntryId(actorId, options.sendKey) : null;
  const add = () =>
    store.transaction(async (tx) => {
      const first = await firstWithKey(tx, actorId, entryId);
      if (first) return { entry: first, badges: [], memberOf: null, repeated: true };
      const user = await authorOf(tx, actorId);
      check(input, user.timezone, now);
      const villageId = sharedVillage(user, input.shared);
      const entry = await tx.createRow('impact_entries', entryId ?? newRowId(), { userId: actorId, ...input, villageId });
      await moveTotals(tx, actorId, null, entry);
      const { badges } = await recordAchievement(tx, { userId: actorId, kind: 'impact_entry' }, { now });
      return { entry, badges, memberOf: user.villageId, repeated: false };
    });
  let outcome: Awaited<ReturnType<typeof add>>;
  try {
    outcome = await add();
  } catch (error) {
    // Two sends of one key at once: the other made the entry first (its id is taken), so this one is a repeat.
    const first = isStoreError(error, 'conflict') ? await firstWithKey(store, actorId, entryId) : null;
    if (!first) throw error;
    return { entry: first, badges: [], repeated: true };
  }
  // An entry may be what meets the village's challenge: its badges arrive now rather than at the next look.
  if (outcome.memberOf) await noteVillageActivity({ store }, outcome.memberOf, now);
  return { entry: outcome.entry, badges: outcome.badges, repeated: outcome.repeated };
}

export async function updateImpactEntry(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  entryId: string,
  input: ImpactInput,
  options: { now?: Date } = {},
): Promise<ImpactEntry> {
  const now = options.now ?? new Date();
  return store.transaction(async (tx) => {
    const before = await ownEntry(tx, actorId, entryId);
    const user = await authorOf(tx, actorId);
    check(input, user.timezone, now);
    const villageId = sharedVillage(user, input.shared);
    const after = await tx.updateRow('impact_entries', entryId, { ...input, villageId });
    await moveTotals(tx, actorId, before, after);
    return after;
  });
}

export async function deleteImpactEntry({ store }: Pick<Backend, 'store'>, actorId: string, entryId: string): Promise<void> {
  await store.transaction(async (tx) => {
    const before = await ownEntry(tx, actorId, entryId);
    await tx.deleteRow('impact_entries', entryId);
    await moveTotals(tx, actorId, before, null);
  });
}

/** One of the actor's own entries (for its edit form). */
export function getOwnImpactEntry({ store }: Pick<Backend, 'store'>, actorId: string, entryId: string): Promise<ImpactEntry> {
  return ownEntry(store, actorId, entryId);
}

export interface ImpactLogPage {
  readonly entries: readonly ImpactEntry[];
  readonly hasMore: boolean;
  readonly totals: ImpactTotals;
  /** The filtered category's totals (equal to `totals` without a filter). */
  readonly shownTotals: ImpactTotals;
}

/** A page of the learner's own log, newest first (by the date it happened, then by when it was written). */
export async function readImpactLog(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  view: { category?: ImpactCategory | null; page?: number } = {},
): Promise<ImpactLogPage> {
  const page = Math.max(1, Math.floor(view.page ?? 1));
  const filters: Query<'impact_entries'>[] = [equal('userId', actorId)];
  if (view.category) filters.push(equal('category', view.category));
  const [rows, all, filtered] = await Promise.all([
    store.findRows('impact_entries', [...filters, orderDesc('date'), orderDesc('$createdAt'), limit(IMPACT_PAGE_SIZE + 1), offset((page - 1) * IMPACT_PAGE_SIZE)]),
    store.getRow('impact_totals', totalsRowId(actorId, 'all')),
    view.category ? store.getRow('impact_totals', totalsRowId(actorId, view.category)) : Promise.resolve(null),
  ]);
  const totals = all ? { entries: all.entries, peopleAffected: all.peopleAffected } : NO_TOTALS;
  const shownTotals = view.category ? (filtered ? { entries: filtered.entries, peopleAffected: filtered.peopleAffected } : NO_TOTALS) : totals;
  return { entries: rows.slice(0, IMPACT_PAGE_SIZE), hasMore: rows.length > IMPACT_PAGE_SIZE, totals, shownTotals };
}
