// The admin area's own menu (rule 35): every admin page, in the order an operator uses them. The item a
// path belongs to is worked out here (a learner's page is under Learners).
import type { MenuItem } from '../app/app-menu.ts';
import type { Locale } from '#/i18n/locales.ts';
import { adminMenuMessages } from './admin-menu.messages.ts';

export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', href: '/admin/dashboard' },
  { label: 'Learners', href: '/admin/users' },
  { label: 'Organisations', href: '/admin/organisations' },
  { label: 'Capstones', href: '/admin/capstones' },
  { label: 'Webinars', href: '/admin/webinars' },
  { label: 'Forum reports', href: '/admin/reports' },
  { label: 'Pathfinder requests', href: '/admin/pathfinder' },
  { label: 'Premium requests', href: '/admin/requests' },
  { label: 'Exports', href: '/admin/exports' },
  { label: 'Audit log', href: '/admin/audit' },
  { label: 'Settings', href: '/admin/settings' },
];

const KEYS = ['dashboard', 'users', 'organisations', 'capstones', 'webinars', 'reports', 'pathfinder', 'requests', 'exports', 'audit', 'settings'] as const;

/** The menu in the reader's language (same items and order as ADMIN_MENU, which is the English). */
export function adminMenu(locale: Locale): MenuItem[] {
  const t = adminMenuMessages(locale);
  return ADMIN_MENU.map((item, index) => ({ ...item, label: t[KEYS[index] ?? 'dashboard'] }));
}

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
