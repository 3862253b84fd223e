// The dashboard's side menu (rule 9): Leadership Board, Journey, Badges, Forum, Impact Log, Points, CPD
// Record, Profile, Upgrade (until paid); admins also see Admin. The active item is worked out from the path.
import { describe, expect, it } from 'vitest';
import { activeItem, menuFor } from '#/components/app/app-menu.ts';

const LEARNER = { isAdmin: false, isPaid: false };
const ADMIN = { isAdmin: true, isPaid: false };
const PAID = { isAdmin: false, isPaid: true };

const LEARNER_ENTRIES = [
  ['Leadership Board', '/leaderboard'],
  ['Journey', '/journey'],
  ['Badges', '/badges'],
  ['Forum', '/forum'],
  ['Impact Log', '/impact-log'],
  ['Points', '/points'],
  ['CPD Record', '/cpd'],
  ['Profile', '/profile'],
  ['Upgrade', '/upgrade'],
];

type Viewer = { isAdmin: boolean; isPaid: boolean };
const entries = (user: Viewer): string[][] => menuFor(user).map((item) => [item.label, item.href]);
const activeLabel = (user: Viewer, path: string): string | null =>
  activeItem(menuFor(user), path)?.label ?? null;

describe('the menu (rule 9)', () => {
  it('a learner sees exactly Leadership Board, Journey, Badges, Forum, Impact Log, Points, CPD Record, Profile, Upgrade, in that order', () => {
    expect(entries(LEARNER)).toEqual(LEARNER_ENTRIES);
  });

  it('an admin sees the same items and then Admin (/admin) last', () => {
    expect(entries(ADMIN)).toEqual([...LEARNER_ENTRIES, ['Admin', '/admin']]);
  });

  it('a paid member has no Upgrade item; a paid admin neither', () => {
    expect(entries(PAID)).toEqual(LEARNER_ENTRIES.filter(([label]) => label !== 'Upgrade'));
    expect(entries({ isAdmin: true, isPaid: true }).map(([label]) => label)).not.toContain('Upgrade');
  });
});

describe('the active item', () => {
  it.each([
    ['/badges', 'Badges'],
    ['/forum', 'Forum'],
    ['/forum/posts/abc', 'Forum'],
    ['/leaderboard', 'Leadership Board'],
    ['/journey/modules/run-small-experiments', 'Journey'],
    ['/cpd/print', 'CPD Record'],
    ['/profile/', 'Profile'],
    ['/admin', 'Admin'],
    ['/admin/user/x', 'Admin'],
  ])('%s marks %s', (path, label) => {
    expect(activeLabel(ADMIN, path)).toBe(label);
  });

  it('a page outside the menu (/welcome) marks nothing', () => {
    expect(activeLabel(ADMIN, '/welcome')).toBeNull();
  });

  it('/forum-rules is not mistaken for /forum', () => {
    expect(activeLabel(ADMIN, '/forum-rules')).toBeNull();
  });

  it('a learner on an admin path has no active item (Admin is not in their menu)', () => {
    expect(activeLabel(LEARNER, '/admin/user/x')).toBeNull();
  });
});
