// Villages (rule 30; docs: content/faq/what-is-a-village.md): peer groups of 3 to 12 learners. Anyone may
// start one (open, or joined only by its invite code), join an open one from the list or any one by its code,
// and leave; the founder keeps the invite code, may remove members and hands the village on before leaving.
// A learner belongs to one village at a time, and a village whose last member leaves closes.
//
// A village with fewer than 3 members is *forming*: it works like any other (members, board, shared impact
// entries), is listed first among open villages so newcomers help it grow, and cannot start a group
// challenge until it has 3 members, because a group challenge needs a group. A village that drops back
// under 3 keeps any challenge it is already running.

export const VILLAGE_MIN_MEMBERS = 3;
export const VILLAGE_MAX_MEMBERS = 12;

export const VILLAGE_NAME_MAX = 60;
export const VILLAGE_DESCRIPTION_MAX = 500;

/** Open villages are listed and joined by anyone; invite-only ones only by their code. */
export const VILLAGE_ACCESS = ['open', 'invite'] as const;
export type VillageAccess = (typeof VILLAGE_ACCESS)[number];

/** A closed village had its last member leave: it keeps its history but nobody can join it. */
export const VILLAGE_STATUSES = ['active', 'closed'] as const;
export type VillageStatus = (typeof VILLAGE_STATUSES)[number];

/** Where a village stands, as shown to people: forming (under 3), established, full (12) or closed. */
export type VillageStage = 'forming' | 'established' | 'full' | 'closed';

export interface VillageFacts {
  readonly status: VillageStatus;
  readonly access: VillageAccess;
  readonly memberCount: number;
  readonly founderId: string;
}

export function isVillageAccess(value: unknown): value is VillageAccess {
  return typeof value === 'string' && (VILLAGE_ACCESS as readonly string[]).includes(value);
}

export function villageStage(village: Pick<VillageFacts, 'status' | 'memberCount'>): VillageStage {
  if (village.status === 'closed') return 'closed';
  if (village.memberCount >= VILLAGE_MAX_MEMBERS) return 'full';
  if (village.memberCount < VILLAGE_MIN_MEMBERS) return 'forming';
  return 'established';
}

/** Places still free. */
export function placesLeft(memberCount: number): number {
  return Math.max(0, VILLAGE_MAX_MEMBERS - memberCount);
}

/** Members a forming village still needs to be established (0 once it has 3). */
export function membersNeeded(memberCount: number): number {
  return Math.max(0, VILLAGE_MIN_MEMBERS - memberCount);
}

export const STAGE_LABELS: Readonly<Record<VillageStage, string>> = {
  forming: 'Forming',
  established: 'Established',
  full: 'Full',
  closed: 'Closed',
};

/** "Forming: needs 2 more members", "Established: 5 places left", "Full: 12 members". */
export function stageDescription(village: Pick<VillageFacts, 'status' | 'memberCount'>): string {
  const stage = villageStage(village);
  if (stage === 'closed') return 'Closed: its last member left.';
  if (stage === 'full') return `Full: ${VILLAGE_MAX_MEMBERS} members.`;
  if (stage === 'forming') {
    const needed = membersNeeded(village.memberCount);
    return `Forming: needs ${needed} more member${needed === 1 ? '' : 's'} to start group challenges.`;
  }
  const left = placesLeft(village.memberCount);
  return `Established: ${left} place${left === 1 ? '' : 's'} left.`;
}

// Invite codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I), shown as ABCD-EFGH and read
// back whatever the case, spaces or hyphen. 32 symbols, so each random byte gives one symbol without bias.
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** A code from `INVITE_CODE_LENGTH` random bytes (the service supplies them). */
export function inviteCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < INVITE_CODE_LENGTH) throw new Error(`an invite code needs ${INVITE_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[(bytes[i] ?? 0) & 31];
  return code;
}

/** The stored form of a typed code ("abcd-efgh", " ABCD EFGH ") or null when it cannot be one. */
export function normaliseInviteCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== INVITE_CODE_LENGTH) return null;
  for (const char of code) if (!INVITE_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** "ABCD-EFGH": easier to read out and type. */
export function formatInviteCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Why a learner cannot join a village, or null when they can. */
export type JoinRefusal = 'closed' | 'full' | 'already-member' | 'in-another-village' | 'invite-only';

export const JOIN_MESSAGES: Readonly<Record<JoinRefusal, string>> = {
  closed: 'This village has closed. Choose another one or start your own.',
  full: `This village is full (${VILLAGE_MAX_MEMBERS} members). Choose another one or start your own.`,
  'already-member': 'You are already a member of this village.',
  'in-another-village': 'You already belong to a village. Leave it first to join another one.',
  'invite-only': 'This village is invite-only: ask its founder for the invite code.',
};

/**
 * Whether a learner (in `currentVillageId`, or none) may join `village` with its id `villageId`. Joining
 * from the list needs an open village; joining by code works for both kinds (the code is the invitation).
 */
export function joinRefusal(
  village: Pick<VillageFacts, 'status' | 'access' | 'memberCount'> & { readonly id: string },
  currentVillageId: string | null,
  via: 'list' | 'code',
): JoinRefusal | null {
  if (currentVillageId === village.id) return 'already-member';
  if (currentVillageId !== null) return 'in-another-village';
  if (village.status === 'closed') return 'closed';
  if (via === 'list' && village.access !== 'open') return 'invite-only';
  if (village.memberCount >= VILLAGE_MAX_MEMBERS) return 'full';
  return null;
}

export const FOUNDER_MUST_HAND_OVER = 'As the founder, hand the village over to another member before you leave.';

/** The founder may only leave once nobody else is left to look after the village (then it closes). */
export function mustHandOverBeforeLeaving(village: Pick<VillageFacts, 'founderId' | 'memberCount'>, learnerId: string): boolean {
  return village.founderId === learnerId && village.memberCount > 1;
}
