// The "impact totals by organisation" export (rule 35): for each organisation, its members, how many of them
// logged impact, their entries and the people their work reached, in all and by category. It reads the members
// through the users' organisation index, ordered by organisation, a page at a time, and their impact totals
// (kept per learner by the impact log) a hundred learners at a time, writing an organisation's row as soon as
// the next one starts: memory stays one page, however many learners there are. Its header row, in the admin's
// language, is in csv-columns.messages.ts.
import { IMPACT_CATEGORIES, isImpactCategory, type ImpactCategory } from '#/domain/impact.ts';
import type { CsvValue } from '#/domain/csv-cells.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { cursorAfter, equal, isNotNull, limit, orderAsc, type Query } from '../../store/query.ts';

/** Members read per query; their totals are read in batches of TOTALS_BATCH (Appwrite takes 100 values in a query). */
const PAGE = 1000;
const TOTALS_BATCH = 100;

interface Tally {
  readonly organisationId: string;
  members: number;
  contributors: number;
  entries: number;
  people: number;
  readonly byCategory: Map<ImpactCategory, number>;
}

const rowOf = (tally: Tally): CsvValue[] => [
  tally.organisationId,
  tally.members,
  tally.contributors,
  tally.entries,
  tally.people,
  ...IMPACT_CATEGORIES.map((category) => tally.byCategory.get(category) ?? 0),
];

async function totalsOf(store: Backend['store'], userIds: readonly string[]): Promise<Map<string, RowOf<'impact_totals'>[]>> {
  const byUser = new Map<string, RowOf<'impact_totals'>[]>();
  if (userIds.length === 0) return byUser;
  const rows = await store.findRows('impact_totals', [equal('userId', [...userIds]), limit(userIds.length * (IMPACT_CATEGORIES.length + 1))]);
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}

/** One row per organisation with members, in organisation id order. */
export async function* impactByOrganisationRows(store: Backend['store']): AsyncGenerator<CsvValue[]> {
  let tally: Tally | null = null;
  let after: string | null = null;
  for (;;) {
    const queries: Query<'users'>[] = [isNotNull('organisationId'), orderAsc('organisationId'), limit(PAGE)];
    const members: RowOf<'users'>[] = await store.findRows('users', after ? [...queries, cursorAfter(after)] : queries);
    for (let start = 0; start < members.length; start += TOTALS_BATCH) {
      const batch = members.slice(start, start + TOTALS_BATCH);
      const totals = await totalsOf(store, batch.map((member) => member.$id));
      for (const member of batch) {
        const organisationId = member.organisationId ?? '';
        if (tally === null || tally.organisationId !== organisationId) {
          if (tally !== null) yield rowOf(tally);
          tally = { organisationId, members: 0, contributors: 0, entries: 0, people: 0, byCategory: new Map() };
        }
        tally.members += 1;
        const rows = totals.get(member.$id) ?? [];
        const all = rows.find((row) => row.category === 'all');
        if (all && all.entries > 0) tally.contributors += 1;
        tally.entries += all?.entries ?? 0;
        tally.people += all?.peopleAffected ?? 0;
        for (const row of rows) if (isImpactCategory(row.category)) tally.byCategory.set(row.category, (tally.byCategory.get(row.category) ?? 0) + row.entries);
      }
    }
    after = members.length < PAGE ? null : (members.at(-1)?.$id ?? null);
    if (after === null) break;
  }
  if (tally !== null) yield rowOf(tally);
}
