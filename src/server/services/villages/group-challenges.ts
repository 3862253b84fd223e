// Group challenges (rule 30): a member of rank 2 or more starts one for a village of at least 3; its
// progress is counted from what the current members did during it (the XP ledger and the impact log), and
// when the goal is met every member is granted the challenge's badge, in one transaction, once. Progress is
// worked out when it is looked at (the village page, a new impact entry): the moment the goal was met is
// the moment of the event that met it, however late someone looks, and only activity inside the challenge's
// window ever counts.
import {
  challengeProgress,
  challengeState,
  goalFor,
  measureSource,
  START_MESSAGES,
  startRefusal,
  type ChallengeDefinition,
  type ChallengeGoal,
  type ChallengeProgress,
  type ChallengeState,
} from '#/domain/challenges.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { Store } from '../../store/port.ts';
import { equal, greaterThanEqual, lessThan, limit, orderDesc } from '../../store/query.ts';
import { newRowId } from '../../store/row-ids.ts';
import { grantBadge } from '../gamification/index.ts';
import { logError } from '../../log.ts';
import { ServiceError } from '../service-error.ts';
import { challengeCatalogue } from './challenge-catalogue.ts';
import { requireLearner, requireVillage, villageIdOf } from './village-rows.ts';
import { featureTogglesIn } from '../site-settings.ts';
import { communityServiceMessages } from './community-service.messages.ts';

const m = communityServiceMessages('en');

/** Challenges shown in a village's history. */
export const CHALLENGE_HISTORY = 5;

/** Activity rows read to count one challenge: 12 members over at most 90 days stay far below this. */
const ACTIVITY_LIMIT = 5000;

export interface ChallengeView {
  readonly id: string;
  readonly challengeId: string;
  /** The content's definition (null if the file was removed since). */
  readonly definition: ChallengeDefinition | null;
  readonly goal: ChallengeGoal;
  readonly progress: ChallengeProgress;
  readonly state: ChallengeState;
  readonly badgeId: string;
}

function goalOf(row: RowOf<'village_challenges'>): ChallengeGoal {
  return { measure: row.measure, target: row.target, startsAt: row.startsAt, endsAt: row.endsAt };
}

async function memberIds(store: Pick<Store, 'findRows'>, villageId: string): Promise<string[]> {
  return (await store.findRows('village_members', [equal('villageId', villageId), limit(50)])).map((row) => row.$id);
}

/** What the members did inside the window, from the ledger or the impact log (whichever the measure counts). */
async function progressOf(store: Store, goal: ChallengeGoal, members: readonly string[]): Promise<ChallengeProgress> {
  if (members.length === 0) return challengeProgress(goal, members, { ledger: [], impact: [] });
  const source = measureSource(goal.measure);
  const [ledger, impact] = await Promise.all([
    source === 'ledger'
      ? store.findRows('points_transactions', [equal('userId', members), greaterThanEqual('awardedAt', goal.startsAt), lessThan('awardedAt', goal.endsAt), limit(ACTIVITY_LIMIT)])
      : [],
    source === 'impact'
      ? store.findRows('impact_entries', [equal('userId', members), greaterThanEqual('$createdAt', goal.startsAt), lessThan('$createdAt', goal.endsAt), limit(ACTIVITY_LIMIT)])
      : [],
  ]);
  return challengeProgress(goal, members, {
    ledger: ledger.map((row) => ({ userId: row.userId, activity: row.activity, xp: row.xp, awardedAt: row.awardedAt })),
    impact: impact.map((row) => ({ userId: row.userId, peopleAffected: row.peopleAffected, loggedAt: row.$createdAt })),
  });
}

function viewOf(row: RowOf<'village_challenges'>, progress: ChallengeProgress, now: Date): ChallengeView {
  const goal = goalOf(row);
  // A goal recorded as met stays met, whoever has joined or left since.
  const shown: ChallengeProgress = row.metAt ? { ...progress, met: true, metAt: row.metAt, current: Math.max(progress.current, progress.target), share: 1 } : progress;
  return {
    id: row.$id,
    challengeId: row.challengeId,
    definition: challengeCatalogue().find((challenge) => challenge.id === row.challengeId) ?? null,
    goal,
    progress: shown,
    state: challengeState(goal, shown, now),
    badgeId: row.badgeId,
  };
}

/**
 * The village's latest challenge with its progress; if the goal has just been met, records it and grants
 * every current member the badge (once: the record is re-read inside the transaction). Null when the
 * village has never taken one on.
 */
export async function refreshChallenge({ store }: Pick<Backend, 'store'>, villageId: string, options: { now?: Date } = {}): Promise<ChallengeView | null> {
  const now = options.now ?? new Date();
  const [latest] = await store.findRows('village_challenges', [equal('villageId', villageId), orderDesc('startsAt'), limit(1)]);
  if (!latest) return null;
  const members = await memberIds(store, villageId);
  const progress = await progressOf(store, goalOf(latest), members);
  if (latest.metAt || !progress.met || progress.metAt === null) return viewOf(latest, progress, now);
  const metAt = progress.metAt;
  const recorded = await store.transaction(async (tx) => {
    const row = await tx.getRow('village_challenges', latest.$id);
    if (!row || row.metAt) return row;
    const updated = await tx.updateRow('village_challenges', latest.$id, { metAt });
    for (const userId of members) await grantBadge(tx, { userId, badgeId: latest.badgeId }, { now });
    return updated;
  });
  return viewOf(recorded ?? latest, progress, now);
}

/**
 * After a member's activity: brings the village's challenge up to date. Best effort, after the activity has
 * committed: a failure here is logged and retried by the next look at the village, never the activity's.
 */
export async function noteVillageActivity(backend: Pick<Backend, 'store'>, villageId: string, now: Date): Promise<void> {
  try {
    await refreshChallenge(backend, villageId, { now });
  } catch (error) {
    logError(`village ${villageId}: challenge not refreshed after activity`, error);
  }
}

/** The village's earlier challenges, newest first (the current one excluded). */
export async function challengeHistory({ store }: Pick<Backend, 'store'>, villageId: string): Promise<RowOf<'village_challenges'>[]> {
  const rows = await store.findRows('village_challenges', [equal('villageId', villageId), orderDesc('startsAt'), limit(CHALLENGE_HISTORY + 1)]);
  return rows.slice(1);
}

/** Starts a challenge for the starter's own village, if their rank, the village and its calendar allow. */
export async function startChallenge(
  backend: Pick<Backend, 'store'>,
  actorId: string,
  villageId: string,
  challengeId: string,
  options: { now?: Date; catalogue?: readonly ChallengeDefinition[] } = {},
): Promise<{ id: string }> {
  const now = options.now ?? new Date();
  const challenge = (options.catalogue ?? challengeCatalogue()).find((candidate) => candidate.id === challengeId);
  if (!challenge) throw new ServiceError('invalid-argument', m.chooseChallenge, { fields: { challengeId: m.chooseChallenge } });
  // A goal met a moment ago must be recorded (and its badges granted) before it stops being the latest.
  await refreshChallenge(backend, villageId, { now });
  return backend.store.transaction(async (tx) => {
    await requireLearner(tx, actorId);
    if ((await villageIdOf(tx, actorId)) !== villageId) throw new ServiceError('permission-denied', m.membersStart);
    const village = await requireVillage(tx, villageId);
    const points = (await tx.getRow('user_points', actorId))?.points ?? 0;
    const [latest] = await tx.findRows('village_challenges', [equal('villageId', villageId), orderDesc('startsAt'), limit(1)]);
    const running = !!latest && !latest.metAt && Date.parse(latest.endsAt) > now.getTime();
    const { groupChallenges } = await featureTogglesIn(tx);
    const refusal = startRefusal(points, village.memberCount, running, groupChallenges);
    if (refusal) throw new ServiceError(refusal === 'rank' ? 'permission-denied' : refusal === 'paused' ? 'failed-precondition' : 'invalid-argument', START_MESSAGES[refusal]);
    const goal = goalFor(challenge, now);
    const id = newRowId();
    await tx.createRow('village_challenges', id, {
      villageId,
      challengeId: challenge.id,
      startedBy: actorId,
      measure: goal.measure,
      target: goal.target,
      startsAt: goal.startsAt,
      endsAt: goal.endsAt,
      badgeId: challenge.badge,
    });
    return { id };
  });
}
