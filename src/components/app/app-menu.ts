// The dashboard's side menu (rule 9): one list, the active item worked out from the path.

export interface MenuItem {
  label: string;
  href: string;
  /** Shown to free members: the page needs a paid membership. */
  paidOnly?: boolean;
}

const LEARNER_MENU: readonly MenuItem[] = [
  { label: 'Leadership Board', href: '/leaderboard' },
  { label: 'Journey', href: '/journey' },
  { label: 'Badges', href: '/badges' },
  { label: 'Forum', href: '/forum' },
  { label: 'Impact Log', href: '/impact-log' },
  { label: 'Points', href: '/points', paidOnly: true },
  { label: 'CPD Record', href: '/cpd' },
  { label: 'Profile', href: '/profile' },
  { label: 'Upgrade', href: '/upgrade' },
];

const ADMIN_ITEM: MenuItem = { label: 'Admin', href: '/admin' };

export function menuFor(user: { isAdmin: boolean }): readonly MenuItem[] {
  return user.isAdmin ? [...LEARNER_MENU, ADMIN_ITEM] : LEARNER_MENU;
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
