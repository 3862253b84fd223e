// The words of a corporate leader's /team page and its components (MembersTable, PageLinks), English here,
// French in src/i18n/fr/team.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/team.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { count, params } from '#/i18n/message-transforms.ts';
import { intlLocale } from '#/domain/display-formats.ts';

export const teamMessages = defineMessages(
  'team',
  {
    yourTeam: 'Your team',
    noTeamHeading: 'You do not lead an organisation yet',
    noTeamLead: 'Your account is a corporate leader’s, but no organisation is attached to it. Please ask us to add you to your organisation; this page then shows your team.',
    inactive: 'Your organisation is inactive: nobody can join it, and members who did not pay themselves do not count as paid members until we reactivate it. Please contact us.',
    overview: 'Overview',
    seats: 'Seats',
    seatsNoLimit: params('{count} members (no seat limit)'),
    seatsUsed: params('{count} of {limit} seats used'),
    status: 'Status',
    active: 'Active',
    inactiveWord: 'Inactive',
    pendingInvitations: 'Pending invitations',
    joinCode: 'Join code',
    shareIt: 'Share it with your team. Someone new enters it when they create their account, or anyone signed in enters it on their profile. They become corporate members at once.',
    shareItSeats: 'Share it with your team. Someone new enters it when they create their account, or anyone signed in enters it on their profile. They become corporate members at once, while seats are free.',
    signUpLink: 'Sign-up link with the code filled in:',
    regenerateHint: 'The current code stops working at once. People who joined stay.',
    newCode: 'Get a new code',
    inviteHeading: 'Invite by email',
    invited: count({ one: '{count} person invited', other: '{count} people invited' }),
    alreadyInvited: params('; {count} already had an invitation'),
    joinWhen: '. They join when they sign up or sign in with that email.',
    emails: 'Email addresses',
    emailsHint: params('One per line, or separated by commas (up to {max} at a time). Each person joins your organisation when they create an account or sign in with that email. We send no email: tell them to sign up.'),
    invite: 'Invite',
    noneWaiting: 'None waiting.',
    noneWaitingPage: 'None waiting on this page.',
    invitedOn: params('· invited {date}'),
    cancel: 'Cancel',
    cancelInvitation: params(' the invitation of {email}'),
    invitationPages: 'Pending invitations pages',
    membersHeading: 'Members and progress',
    findMember: 'Find a member',
    search: 'Search',
    removeQuestion: params('Remove {name} from {team}?'),
    removeText: 'Their corporate membership ends now: they become a free member again, unless they paid for membership themselves. They keep their XP and badges.',
    remove: params('Remove {name}'),
    keepThem: 'Keep them',
    nobodyCalled: params('Nobody in your team is called “{search}”.'),
    nobodyYet: 'Nobody has joined yet. Share the join code or invite people by email.',
    membersCaption: params('Members of {team}, by name'),
    membersMatchingCaption: params('Members of {team} matching “{search}”, by name'),
    memberPages: 'Member pages',
    leadersNote: 'Leaders are added and removed by our administrators. XP this month counts from the 1st, in UTC.',
    boardHeading: 'Organisation board',
    boardPeriod: 'Board period',
    all: 'All time',
    week: 'This week',
    month: 'This month',
    onBoard: count({ one: '{count} member on this board. Members who hide from the boards are not shown.', other: '{count} members on this board. Members who hide from the boards are not shown.' }),
    noXpYet: 'Nobody in your organisation has earned XP yet.',
    noXpWeek: 'Nobody in your organisation has earned XP this week.',
    noXpMonth: 'Nobody in your organisation has earned XP this month.',
    boardCaption: params('{team}, {period}: the top {top}'),
    name: 'Name',
    journey: 'Journey',
    modulesDone: 'Modules done',
    xpThisMonth: 'XP this month',
    lastActive: 'Last active',
    actions: 'Actions',
    leader: 'Leader',
    notChosen: 'Not chosen yet',
    modules: count({ one: '{count} module', other: '{count} modules' }),
    xpMonthShort: params('{xp} XP this month'),
    lastActiveShort: params('Last active: {when}'),
    removeLink: 'Remove',
    firstPage: 'First page',
    nextPage: 'Next page',
    never: 'Never',
    today: 'Today',
    yesterday: 'Yesterday',
    daysAgo: params('{count} days ago'),
    weeksAgo: params('{count} weeks ago'),
  },
  { fr },
);

const DAY_MS = 86_400_000;

/** "20 Nov 2026" ("20 nov. 2026"), built once per language: a team page words a last visit on every row. */
const olderVisits = new Map<Locale, Intl.DateTimeFormat>();

/** src/domain/last-active.ts lastActiveInWords, in `locale`. */
export function lastActiveIn(lastActive: string | null, now: Date, locale: Locale): string {
  const t = teamMessages(locale);
  const at = lastActive === null ? null : new Date(lastActive);
  if (at === null || Number.isNaN(at.getTime())) return t.never;
  const days = Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS));
  if (days === 0) return t.today;
  if (days === 1) return t.yesterday;
  if (days < 14) return t.daysAgo({ count: days });
  if (days < 61) return t.weeksAgo({ count: Math.floor(days / 7) });
  let format = olderVisits.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    olderVisits.set(locale, format);
  }
  return format.format(at);
}
