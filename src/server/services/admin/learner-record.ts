// One learner as an admin sees them (/admin/user/{id}, the spec's learner profile): profile and standing,
// points and streak, the XP ledger, badges, village, impact and forum activity, payments, sessions (last
// active, devices) and the audit trail of what admins did to the account. Every read goes by the learner's id through an index; nothing scans.
import { levelOf, rankOf, type RankName } from '#/domain/levels.ts';
import { streakOn, type StreakStanding } from '#/domain/streak.ts';
import { localDateTime, zoneOrUtc } from '#/domain/time-zones.ts';
import { isId } from '#/domain/ids.ts';
import type { SessionSummary } from '../../auth/port.ts';
import type { Backend } from '../../backend.ts';
import type { CertificateFacts } from '#/domain/certificates.ts';
import type { RowOf } from '../../schema.ts';
import { equal, limit } from '../../store/query.ts';
import { auditTrailOf, type AuditRecord } from '../audit-log.ts';
import { getBadgeBoard, listLedger, type HeldBadge, type LedgerFilter, type LedgerPage } from '../gamification/index.ts';
import { streakStateOf } from '../gamification/streak-state.ts';
import { listOwnPayments, type PaymentRecord } from '../payment-history.ts';
import { ServiceError } from '../service-error.ts';
import { readStreakRules } from '../site-settings.ts';
import { certificatesOf } from '../journeys/certificates.ts';
import { getCpdRecord } from '../journeys/cpd-records.ts';
import { getJourneyOverview, type JourneyOverview } from '../journeys/journey-overview.ts';
import { requireAdmin } from './admin-actor.ts';
import { adminServiceMessages } from './admin-services.messages.ts';
import { getLearnerCommunity, type LearnerCommunity } from './learner-community.ts';

/** Refusals are raised in English and translated on their way out of an Action. */
const m = adminServiceMessages('en');

export interface LearnerRecord {
  readonly user: RowOf<'users'>;
  readonly email: string | null;
  readonly points: {
    readonly balance: number;
    readonly level: number;
    readonly rank: RankName;
    readonly streak: StreakStanding;
  };
  readonly ledger: LedgerPage;
  readonly badges: readonly HeldBadge[];
  readonly payments: readonly PaymentRecord[];
  readonly sessions: readonly SessionSummary[];
  readonly audit: readonly AuditRecord[];
  /** Their journey: modules done of all, what comes next, the capstone, and their CPD hours. */
  readonly journey: {
    readonly overview: JourneyOverview;
    readonly cpdMinutes: number;
    readonly certificates: readonly CertificateFacts[];
  };
  /** Their village, impact log and forum activity. */
  readonly community: LearnerCommunity;
  /** Display names of the admins named in the audit trail and the ledger (ids no longer known are left out). */
  readonly actorNames: ReadonlyMap<string, string>;
}

/** How many audit entries the profile shows (the full history is on /admin/audit, filtered to the learner). */
export const RECORD_AUDIT_ENTRIES = 20;

export async function getLearnerRecord(
  backend: Backend,
  adminId: string,
  userId: string,
  options: { ledger?: LedgerFilter; now?: Date } = {},
): Promise<LearnerRecord> {
  const { store, auth } = backend;
  await requireAdmin(store, adminId);
  const user = isId(userId) ? await store.getRow('users', userId) : null;
  if (!user) throw new ServiceError('not-found', m.noSuchLearner);
  const now = options.now ?? new Date();
  const timezone = zoneOrUtc(user.timezone);
  // The engine's reads are the learner's own; the admin check above is what lets an admin see them.
  const [email, pointsRow, ledger, board, payments, sessions, audit, rules, overview, cpd, certificates, community] = await Promise.all([
    auth.emailOf(userId),
    store.getRow('user_points', userId),
    listLedger(backend, userId, userId, { pageSize: 20, ...options.ledger }, { now }),
    getBadgeBoard(backend, userId, { now }),
    listOwnPayments(backend, userId, userId),
    auth.listUserSessions(userId),
    auditTrailOf(store, 'user', userId, RECORD_AUDIT_ENTRIES),
    readStreakRules(store),
    getJourneyOverview(backend, userId, now),
    getCpdRecord(backend, userId),
    certificatesOf(backend, userId),
    getLearnerCommunity(backend, user),
  ]);
  const balance = pointsRow?.points ?? 0;
  const actorIds = [...new Set([...audit.map((entry) => entry.actorId), ...ledger.entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : []))])].filter(isId);
  const actors = actorIds.length === 0 ? [] : await store.findRows('users', [equal('$id', actorIds), limit(actorIds.length)]);
  return {
    user,
    email,
    points: {
      balance,
      level: levelOf(balance),
      rank: rankOf(balance).name,
      streak: streakOn(streakStateOf(pointsRow), localDateTime(timezone, now).date, rules),
    },
    ledger,
    badges: board.earned,
    payments,
    sessions,
    audit,
    journey: { overview, cpdMinutes: cpd.totals.minutes, certificates },
    community,
    actorNames: new Map(actors.map((actor) => [actor.$id, actor.displayName])),
  };
}
