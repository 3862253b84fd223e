// What an award pays and how it is named (rule 22; docs: content/faq/how-do-i-earn-xp.md): XP comes
// from activities at fixed amounts, times the streak multiplier rounded half up; the only other source is an
// admin adjustment, a non-zero whole amount with a written reason, never multiplied. A learner never chooses
// an amount. Every award is keyed `<activity>:<source id>` per learner, so one source never pays twice.
import { XP_VALUES, type XpActivity } from './levels.ts';
import { xpAwardRefusalsMessages } from './xp-award-refusals.messages.ts';

/** The ledger's activity for an admin's (or operator's) manual correction. */
export const ADJUSTMENT = 'adjustment';

/** Every kind of ledger entry: the XP activities and the adjustment. */
export const AWARD_ACTIVITIES = [...(Object.keys(XP_VALUES) as XpActivity[]), ADJUSTMENT] as const;
export type AwardActivity = XpActivity | typeof ADJUSTMENT;

/** Largest adjustment either way: a typo of a few extra zeros must not pass. */
export const MAX_ADJUSTMENT = 100_000;

/** A source id names the thing that earned the XP (a module, a webinar, a session…). */
export const MAX_SOURCE_ID_LENGTH = 100;

/** Reasons are written for the audit trail and shown to the learner. */
export const REASON_LENGTH = { min: 3, max: 500 } as const;

export function isXpActivity(value: unknown): value is XpActivity {
  return typeof value === 'string' && Object.hasOwn(XP_VALUES, value);
}

export function isAwardActivity(value: unknown): value is AwardActivity {
  return value === ADJUSTMENT || isXpActivity(value);
}

/** An amount times a multiplier, rounded half up to a whole XP (a 75 XP webinar in a streak pays 113). */
export function multipliedXp(baseXp: number, multiplier: number): number {
  return Math.floor(baseXp * multiplier + 0.5);
}

/** The idempotency key of an award, unique per learner: the same source never pays twice. */
export function idempotencyKey(activity: AwardActivity, sourceId: string): string {
  return `${activity}:${sourceId}`;
}

/** Why a source id (or, named so, an adjustment's key) cannot be used, or null when it can. */
export function sourceIdProblem(sourceId: unknown, named: 'source id' | 'key' = 'source id'): string | null {
  const m = xpAwardRefusalsMessages('en');
  const key = named === 'key';
  if (typeof sourceId !== 'string' || sourceId.trim() === '') return key ? m.keyRequired : m.sourceIdRequired;
  if (sourceId.length > MAX_SOURCE_ID_LENGTH) return (key ? m.keyTooLong : m.sourceIdTooLong)({ max: MAX_SOURCE_ID_LENGTH });
  // Control characters would make the key ambiguous in logs and exports.
  if (/\p{Cc}/u.test(sourceId)) return key ? m.keyControl : m.sourceIdControl;
  return null;
}

/** Why an adjustment cannot be made, or null when it can. */
export function adjustmentProblem(amount: unknown, reason: unknown): { field: 'amount' | 'reason'; message: string } | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount === 0) {
    return { field: 'amount', message: 'An adjustment is a whole number of XP other than 0 (negative to deduct).' };
  }
  if (Math.abs(amount) > MAX_ADJUSTMENT) {
    return { field: 'amount', message: `An adjustment is at most ${MAX_ADJUSTMENT.toLocaleString('en-US')} XP either way.` };
  }
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text.length < REASON_LENGTH.min) return { field: 'reason', message: 'An adjustment needs a written reason.' };
  if (text.length > REASON_LENGTH.max) return { field: 'reason', message: `A reason has at most ${REASON_LENGTH.max} characters.` };
  return null;
}

/** How the ledger and the award toasts name each kind of entry. */
export const ACTIVITY_LABELS: Readonly<Record<AwardActivity, string>> = {
  onboarding: 'Onboarding completed',
  module: 'Module finished',
  webinar: 'Webinar attended',
  peer_mentoring: 'Peer-mentoring session',
  weekly_reflection: 'Weekly reflection',
  capstone: 'Capstone approved',
  adjustment: 'Adjustment',
};

const XP_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1.5" → "×1.5" */
export function formatMultiplier(multiplier: number): string {
  return `×${String(multiplier)}`;
}

/** A signed XP amount: "+150 XP", "−1,200 XP" (a real minus sign). */
export function formatXpChange(xp: number): string {
  return `${xp < 0 ? '−' : '+'}${XP_FORMAT.format(Math.abs(xp))} XP`;
}

/** The toast of one award: "+150 XP · Module finished (streak ×1.5)". */
export function awardToastText(award: { xp: number; activity: AwardActivity; multiplier: number }): string {
  const streak = award.multiplier > 1 ? ` (streak ${formatMultiplier(award.multiplier)})` : '';
  return `${formatXpChange(award.xp)} · ${ACTIVITY_LABELS[award.activity]}${streak}`;
}
