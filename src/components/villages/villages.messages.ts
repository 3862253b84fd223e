// The words of the village screens (/villages/<id>, /build-village, the village components and the dashboard's
// village prompt), the stage and challenge texts of src/domain/villages.ts and challenges.ts, English here,
// French in src/i18n/fr/villages.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/villages.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { count, params } from '#/i18n/message-transforms.ts';
import { MEASURE_UNITS, START_MESSAGES, type ChallengeMeasure, type StartRefusal } from '#/domain/challenges.ts';
import { FOUNDER_MUST_HAND_OVER, membersNeeded, placesLeft, VILLAGE_MAX_MEMBERS, villageStage, type VillageFacts, type VillageStage } from '#/domain/villages.ts';
import { formatNumber } from '#/domain/display-formats.ts';

export const villageMessages = defineMessages(
  'villages',
  {
    notFoundTitle: 'Village not found',
    notFound: 'There is no such village. It may have been given a new address, or the link is mistyped.',
    findVillage: 'Find a village',
    aboutVillage: 'About this village',
    noDescription: 'No description yet.',
    open: 'Open',
    inviteOnly: 'Invite-only',
    membersOf: params('{count} of {max} members.'),
    closedNote: 'This village has closed: its last member left.',
    findAnother: 'Find another village',
    alreadyBelong: 'You already belong to',
    aVillage: 'a village',
    leaveFirst: '. Leave it first to join this one.',
    joinThis: 'Join this village',
    inviteCode: 'Invite code',
    inviteOnlyHint: 'This village is invite-only: ask its founder for the code.',
    joinWithCode: 'Join with the code',
    inviteLead: 'Anyone with this code can join, even while the village is invite-only. Make a new one to stop the old one working.',
    newCode: 'Make a new code',
    leaveHeading: 'Leave the village',
    founderMustHandOver: FOUNDER_MUST_HAND_OVER,
    useMakeFounder: 'Use "Make founder" next to a member.',
    lastMember: 'You are its last member: leaving closes the village.',
    joinAnother: 'You can join or start another village afterwards.',
    leaveAndClose: 'Leave and close the village',
    leave: 'Leave the village',
    buildTitle: 'Build your village',
    onboarded: 'Onboarding complete: you earned 50 XP.',
    buildLead: params(
      'A village is a small group of {min} to {max} learners who go through the programme together: you share what works, take on group challenges and keep each other going. Start one and invite people you know, or join one below.',
    ),
    decideLater: 'Decide later',
    remind: ': your dashboard will remind you.',
    startVillage: 'Start a village',
    villageName: 'Village name',
    villageNameHint: 'For example: Accra nurse leaders, or Team leads of Kisumu.',
    whatAbout: 'What is it about?',
    optional: '(optional)',
    descriptionHint: params('Who it is for and how you will meet, up to {max} characters.'),
    whoCanJoin: 'Who can join?',
    openChoice: ': listed here, anyone can join.',
    inviteChoice: ': people join with the invite code you share.',
    createVillage: 'Create village',
    joinWithInvite: 'Join with an invite code',
    codeHint: '8 letters and digits, like ABCD-EF23.',
    joinVillage: 'Join village',
    openVillages: 'Open villages',
    formingFirst: 'Villages that are still forming come first: they need you most.',
    noOpen: 'No open village has room right now. Start the first one: it only takes a name.',
    join: 'Join',
    pagesLabel: 'Pages of open villages',
    previous: 'Previous page',
    next: 'Next page',
    cardMembers: params('{count} of {max} members'),
    sharedHeading: 'Impact shared with the village',
    nothingShared: 'Nothing shared yet. In your',
    impactLog: 'impact log',
    tickShare: ', tick "Share with my village" on an entry to show it here.',
    peopleAffected: count({ one: '{count} person affected', other: '{count} people affected' }),
    evidence: 'Evidence',
    forTitle: params(' for {title}'),
    boardHeading: 'Village board',
    boardEmpty: 'Nobody in the village has earned XP yet. Complete a module or a reflection to open the board.',
    boardCaption: "All-time XP of the village's members",
    member: 'Member',
    rank: 'Rank',
    you: ' (you)',
    level: params('Level {level}'),
    offBoards: 'You chose to stay off the boards: your place is shown to you only.',
    membersHeading: 'Members',
    membersCount: params('({count} of {max})'),
    founder: 'Founder',
    youTag: 'You',
    makeFounder: 'Make founder',
    remove: 'Remove',
    fromVillage: params(' {name} from the village'),
    challengeHeading: 'Group challenge',
    metOn: params('Met on {date}: every member earned the "{badge}" badge.'),
    daysLeft: count({ one: '{count} day left', other: '{count} days left' }),
    runningNote: params('{left} (ends {date}). Meeting it earns every member the "{badge}" badge.'),
    endedOn: params('Ended on {date} before the goal was met. Try another one.'),
    nextChallenge: 'Take on the next challenge',
    firstChallenge: 'Take on a challenge together',
    daysBadge: params('{days} days · badge: {badge}'),
    start: 'Start',
    earlier: 'Earlier challenges',
    metOnShort: params('met on {date}'),
    endedShort: params('ended {date}'),
    progress: params('{current} of {target} {unit}'),
    yourVillage: 'Your village',
    promptMembers: count({ one: '{count} member', other: '{count} members' }),
    openYourVillage: 'Open your village',
    notInVillage: 'You are not in a village yet',
    promptLead: 'Learn with 3 to 12 peers who keep each other going, share what works and take on group challenges together.',
    buildOrJoin: 'Build or join a village',
    stageForming: 'Forming',
    stageEstablished: 'Established',
    stageFull: 'Full',
    stageClosed: 'Closed',
    closedText: 'Closed: its last member left.',
    fullText: params('Full: {max} members.'),
    formingText: count({ one: 'Forming: needs {count} more member to start group challenges.', other: 'Forming: needs {count} more members to start group challenges.' }),
    establishedText: count({ one: 'Established: {count} place left.', other: 'Established: {count} places left.' }),
    refusalPaused: START_MESSAGES.paused,
    refusalRank: START_MESSAGES.rank,
    refusalForming: START_MESSAGES.forming,
    refusalRunning: START_MESSAGES.running,
    xp_earned: MEASURE_UNITS.xp_earned,
    modules_completed: MEASURE_UNITS.modules_completed,
    reflections_written: MEASURE_UNITS.reflections_written,
    impact_entries: MEASURE_UNITS.impact_entries,
    people_affected: MEASURE_UNITS.people_affected,
    members_logging_impact: MEASURE_UNITS.members_logging_impact,
    members_reflecting: MEASURE_UNITS.members_reflecting,
  },
  { fr },
);

const STAGE_KEYS = { forming: 'stageForming', established: 'stageEstablished', full: 'stageFull', closed: 'stageClosed' } as const satisfies Record<VillageStage, string>;
const REFUSAL_KEYS = { paused: 'refusalPaused', rank: 'refusalRank', forming: 'refusalForming', running: 'refusalRunning' } as const satisfies Record<StartRefusal, string>;

export function stageLabelIn(stage: VillageStage, locale: Locale): string {
  return villageMessages(locale)[STAGE_KEYS[stage]];
}

/** src/domain/villages.ts stageDescription, in `locale`. */
export function stageDescriptionIn(village: Pick<VillageFacts, 'status' | 'memberCount'>, locale: Locale): string {
  const t = villageMessages(locale);
  const stage = villageStage(village);
  if (stage === 'closed') return t.closedText;
  if (stage === 'full') return t.fullText({ max: VILLAGE_MAX_MEMBERS });
  if (stage === 'forming') return t.formingText(membersNeeded(village.memberCount));
  return t.establishedText(placesLeft(village.memberCount));
}

export function startRefusalIn(refusal: StartRefusal, locale: Locale): string {
  return villageMessages(locale)[REFUSAL_KEYS[refusal]];
}

/** "1,200 of 1,500 XP earned" in `locale`. */
export function progressTextIn(measure: ChallengeMeasure, progress: { current: number; target: number }, locale: Locale): string {
  const t = villageMessages(locale);
  return t.progress({ current: formatNumber(Math.min(progress.current, progress.target), locale), target: formatNumber(progress.target, locale), unit: t[measure] });
}

/** A village summary's stage line in `locale` (the summary's own `stageText` is the English). */
export function stageTextOf(village: { stage: VillageStage; memberCount: number }, locale: Locale): string {
  return stageDescriptionIn({ status: village.stage === 'closed' ? 'closed' : 'active', memberCount: village.memberCount }, locale);
}
