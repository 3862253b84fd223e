// Session lifetime: valid 30 days after the last renewal; a request in the second half renews it (sliding
// expiry), but never past the absolute expiry 90 days after sign-in (ASVS 7.3.2).
import { describe, expect, it } from 'vitest';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_RENEW_WHEN_LEFT_MS,
  renewedExpiry,
} from '#/server/auth/session-lifetime.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2025-06-01T12:00:00Z');
const at = (ms: number): Date => new Date(NOW.getTime() + ms);
const FAR = at(80 * DAY); // an absolute expiry that does not get in the way

describe('the lifetimes', () => {
  it('sessions last 30 days, renew in their last 15 days, and end 90 days after sign-in', () => {
    expect(SESSION_IDLE_MS).toBe(30 * DAY);
    expect(SESSION_RENEW_WHEN_LEFT_MS).toBe(15 * DAY);
    expect(SESSION_ABSOLUTE_MS).toBe(90 * DAY);
  });
});

describe('renewedExpiry', () => {
  it('does not renew while more than 15 days remain', () => {
    expect(renewedExpiry(NOW, at(30 * DAY), FAR)).toBeNull();
    expect(renewedExpiry(NOW, at(15 * DAY + 1), FAR)).toBeNull();
  });

  it('renews to now + 30 days in the second half', () => {
    expect(renewedExpiry(NOW, at(15 * DAY), FAR)).toEqual(at(30 * DAY));
    expect(renewedExpiry(NOW, at(1 * DAY), FAR)).toEqual(at(30 * DAY));
    expect(renewedExpiry(NOW, at(1), FAR)).toEqual(at(30 * DAY));
  });

  it('never renews past the absolute expiry', () => {
    expect(renewedExpiry(NOW, at(10 * DAY), at(20 * DAY))).toEqual(at(20 * DAY));
  });

  it('returns null when the capped renewal would not extend the session', () => {
    expect(renewedExpiry(NOW, at(10 * DAY), at(10 * DAY))).toBeNull();
    expect(renewedExpiry(NOW, at(10 * DAY), at(5 * DAY))).toBeNull();
  });
});
