// Organisations and corporate teams (rule 34): admins create them; corporate leaders and members belong to
// one (tiers `corporate_leader` and `corporate_member`), both paid while it is active. Joining takes a join
// code or an invitation, and a seat when the organisation has a seat limit. These are the pure rules; the
// services in src/server/services/organisations/ apply them on the store.
import type { MembershipStatus, TransformationTier } from './user-flags.ts';

export const ORGANISATION_NAME_MAX = 120;
/** The largest seat limit an admin may set (and the platform is sized for: 10,000 members hold easily). */
export const SEAT_LIMIT_MAX = 100_000;

/** Join codes: capitals and digits without the look-alikes 0/O and 1/I, so a code read aloud is typed right. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 8 characters of 32: 2^40 codes, so guessing one (throttled per account) is hopeless. */
export const JOIN_CODE_LENGTH = 8;

export type CorporateTier = 'corporate_member' | 'corporate_leader';

export function isCorporateTier(tier: TransformationTier | undefined): tier is CorporateTier {
  return tier === 'corporate_member' || tier === 'corporate_leader';
}

/** A join code from random bytes (one byte per character; 256 is a multiple of 32, so no character is favoured). */
export function joinCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < JOIN_CODE_LENGTH) throw new Error(`A join code needs ${JOIN_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[(bytes[i] ?? 0) % JOIN_CODE_ALPHABET.length];
  return code;
}

/**
 * A code as someone typed or pasted it, the way it is stored: capitals, without spaces or dashes. Letters people
 * confuse are read as the code's own (O as 0 is never in a code, so an O stays an O and simply will not match).
 */
export function normaliseJoinCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** Whether a normalised code could be one at all (checked before any lookup). */
export function isJoinCodeShape(code: string): boolean {
  if (code.length !== JOIN_CODE_LENGTH) return false;
  return [...code].every((character) => JOIN_CODE_ALPHABET.includes(character));
}

/** How a code is shown and shared: two groups of four, "K7MQ-2XPA". */
export function formatJoinCode(code: string): string {
  return code.length === JOIN_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** Whether one more person may join: always without a seat limit, else while members are fewer than seats. */
export function hasFreeSeat(memberCount: number, seatLimit: number | null): boolean {
  return seatLimit === null || memberCount < seatLimit;
}

export const INACTIVE_MESSAGE = 'This organisation is not active at the moment, so nobody can join it. Please ask your team leader.';
export const NO_FREE_SEATS_MESSAGE = 'This organisation has no free seats. Please ask your team leader to make room or add seats.';

/** Why an organisation cannot take someone in, in the words they read; null when it can. */
export function joinRefusal(organisation: { active: boolean; memberCount: number; seatLimit: number | null }): string | null {
  if (!organisation.active) return INACTIVE_MESSAGE;
  if (!hasFreeSeat(organisation.memberCount, organisation.seatLimit)) return NO_FREE_SEATS_MESSAGE;
  return null;
}

/** What joining (or being made a leader) writes on the person: paid, with the corporate tier (rule 34). */
export function corporateStanding(tier: CorporateTier): { membershipStatus: MembershipStatus; transformationTier: CorporateTier } {
  return { membershipStatus: 'paid', transformationTier: tier };
}

/**
 * What leaving an organisation writes: the corporate tier ends and the person is free again, unless they
 * paid for membership themselves (a succeeded payment of theirs), who are individual paid members again.
 */
export function standingAfterLeaving(paidThemselves: boolean): { membershipStatus: MembershipStatus; transformationTier: TransformationTier } {
  return paidThemselves ? { membershipStatus: 'paid', transformationTier: 'individual_paid' } : { membershipStatus: 'free', transformationTier: null };
}

/**
 * Whether a corporate member's paid membership is on hold: their organisation exists and is inactive, and they
 * have not paid themselves. Nothing is written when an organisation is deactivated (it may hold 10,000
 * people): the flags are derived with this, so reactivating restores everyone at once.
 */
export function corporateHold(input: { tier: TransformationTier; organisationActive: boolean | null; paidThemselves: boolean }): boolean {
  return isCorporateTier(input.tier) && input.organisationActive === false && !input.paidThemselves;
}
