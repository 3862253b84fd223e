// The public header's account state (rules 37, 39): loading while the session resolves, then visitor, free or
// paid, which decides Sign In / Dashboard / Upgrade, the premium styling and the XP line.
import { describe, expect, it } from 'vitest';
import { HEADER_SCROLL_THRESHOLD_PX, viewerOf } from '#/lib/site-header.ts';

const user = { id: 'u1', displayName: 'Ada', isAdmin: false, isCorporateMember: false, isIndividualPaid: false };

describe('who the header shows', () => {
  it('loading, then visitor, free or paid', () => {
    expect(viewerOf({ status: 'loading' })).toBe('loading');
    expect(viewerOf({ status: 'signed-out' })).toBe('visitor');
    expect(viewerOf({ status: 'signed-in', user: { ...user, isPaid: false } })).toBe('free');
    expect(viewerOf({ status: 'signed-in', user: { ...user, isPaid: true } })).toBe('paid');
  });

  it('an admin without a paid membership counts as free (paid means membershipStatus paid)', () => {
    expect(viewerOf({ status: 'signed-in', user: { ...user, isAdmin: true, isPaid: false } })).toBe('free');
  });

  it('changes its style after 20 px of scrolling (rule 44)', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(20);
  });
});
