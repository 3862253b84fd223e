// The admin's learner list (/admin/users, and the learners CSV export): search by name or email, filters,
// sort and cursor pagination that stay fast at 1,000,000 learners on both backends.
// - No search: one indexed query on `users` (schema.ts lists an index per sort and per common filter in the
//   default order), a page at a time after the last row seen (never an offset, never a count).
// - A name: the learner name index (learner_search_terms) read as one range, a batch at a time: for two words
//   or more the range of a pair key ("amara oko" reads the learners who have both words, not every Amara),
//   else the longest word's prefix; every word and the filters are then checked on the batch.
// - An email (the text holds an @): the auth store's accounts by email prefix (auth_accounts embedded,
//   Appwrite Users in Appwrite mode, through the Auth port), a batch at a time, the filters checked likewise.
// Searches read a bounded number of batches per page, so a rare filter cannot turn a page into a scan: the
// page then says more may follow, and "Next" carries on from where it stopped.
import { ACTIVE_DAYS, type LearnerFilters } from '#/domain/learner-filters.ts';
import { keyInRange, nameHasWords, nameRange, readLearnerQuery } from '#/domain/name-terms.ts';
import type { EmailAccount } from '../../auth/port.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { cursorAfter, equal, greaterThanEqual, isNotNull, isNull, lessThan, limit, orderAsc, orderDesc, type Query } from '../../store/query.ts';
import { requireAdmin } from './admin-actor.ts';

export const LEARNER_PAGE_SIZE = 25;
/** Candidates read per batch of a search, and batches per page at most. */
const SEARCH_BATCH = 100;
const SEARCH_BATCHES = 8;
/**
 * Rows read per page of an export: large enough that a 100,000-row file takes 50 round trips per table read,
 * and larger than what the embedded store keeps of a read (1,000 rows), so an export does not fill that
 * memory with pages nobody reads again.
 */
const EXPORT_PAGE = 2000;

export interface LearnerListItem {
  readonly id: string;
  readonly displayName: string;
  readonly email: string | null;
  readonly role: RowOf<'users'>['role'];
  readonly membershipStatus: RowOf<'users'>['membershipStatus'];
  readonly transformationTier: RowOf<'users'>['transformationTier'];
  readonly organisationId: string | null;
  readonly journey: RowOf<'users'>['journey'];
  readonly joinedAt: string;
  readonly lastActive: string | null;
  readonly suspended: boolean;
  readonly points: number;
}

export interface LearnerPage {
  readonly items: readonly LearnerListItem[];
  /** Where the next page starts (an opaque token for `?after=`), or null on the last page. */
  readonly next: string | null;
  /** How the search text was read. */
  readonly mode: 'list' | 'name' | 'email';
}

/** The `users` filters of the list, as store queries (also used for the in-memory check of search results). */
function filterQueries(filters: LearnerFilters, now: Date): Query<'users'>[] {
  const queries: Query<'users'>[] = [];
  if (filters.membership) queries.push(equal('membershipStatus', filters.membership));
  if (filters.tier) queries.push(filters.tier === 'none' ? isNull('transformationTier') : equal('transformationTier', filters.tier));
  if (filters.role) queries.push(equal('role', filters.role));
  if (filters.organisation) queries.push(equal('organisationId', filters.organisation));
  if (filters.journey) queries.push(equal('journey', filters.journey));
  const cutoff = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000).toISOString();
  if (filters.activity === 'active') queries.push(greaterThanEqual('lastActive', cutoff));
  if (filters.activity === 'inactive') queries.push(lessThan('lastActive', cutoff));
  if (filters.activity === 'never') queries.push(isNull('lastActive'));
  if (filters.suspended === 'yes') queries.push(isNotNull('suspendedAt'));
  if (filters.suspended === 'no') queries.push(isNull('suspendedAt'));
  return queries;
}

/** The same filters, checked on a row already read (search batches). */
function passes(row: RowOf<'users'>, filters: LearnerFilters, now: Date): boolean {
  const cutoff = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000).toISOString();
  if (filters.membership && row.membershipStatus !== filters.membership) return false;
  if (filters.tier && (row.transformationTier ?? 'none') !== filters.tier) return false;
  if (filters.role && row.role !== filters.role) return false;
  if (filters.organisation && row.organisationId !== filters.organisation) return false;
  if (filters.journey && row.journey !== filters.journey) return false;
  if (filters.activity === 'active' && !(row.lastActive !== null && row.lastActive >= cutoff)) return false;
  if (filters.activity === 'inactive' && !(row.lastActive !== null && row.lastActive < cutoff)) return false;
  if (filters.activity === 'never' && row.lastActive !== null) return false;
  if (filters.suspended === 'yes' && row.suspendedAt === null) return false;
  if (filters.suspended === 'no' && row.suspendedAt !== null) return false;
  return true;
}

const SORT_QUERIES: Readonly<Record<LearnerFilters['sort'], Query<'users'>>> = {
  newest: orderDesc('$createdAt'),
  oldest: orderAsc('$createdAt'),
  name: orderAsc('displayName'),
  active: orderDesc('lastActive'),
};

type Cursor = { kind: 'list'; after: string } | { kind: 'name'; after: string } | { kind: 'email'; after: EmailAccount };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(token: string | null): Cursor | null {
  if (!token) return null;
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Cursor;
    if (value.kind === 'email' && typeof value.after?.userId === 'string' && typeof value.after.email === 'string') return value;
    if ((value.kind === 'list' || value.kind === 'name') && typeof value.after === 'string') return value;
  } catch {
    // A hand-edited or stale token starts from the beginning.
  }
  return null;
}

async function enrich({ store, auth }: Pick<Backend, 'store' | 'auth'>, rows: readonly RowOf<'users'>[], knownEmails?: ReadonlyMap<string, string>): Promise<LearnerListItem[]> {
  const ids = rows.map((row) => row.$id);
  if (ids.length === 0) return [];
  const [emails, points] = await Promise.all([
    knownEmails ?? auth.emailsOf(ids),
    store.findRows('user_points', [equal('$id', ids), limit(ids.length)]),
  ]);
  const balance = new Map(points.map((row) => [row.$id, row.points]));
  return rows.map((row) => ({
    id: row.$id,
    displayName: row.displayName,
    email: emails.get(row.$id) ?? null,
    role: row.role,
    membershipStatus: row.membershipStatus,
    transformationTier: row.transformationTier,
    organisationId: row.organisationId,
    journey: row.journey,
    joinedAt: row.$createdAt,
    lastActive: row.lastActive,
    suspended: row.suspendedAt !== null,
    points: balance.get(row.$id) ?? 0,
  }));
}

async function usersByIds(store: Backend['store'], ids: readonly string[]): Promise<Map<string, RowOf<'users'>>> {
  if (ids.length === 0) return new Map();
  const rows = await store.findRows('users', [equal('$id', [...ids]), limit(ids.length)]);
  return new Map(rows.map((row) => [row.$id, row]));
}

/**
 * Reads candidates a batch at a time until a page is full, the candidates run out, or SEARCH_BATCHES were
 * read; `next` resumes after the last candidate looked at.
 */
async function collect<C>(
  readBatch: (after: C | null) => Promise<C[]>,
  check: (candidates: readonly C[]) => Promise<(candidate: C) => RowOf<'users'> | null>,
  after: C | null,
): Promise<{ found: RowOf<'users'>[]; next: C | null }> {
  const found: RowOf<'users'>[] = [];
  let last = after;
  for (let batch = 0; batch < SEARCH_BATCHES; batch += 1) {
    const candidates = await readBatch(last);
    const accept = await check(candidates);
    for (const [index, candidate] of candidates.entries()) {
      last = candidate;
      const user = accept(candidate);
      if (user) found.push(user);
      const exhausted = candidates.length < SEARCH_BATCH && index === candidates.length - 1;
      if (found.length === LEARNER_PAGE_SIZE) return { found, next: exhausted ? null : last };
    }
    if (candidates.length < SEARCH_BATCH) return { found, next: null };
  }
  return { found, next: last };
}

async function searchByName(backend: Pick<Backend, 'store' | 'auth'>, words: readonly string[], filters: LearnerFilters, after: string | null, now: Date): Promise<LearnerPage> {
  const { store } = backend;
  const range = nameRange(words);
  const { found, next } = await collect<RowOf<'learner_search_terms'>>(
    (last) =>
      store.findRows('learner_search_terms', [
        greaterThanEqual('term', range.start),
        lessThan('term', range.end),
        orderAsc('term'),
        orderAsc('userId'),
        limit(SEARCH_BATCH),
        ...(last ? [cursorAfter(last.$id)] : []),
      ]),
    async (terms) => {
      const users = await usersByIds(store, terms.map((row) => row.userId));
      return (row) => {
        const user = users.get(row.userId);
        // Listed once, at the name's first key in the range, and only with every word and filter.
        return user && nameHasWords(user.displayName, words) && keyInRange(user.displayName, range) === row.term && passes(user, filters, now) ? user : null;
      };
    },
    after === null ? null : ({ $id: after } as RowOf<'learner_search_terms'>),
  );
  return { items: await enrich(backend, found), next: next ? encodeCursor({ kind: 'name', after: next.$id }) : null, mode: 'name' };
}

async function searchByEmail(backend: Pick<Backend, 'store' | 'auth'>, prefix: string, filters: LearnerFilters, after: EmailAccount | null, now: Date): Promise<LearnerPage> {
  const emails = new Map<string, string>();
  const { found, next } = await collect<EmailAccount>(
    (last) => backend.auth.findAccountsByEmailPrefix(prefix, { limit: SEARCH_BATCH, after: last }),
    async (accounts) => {
      const users = await usersByIds(backend.store, accounts.map((account) => account.userId));
      return (account) => {
        const user = users.get(account.userId);
        if (!user || !passes(user, filters, now)) return null;
        emails.set(user.$id, account.email);
        return user;
      };
    },
    after,
  );
  return { items: await enrich(backend, found, emails), next: next ? encodeCursor({ kind: 'email', after: next }) : null, mode: 'email' };
}

/**
 * One page of learners for an admin: `filters` from the page's query string, `after` the previous page's
 * `next` token (null for the first page).
 */
export async function listLearners(
  backend: Pick<Backend, 'store' | 'auth'>,
  adminId: string,
  filters: LearnerFilters,
  after: string | null,
  now = new Date(),
): Promise<LearnerPage> {
  await requireAdmin(backend.store, adminId);
  const query = readLearnerQuery(filters.q);
  const cursor = decodeCursor(after);
  if (query.kind === 'name') return searchByName(backend, query.words, filters, cursor?.kind === 'name' ? cursor.after : null, now);
  if (query.kind === 'email') return searchByEmail(backend, query.prefix, filters, cursor?.kind === 'email' ? cursor.after : null, now);
  const rows = await backend.store.findRows('users', [
    ...filterQueries(filters, now),
    SORT_QUERIES[filters.sort],
    limit(LEARNER_PAGE_SIZE + 1),
    ...(cursor?.kind === 'list' ? [cursorAfter(cursor.after)] : []),
  ]);
  const page = rows.slice(0, LEARNER_PAGE_SIZE);
  const last = page.at(-1);
  const next = rows.length > LEARNER_PAGE_SIZE && last ? encodeCursor({ kind: 'list', after: last.$id }) : null;
  return { items: await enrich(backend, page), next, mode: 'list' };
}

/**
 * Every learner the filters select, a page at a time, for the CSV export: the same queries as the list,
 * searches included, so the file holds what the admin saw.
 */
export async function* eachLearner(backend: Pick<Backend, 'store' | 'auth'>, adminId: string, filters: LearnerFilters, now = new Date()): AsyncGenerator<LearnerListItem> {
  await requireAdmin(backend.store, adminId);
  const query = readLearnerQuery(filters.q);
  if (query.kind !== 'none') {
    let after: string | null = null;
    do {
      const page = await listLearners(backend, adminId, filters, after, now);
      yield* page.items;
      after = page.next;
    } while (after !== null);
    return;
  }
  let last: string | null = null;
  for (;;) {
    const rows: RowOf<'users'>[] = await backend.store.findRows('users', [
      ...filterQueries(filters, now),
      SORT_QUERIES[filters.sort],
      limit(EXPORT_PAGE),
      ...(last ? [cursorAfter(last)] : []),
    ]);
    yield* await enrich(backend, rows);
    last = rows.length < EXPORT_PAGE ? null : (rows.at(-1)?.$id ?? null);
    if (last === null) return;
  }
}

