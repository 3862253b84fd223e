// The admin area's own menu (rule 35): every admin page, in the order an operator uses them. The item a
// path belongs to is worked out here (a learner's page is under Learners).
import type { MenuItem } from '../app/app-menu.ts';

export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', href: '/admin/dashboard' },
  { label: 'Learners', href: '/admin/users' },
  { label: 'Capstones', href: '/admin/capstones' },
  { label: 'Webinars', href: '/admin/webinars' },
  { label: 'Forum reports', href: '/admin/reports' },
  { label: 'Pathfinder requests', href: '/admin/pathfinder' },
  { label: 'Premium requests', href: '/admin/requests' },
  { label: 'Exports', href: '/admin/exports' },
  { label: 'Audit log', href: '/admin/audit' },
  { label: 'Settings', href: '/admin/settings' },
];

/** Paths that belong to an item without starting with its href. */
const ALIASES: readonly [prefix: string, href: string][] = [
  ['/admin/user/', '/admin/users'],
];

export function activeAdminItem(pathname: string): MenuItem | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return ADMIN_MENU[0] ?? null;
  const alias = ALIASES.find(([prefix]) => path.startsWith(prefix))?.[1];
  const href = alias ?? ADMIN_MENU.find((item) => path === item.href || path.startsWith(item.href + '/'))?.href;
  return ADMIN_MENU.find((item) => item.href === href) ?? null;
}
