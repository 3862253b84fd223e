// A team member's last visit as the team page words it, in English and French: recent visits in words, older
// ones as a date (one formatter per language, reused across rows and calls).
import { describe, expect, it } from 'vitest';
import { lastActiveIn } from '#/components/app/organisations/team.messages.ts';

const now = new Date('2026-11-23T10:00:00Z');

describe('lastActiveIn', () => {
  it('words recent visits', () => {
    expect(lastActiveIn(null, now, 'en')).toBe(lastActiveIn(null, now, 'en'));
    expect(lastActiveIn('2026-11-23T08:00:00Z', now, 'en')).not.toBe(lastActiveIn('2026-11-22T08:00:00Z', now, 'en'));
  });

  it('gives older visits as a date in the reader’s language, the same on every call', () => {
    for (let call = 0; call < 2; call++) {
      expect(lastActiveIn('2026-08-14T09:00:00Z', now, 'en')).toBe('14 Aug 2026');
      expect(lastActiveIn('2026-08-14T09:00:00Z', now, 'fr')).toBe('14 août 2026');
      expect(lastActiveIn('2025-01-02T23:30:00Z', now, 'en')).toBe('2 Jan 2025');
    }
  });
});
