// Rule 35: an admin cannot remove their own admin role, and the last admin cannot be demoted.
import { describe, expect, it } from 'vitest';
import { changedStandingFields, LAST_ADMIN_RULE_MESSAGE, OWN_ADMIN_ROLE_MESSAGE, standingChangeProblem } from '#/domain/standing-rules.ts';

const admin = { role: 'admin', membershipStatus: 'paid', transformationTier: null } as const;
const learner = { ...admin, role: 'learner' } as const;

describe('changing a standing', () => {
  it('an admin cannot remove their own admin role, however many admins there are', () => {
    expect(standingChangeProblem({ actorId: 'a', targetId: 'a', before: admin, after: learner, admins: 5 })).toBe(OWN_ADMIN_ROLE_MESSAGE);
  });

  it('the last admin cannot be demoted by anyone', () => {
    expect(standingChangeProblem({ actorId: 'operator', targetId: 'a', before: admin, after: learner, admins: 1 })).toBe(LAST_ADMIN_RULE_MESSAGE);
  });

  it('another admin can be demoted while one remains', () => {
    expect(standingChangeProblem({ actorId: 'a', targetId: 'b', before: admin, after: learner, admins: 2 })).toBeNull();
  });

  it('an admin may change their own membership or tier, and make others admins', () => {
    expect(standingChangeProblem({ actorId: 'a', targetId: 'a', before: admin, after: { ...admin, membershipStatus: 'free' }, admins: 1 })).toBeNull();
    expect(standingChangeProblem({ actorId: 'a', targetId: 'b', before: learner, after: admin, admins: 1 })).toBeNull();
  });

  it('lists the fields that change, in a fixed order', () => {
    expect(changedStandingFields(learner, { ...admin, transformationTier: 'corporate_leader' })).toEqual(['role', 'transformationTier']);
    expect(changedStandingFields(admin, admin)).toEqual([]);
  });
});
