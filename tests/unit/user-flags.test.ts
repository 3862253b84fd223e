// The derived flags of rule 38: each reads one column of the user row.
import { describe, expect, it } from 'vitest';
import { deriveFlags, type UserStanding } from '#/domain/user-flags.ts';

const learner: UserStanding = { role: 'learner', membershipStatus: 'free', transformationTier: null };

describe('derived user flags (rule 38)', () => {
  it('a free learner with no tier has no flags', () => {
    expect(deriveFlags(learner)).toEqual({
      isAdmin: false,
      isPaid: false,
      isCorporateMember: false,
      isIndividualPaid: false,
    });
  });

  it('isAdmin is role admin', () => {
    expect(deriveFlags({ ...learner, role: 'admin' }).isAdmin).toBe(true);
    expect(deriveFlags({ ...learner, role: 'learner' }).isAdmin).toBe(false);
  });

  it('isPaid is membershipStatus paid', () => {
    expect(deriveFlags({ ...learner, membershipStatus: 'paid' }).isPaid).toBe(true);
    expect(deriveFlags({ ...learner, membershipStatus: 'free' }).isPaid).toBe(false);
  });

  it('an admin is not paid unless their membershipStatus is paid', () => {
    expect(deriveFlags({ ...learner, role: 'admin', membershipStatus: 'free' }).isPaid).toBe(false);
  });

  it('isCorporateMember is tier corporate_member or corporate_leader', () => {
    expect(deriveFlags({ ...learner, transformationTier: 'corporate_member' }).isCorporateMember).toBe(true);
    expect(deriveFlags({ ...learner, transformationTier: 'corporate_leader' }).isCorporateMember).toBe(true);
    expect(deriveFlags({ ...learner, transformationTier: 'individual_paid' }).isCorporateMember).toBe(false);
    expect(deriveFlags({ ...learner, transformationTier: null }).isCorporateMember).toBe(false);
  });

  it('isIndividualPaid is tier individual_paid', () => {
    expect(deriveFlags({ ...learner, transformationTier: 'individual_paid' }).isIndividualPaid).toBe(true);
    expect(deriveFlags({ ...learner, transformationTier: 'corporate_leader' }).isIndividualPaid).toBe(false);
    expect(deriveFlags({ ...learner, transformationTier: null }).isIndividualPaid).toBe(false);
  });

  it('a corporate tier does not make a free member paid', () => {
    expect(deriveFlags({ ...learner, transformationTier: 'corporate_member' }).isPaid).toBe(false);
  });

  it('a member who paid individually has isPaid and isIndividualPaid (rule 21)', () => {
    expect(deriveFlags({ role: 'learner', membershipStatus: 'paid', transformationTier: 'individual_paid' })).toEqual({
      isAdmin: false,
      isPaid: true,
      isCorporateMember: false,
      isIndividualPaid: true,
    });
  });
});
