// What of the signed-in user may be sent to the browser: the flags menus need, no email, no private fields.
import type { BrowserUser } from '#/domain/browser-user.ts';
import type { SessionUser } from '../services/session-user.ts';

export function toBrowserUser(user: SessionUser): BrowserUser {
  return {
    id: user.id,
    displayName: user.displayName,
    isAdmin: user.isAdmin,
    isPaid: user.isPaid,
    isCorporateMember: user.isCorporateMember,
    isIndividualPaid: user.isIndividualPaid,
  };
}
