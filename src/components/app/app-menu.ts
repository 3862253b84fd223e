// The dashboard's side menu (rule 9): one list, the active item worked out from the path. Upgrade is for
// those who can still upgrade: a paid member's menu has no Upgrade item.

export interface MenuItem {
  label: string;
  href: string;
  /** Shown to free members: the page needs a paid membership. */
  paidOnly?: boolean;
  /** Only for members who are not paid yet (the browser also removes it the moment a payment completes). */
  upgrade?: boolean;
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
  { label: 'Upgrade', href: '/upgrade', upgrade: true },
];

const ADMIN_ITEM: MenuItem = { label: 'Admin', href: '/admin' };

export function menuFor(user: { isAdmin: boolean; isPaid: boolean }): readonly MenuItem[] {
  const learner = user.isPaid ? LEARNER_MENU.filter((item) => !item.upgrade) : LEARNER_MENU;
  return user.isAdmin ? [...learner, ADMIN_ITEM] : learner;
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
