// What each audit log action means in words (rule 35), for /admin/audit's filter and its entries. Actions of
// features added later still show, by their dotted name, until they are listed here.
export const KNOWN_AUDIT_ACTIONS = {
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
  'webinar.scheduled': 'Webinar scheduled',
  'webinar.cancelled': 'Webinar cancelled',
  'capstone.approved': 'Capstone approved',
  'capstone.returned': 'Capstone returned with feedback',
  'organisation.created': 'Organisation created',
  'organisation.renamed': 'Organisation renamed',
  'organisation.seats-changed': 'Seat limit changed',
  'organisation.deactivated': 'Organisation deactivated',
  'organisation.reactivated': 'Organisation reactivated',
  'organisation.code-replaced': 'Join code replaced',
  'organisation.invited': 'Invitation sent',
  'organisation.invitation-cancelled': 'Invitation cancelled',
  'organisation.member-joined': 'Member joined an organisation',
  'organisation.member-removed': 'Member removed from an organisation',
  'organisation.leader-added': 'Corporate leader added',
  'organisation.leader-removed': 'Corporate leader removed',
  'forum.post.hide': 'Post hidden',
  'forum.post.unhide': 'Post shown again',
  'forum.post.lock': 'Post locked',
  'forum.post.unlock': 'Post unlocked',
  'forum.post.pin': 'Post pinned',
  'forum.post.unpin': 'Post unpinned',
  'forum.reply.hide': 'Reply hidden',
  'forum.reply.unhide': 'Reply shown again',
  'forum.report.hidden': 'Report settled: content hidden',
  'forum.report.dismissed': 'Report dismissed',
} as const satisfies Record<string, string>;

export type KnownAuditAction = keyof typeof KNOWN_AUDIT_ACTIONS;

export function isKnownAuditAction(action: string): action is KnownAuditAction {
  return Object.hasOwn(KNOWN_AUDIT_ACTIONS, action);
}
