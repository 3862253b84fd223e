// The demo's organisation (rule 34): Acacia Logistics, whose members are the corporate demo learner, the
// corporate leader demo account and a share of the generated learners (demo-history.ts puts them in it). Made
// once, after them, so its member count is what the rows say; its join code is drawn like any other. Two
// colleagues the leader invited by email wait in its pending list, so /team shows one.
import type { Backend } from '../backend.ts';
import { equal, limit } from '../store/query.ts';
import { drawJoinCode } from './organisations/join-codes.ts';

export const DEMO_ORGANISATION = { id: 'demo-org-acacia', name: 'Acacia Logistics', seatLimit: 60 } as const;

/** Invited by the demo leader, never signed up (example.com addresses: nobody can). */
export const DEMO_INVITATIONS = ['thandiwe.moyo@example.com', 'kojo.boateng@example.com'] as const;

/**
 * Creates the demo organisation when it is missing, counting the members already placed in it, with the
 * leader's pending invitations when the demo leader was made in this seed.
 */
export async function seedDemoOrganisation({ store }: Pick<Backend, 'store'>, leaderId: string | null = null): Promise<void> {
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
  if (leaderId === null) return;
  for (const email of DEMO_INVITATIONS) await store.createRow('organisation_invitations', null, { organisationId: DEMO_ORGANISATION.id, email, invitedBy: leaderId });
}
