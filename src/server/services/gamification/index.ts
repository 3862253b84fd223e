// The gamification engine's API for pages, actions, scripts and other services (journeys, community,
// admin). Writes: awardXp / awardXpInTransaction (activities), adjustXp (corrections), recordAchievement
// (badge-earning events without XP), grantBadge (a `granted` badge an event names, e.g. a group challenge
// met), syncBoardMembership (after a village, organisation or opt-out change), setLeaderboardOptOut.
// Reads: standing, ledger, badges, boards, live awards. Checks: verify.
export { adjustXp, adjustXpInTransaction, awardXp, awardXpInTransaction } from './award-xp.ts';
export type { ActivityAward, Adjustment, AdjustmentActor, AwardOutcome, EngineOptions } from './award-xp.ts';
export { recordAchievement, type AchievementOutcome } from './achievements.ts';
export { grantBadge } from './grant-badge.ts';
export { syncBoardMembership } from './board-rows.ts';
export { setLeaderboardOptOut } from './opt-out.ts';
export { getPointsStanding, type PointsStanding } from './standing.ts';
export { listLedger, LEDGER_PAGE_SIZE, type LedgerFilter, type LedgerPage } from './ledger.ts';
export type { LedgerEntry } from './ledger-entry.ts';
export { getBadgeBoard, type BadgeBoard, type HeldBadge, type LockedBadge } from './badge-board.ts';
export { getPublicStanding, type BoardPositions, type PublicStanding } from './public-standing.ts';
export type { EarnedBadge } from './badge-awards.ts';
export { getLeaderboard, scopesOf, type BoardEntry, type BoardView } from './leaderboard.ts';
export { awardsSince, type LiveAwards, type LiveToast } from './live-awards.ts';
export { verifyPoints, DRIFT_KINDS, type DriftKind, type VerifyOptions, type VerifyReport } from './verify.ts';
