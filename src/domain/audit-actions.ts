// What each audit log action means in words (rule 35), for /admin/audit's filter and its entries. Actions of
// features added later still show, by their dotted name, until they are listed here.
export const KNOWN_AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  'membership.paid': 'Membership paid (payment)',
  'settings.membership_price': 'Membership price changed',
  'settings.changed': 'Setting changed',
  'user.role': 'Role changed',
  'user.membership': 'Membership changed',
  'user.tier': 'Tier changed',
  'user.suspended': 'Account suspended',
  'user.reinstated': 'Account reinstated',
  'user.signed_out': 'Signed out everywhere',
  'xp.adjusted': 'XP adjusted',
  'pathfinder.retried': 'Pathfinder request retried',
};

