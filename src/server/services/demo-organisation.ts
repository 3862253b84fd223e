// The demo's organisation (rule 34): Acacia Logistics, whose members are the corporate demo learner, the
// corporate leader demo account and a share of the generated learners (demo-history.ts puts them in it). Made
// once, after them, so its member count is what the rows say; its join code is drawn like any other.
import type { Backend } from '../backend.ts';
import { equal, limit } from '../store/query.ts';
import { drawJoinCode } from './organisations/join-codes.ts';

export const DEMO_ORGANISATION = { id: 'demo-org-acacia', name: 'Acacia Logistics', seatLimit: 60 } as const;

/** Creates the demo organisation when it is missing, counting the members already placed in it. */
export async function seedDemoOrganisation({ store }: Pick<Backend, 'store'>): Promise<void> {
  if (await store.getRow('organisations', DEMO_ORGANISATION.id)) return;
  // The demo places at most a few hundred people in it: the count is exact (Appwrite counts up to 5,000).
  const { total } = await store.listRows('users', [equal('organisationId', DEMO_ORGANISATION.id), limit(1)]);
  await store.createRow('organisations', DEMO_ORGANISATION.id, {
    name: DEMO_ORGANISATION.name,
    active: true,
    seatLimit: Math.max(DEMO_ORGANISATION.seatLimit, total),
    memberCount: total,
    joinCode: drawJoinCode(),
  });
}
