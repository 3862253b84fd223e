// An admin's XP award or deduction for a learner (rule 22: an adjustment with a written reason, audited),
// through the engine's adjustment in one transaction with its audit entry. The form carries a key made when
// the confirmation step was shown, so a double-click or a resent form pays once. Nobody adjusts their own
// balance (the knowledge base promises it): an admin's XP is changed by another admin, or by an operator at the
// command line (`npm run points`).
import { formatXpChange } from '#/domain/xp-awards.ts';
import { ServiceError } from '../service-error.ts';
import type { Backend } from '../../backend.ts';
import { recordAudit } from '../audit-log.ts';
import { adjustXpInTransaction, type AwardOutcome } from '../gamification/index.ts';
import { requireAdmin } from './admin-actor.ts';
import { adminServiceMessages } from './admin-services.messages.ts';

const m = adminServiceMessages('en');

/** Refuses an admin's adjustment of their own XP (checked at the review step too, before anything is confirmed). */
export function refuseOwnAdjustment(adminId: string, userId: string): void {
  if (userId === adminId) throw new ServiceError('failed-precondition', m.cannotAdjustOwnXp);
}

export async function adjustLearnerXp(
  { store }: Pick<Backend, 'store'>,
  adminId: string,
  input: { userId: string; amount: number; reason: string; key: string },
  now = new Date(),
): Promise<AwardOutcome> {
  return store.transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    refuseOwnAdjustment(adminId, input.userId);
    const outcome = await adjustXpInTransaction(tx, { userId: input.userId, amount: input.amount, reason: input.reason, actor: { adminId }, key: `admin-${input.key}` }, { now });
    // A repeated key changed nothing, so it records nothing either.
    if (outcome.applied) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'xp.adjusted',
        targetType: 'user',
        targetId: input.userId,
        before: { points: outcome.balance - outcome.entry.xp },
        after: { points: outcome.balance, change: formatXpChange(outcome.entry.xp) },
        reason: input.reason.trim(),
        at: now,
      });
    }
    return outcome;
  });
}
