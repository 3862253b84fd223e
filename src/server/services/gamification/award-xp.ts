// Awarding XP (rules 7, 8, 22, 23, 25): one transaction writes the ledger row, moves the balance, the
// week and month totals and their boards' position counts, advances the streak and its freezes, counts the
// activity and grants the badges it earns. A repeated idempotency key returns the first award and changes
// nothing. Other services call awardXpInTransaction inside their own store.transaction, so their write and
// the award commit together (e.g. "complete a module" writes its row and pays its XP at once).
import type { BadgeDefinition, Measures } from '#/domain/badges.ts';
import { isId } from '#/domain/ids.ts';
import { XP_VALUES, levelOf, rankOf, type RankName, type XpActivity } from '#/domain/levels.ts';
import { countDay, type StreakState } from '#/domain/streak.ts';
import { localDateTime, zoneOrUtc } from '#/domain/time-zones.ts';
import {
  ADJUSTMENT,
  adjustmentProblem,
  idempotencyKey,
  isXpActivity,
  multipliedXp,
  sourceIdProblem,
  type AwardActivity,
} from '#/domain/xp-awards.ts';
import type { Backend } from '../../backend.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit } from '../../store/query.ts';
import { ServiceError } from '../service-error.ts';
import { streakRulesIn } from '../site-settings.ts';
import { tallyEvent } from '../summaries/index.ts';
import { earnedBadge, grantBadges, type EarnedBadge } from './badge-awards.ts';
import { badgeCatalogue } from './badge-catalogue.ts';
import { addToBoards } from './board-rows.ts';
import { beginLearnerTurn } from './learner-turn.ts';
import { ledgerEntry, type LedgerEntry } from './ledger-entry.ts';
import { counterRowId, ledgerRowId } from './row-keys.ts';
import { streakColumns, streakStateOf } from './streak-state.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';
import { adminServiceMessages } from '../admin/admin-services.messages.ts';
import { formatNumber } from '#/domain/display-formats.ts';

const m = gamificationRefusalsMessages('en');

/** XP for an activity the learner did; the amount comes from the rules, never from the caller. */
export interface ActivityAward {
  readonly userId: string;
  readonly activity: XpActivity;
  /** What earned it (a module id, a webinar id…): with the activity, the award's idempotency key. */
  readonly sourceId: string;
}

/** Who makes an adjustment: an admin (checked), or an operator at the command line (no account). */
export type AdjustmentActor = { readonly adminId: string } | 'operator';

/** A manual correction: a non-zero whole amount (negative deducts) with a written reason. */
export interface Adjustment {
  readonly userId: string;
  readonly amount: number;
  readonly reason: string;
  readonly actor: AdjustmentActor;
  /** Makes a retried adjustment pay once; a fresh one is generated when left out. */
  readonly key?: string;
}

export interface EngineOptions {
  /** The moment of the event (tests move it; the server uses the clock). */
  readonly now?: Date;
  /** The badge catalogue (content/badges by default). */
  readonly badges?: readonly BadgeDefinition[];
}

/** What an award did, for the caller and the learner's toasts. */
export interface AwardOutcome {
  /** False when the key had paid before: `entry` is that first award, and nothing changed now. */
  readonly applied: boolean;
  readonly entry: LedgerEntry;
  /** The learner's balance now. */
  readonly balance: number;
  readonly level: { readonly before: number; readonly after: number };
  readonly rank: { readonly before: RankName; readonly after: RankName };
  readonly streak: {
    readonly days: number;
    readonly multiplier: number;
    readonly freezes: number;
    readonly freezeSpent: boolean;
    readonly freezeEarned: boolean;
  };
  /** Badges this award earned (for a repeated key: the ones the first award earned). */
  readonly badges: readonly EarnedBadge[];
}

/** An award, checked and with its amount decided by the rules. */
interface CheckedAward {
  readonly userId: string;
  readonly activity: AwardActivity;
  readonly sourceId: string;
  /** Adjustments only. */
  readonly amount: number | null;
  readonly reason: string | null;
  readonly actorId: string | null;
}

function refuse(message: string, field?: string): ServiceError {
  return new ServiceError('invalid-argument', message, field ? { fields: { [field]: message } } : {});
}

function checkLearnerId(userId: unknown): asserts userId is string {
  if (!isId(userId)) throw new ServiceError('not-found', m.noLearnerWithId({ id: String(userId) }));
}

function checkActivityAward(award: ActivityAward): CheckedAward {
  checkLearnerId(award.userId);
  if (!isXpActivity(award.activity)) {
    throw refuse(m.unknownActivityFrom({ activity: String(award.activity), activities: Object.keys(XP_VALUES).join(', ') }), 'activity');
  }
  const problem = sourceIdProblem(award.sourceId);
  if (problem) throw refuse(problem, 'sourceId');
  return { userId: award.userId, activity: award.activity, sourceId: award.sourceId, amount: null, reason: null, actorId: null };
}

/** The first award of a key, as the outcome of repeating it. */
async function repeatedOutcome(tx: StoreOps, first: LedgerEntry, badges: readonly BadgeDefinition[]): Promise<AwardOutcome> {
  const points = await tx.getRow('user_points', first.userId);
  const earned = await tx.findRows('badges_awarded', [equal('userId', first.userId), equal('version', first.version), limit(100)]);
  const catalogue = new Map(badges.map((badge) => [badge.id, badge]));
  const before = first.balanceAfter - first.xp;
  return {
    applied: false,
    entry: first,
    balance: points?.points ?? first.balanceAfter,
    level: { before: levelOf(before), after: levelOf(first.balanceAfter) },
    rank: { before: rankOf(before).name, after: rankOf(first.balanceAfter).name },
    streak: { days: first.streakDays, multiplier: first.multiplier, freezes: points?.streakFreezes ?? 0, freezeSpent: false, freezeEarned: false },
    badges: earned.flatMap((row) => {
      const badge = catalogue.get(row.badgeId);
      return badge ? [earnedBadge(badge)] : [];
    }),
  };
}

async function applyAward(tx: StoreOps, award: CheckedAward, options: EngineOptions): Promise<AwardOutcome> {
  const now = options.now ?? new Date();
  const key = idempotencyKey(award.activity, award.sourceId);
  const entryId = ledgerRowId(award.userId, key);
  const first = await tx.getRow('points_transactions', entryId);
  if (first) return repeatedOutcome(tx, ledgerEntry(first), options.badges ?? badgeCatalogue());

  const { user, points } = await beginLearnerTurn(tx, award.userId);
  const timezone = zoneOrUtc(user.timezone);
  const localDay = localDateTime(timezone, now).date;
  const streakBefore = streakStateOf(points);
  let streak: StreakState = streakBefore;
  let baseXp: number;
  let multiplier = 1;
  let freezeSpent = false;
  let freezeEarned = false;
  if (award.activity === ADJUSTMENT) {
    // Adjustments are corrections, not learning: never multiplied, never a streak day.
    baseXp = award.amount ?? 0;
  } else {
    // The streak's length and multiplier are site settings (rule 23's 7 days and ×1.5 by default), read in
    // the award's own transaction so a change applies from the very next award.
    const step = countDay(streakBefore, localDay, await streakRulesIn(tx));
    ({ multiplier, freezeSpent, freezeEarned } = step);
    streak = step.state;
    baseXp = XP_VALUES[award.activity];
  }
  const xp = multipliedXp(baseXp, multiplier);
  const balanceBefore = points.points;
  const balanceAfter = balanceBefore + xp;
  if (balanceAfter < 0) {
    // Refused rather than clamped: the ledger must sum to the balance, and a clamped deduction would not.
    throw refuse(adminServiceMessages('en').belowZero({ balance: formatNumber(balanceBefore), most: formatNumber(balanceBefore) }), 'amount');
  }

  const row = await tx.createRow('points_transactions', entryId, {
    userId: user.$id,
    activity: award.activity,
    sourceId: award.sourceId,
    idempotencyKey: key,
    baseXp,
    multiplier,
    xp,
    balanceAfter,
    awardedAt: now.toISOString(),
    localDay,
    timezone,
    streakDays: streak.days,
    reason: award.reason,
    actorId: award.actorId,
    version: points.version,
  });
  // The balance, the streak and the board totals: one write of the row the learner's turn began with.
  const boards = await addToBoards(tx, user, points, xp, now);
  await tx.updateRow('user_points', user.$id, { points: balanceAfter, ...streakColumns(streak), ...boards });

  let counted: { before: Measures['counters']; after: Measures['counters'] } = { before: {}, after: {} };
  if (award.activity !== ADJUSTMENT) {
    const { count } = await tx.incrementColumn('achievement_counts', counterRowId(user.$id, award.activity), 'count', 1, {
      orCreate: { userId: user.$id, kind: award.activity, count: 0 },
    });
    counted = { before: { [award.activity]: count - 1 }, after: { [award.activity]: count } };
  }
  const before: Measures = { xp: balanceBefore, streakDays: streakBefore.days, counters: counted.before };
  const after: Measures = { xp: balanceAfter, streakDays: streak.days, counters: counted.after };
  // The admin dashboard's XP per week, in the award's own transaction.
  await tallyEvent(tx, { kind: 'xp-awarded', at: now, xp }, user.$id);
  const badges = await grantBadges(tx, user.$id, options.badges ?? badgeCatalogue(), { before, after }, { now, version: points.version });
  return {
    applied: true,
    entry: ledgerEntry(row),
    balance: balanceAfter,
    level: { before: levelOf(balanceBefore), after: levelOf(balanceAfter) },
    rank: { before: rankOf(balanceBefore).name, after: rankOf(balanceAfter).name },
    streak: { days: streak.days, multiplier, freezes: streak.freezes, freezeSpent, freezeEarned },
    badges,
  };
}

/**
 * Pays an activity's XP inside the caller's transaction. Throws ServiceError for an unknown learner
 * (`not-found`) or activity, or a bad source id (`invalid-argument`); let such an error end the caller's
 * transaction (it may have taken the learner's turn already, see learner-turn.ts).
 */
export function awardXpInTransaction(tx: StoreOps, award: ActivityAward, options: EngineOptions = {}): Promise<AwardOutcome> {
  return applyAward(tx, checkActivityAward(award), options);
}

/** Pays an activity's XP in a transaction of its own. */
export async function awardXp({ store }: Pick<Backend, 'store'>, award: ActivityAward, options: EngineOptions = {}): Promise<AwardOutcome> {
  const checked = checkActivityAward(award);
  return store.transaction((tx) => applyAward(tx, checked, options));
}

/** Checks an adjustment and its actor (an admin must be one, now); the same path as any award afterwards. */
async function checkAdjustment(tx: StoreOps, adjustment: Adjustment): Promise<CheckedAward> {
  checkLearnerId(adjustment.userId);
  const problem = adjustmentProblem(adjustment.amount, adjustment.reason);
  if (problem) throw refuse(problem.message, problem.field);
  let actorId: string | null = null;
  if (adjustment.actor !== 'operator') {
    actorId = adjustment.actor.adminId;
    const admin = isId(actorId) ? await tx.getRow('users', actorId) : null;
    if (admin?.role !== 'admin') throw new ServiceError('permission-denied', m.onlyAdminAdjusts);
  }
  const key = adjustment.key ?? crypto.randomUUID();
  const keyProblem = sourceIdProblem(key, 'key');
  if (keyProblem) throw refuse(keyProblem, 'key');
  return { userId: adjustment.userId, activity: ADJUSTMENT, sourceId: key, amount: adjustment.amount, reason: adjustment.reason.trim(), actorId };
}

/** An admin's (or operator's) adjustment inside the caller's transaction. */
export async function adjustXpInTransaction(tx: StoreOps, adjustment: Adjustment, options: EngineOptions = {}): Promise<AwardOutcome> {
  return applyAward(tx, await checkAdjustment(tx, adjustment), options);
}

/** An admin's (or operator's) adjustment: a deduction below a balance of 0 is refused, never clamped. */
export async function adjustXp({ store }: Pick<Backend, 'store'>, adjustment: Adjustment, options: EngineOptions = {}): Promise<AwardOutcome> {
  return store.transaction(async (tx) => applyAward(tx, await checkAdjustment(tx, adjustment), options));
}
