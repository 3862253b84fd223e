// The dashboard's side menu (rule 9): one list, the active item worked out from the path. Upgrade is for
// those who can still upgrade: a paid member's menu has no Upgrade item. Labels are in the reader's language.
import type { Locale } from '#/i18n/locales.ts';
import { appMenuMessages } from './app-menu.messages.ts';

type MenuKey = keyof ReturnType<typeof appMenuMessages>;

export interface MenuItem {
  label: string;
  href: string;
  /** Shown to free members: the page needs a paid membership. */
  paidOnly?: boolean;
  /** Only for members who are not paid yet (the browser also removes it the moment a payment completes). */
  upgrade?: boolean;
}

type MenuEntry = Omit<MenuItem, 'label'> & { key: MenuKey };

const LEARNER_MENU: readonly MenuEntry[] = [
  { key: 'leaderboard', href: '/leaderboard' },
  { key: 'journey', href: '/journey' },
  { key: 'badges', href: '/badges' },
  { key: 'forum', href: '/forum' },
  { key: 'impactLog', href: '/impact-log' },
  { key: 'points', href: '/points', paidOnly: true },
  { key: 'cpd', href: '/cpd' },
  { key: 'profile', href: '/profile' },
  { key: 'upgrade', href: '/upgrade', upgrade: true },
];

const ADMIN_ITEM: MenuEntry = { key: 'admin', href: '/admin' };
/** A corporate leader's team page (rule 34), just before Profile. */
const TEAM_ITEM: MenuEntry = { key: 'team', href: '/team' };

export function menuFor(user: { isAdmin: boolean; isPaid: boolean; isCorporateLeader?: boolean }, locale: Locale = 'en'): readonly MenuItem[] {
  let learner = user.isPaid ? LEARNER_MENU.filter((item) => !item.upgrade) : LEARNER_MENU;
  if (user.isCorporateLeader) {
    const profile = learner.findIndex((item) => item.href === '/profile');
    learner = [...learner.slice(0, profile), TEAM_ITEM, ...learner.slice(profile)];
  }
  const labels = appMenuMessages(locale);
  return (user.isAdmin ? [...learner, ADMIN_ITEM] : learner).map(({ key, ...item }) => ({ ...item, label: labels[key] }));
}

/** The menu item a path belongs to: the one whose href is the longest prefix (so /forum/posts/x is Forum). */
export function activeItem(items: readonly MenuItem[], pathname: string): MenuItem | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: MenuItem | null = null;
  for (const item of items) {
    if ((path === item.href || path.startsWith(item.href + '/')) && (!best || item.href.length > best.href.length)) best = item;
  }
  return best;
}
