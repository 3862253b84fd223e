// The caller checks of the organisation Actions (rule 34): each Action checks again what the route table
// already decided, so an Action reached some other way still refuses. The services check the stored row too.
import { ActionError, type ActionAPIContext } from 'astro:actions';
import type { SessionUser } from '#/server/services/session-user.ts';
import { requireUser } from './service-errors.ts';

export function requireAdminUser(context: ActionAPIContext): SessionUser {
  const user = requireUser(context);
  if (!user.isAdmin) throw new ActionError({ code: 'FORBIDDEN', message: 'Only administrators can manage organisations.' });
  return user;
}

export function requireCorporateLeader(context: ActionAPIContext): SessionUser {
  const user = requireUser(context);
  if (!user.isCorporateLeader) throw new ActionError({ code: 'FORBIDDEN', message: 'Only corporate leaders can manage a team.' });
  return user;
}
