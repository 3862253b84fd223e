// Onboarding (rules 11 and 29): each step's answers are saved to the learner's draft on the server as they go
// (so another device, or a return visit, finds them), and completing it writes them to the profile, deletes
// the draft and pays the 50 XP in one transaction, once (rule 22). Only the learner may read or write their
// own onboarding, and a learner who has completed it cannot redo it (the quiz stays retakable from /profile).
import { isJourneyPathId, type JourneyPathId } from '#/domain/journey-paths.ts';
import { EMPTY_DRAFT, ONBOARDING_SOURCE_ID, readyToComplete, type OnboardingDraft } from '#/domain/onboarding.ts';
import { decodeAnswers, encodeAnswers, isLeadershipStyle, knownAnswers, quizAnswerProblems, scoreQuiz, type LeadershipStyle, type StyleProfile } from '#/domain/personality.ts';
import type { Backend } from '../../backend.ts';
import type { Columns, RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { awardXpInTransaction, type EarnedBadge } from '../gamification/index.ts';
import { ServiceError } from '../service-error.ts';
import { personalityCatalogue, type PersonalityCatalogue } from './personality-catalogue.ts';
import { communityServiceMessages } from '../villages/community-service.messages.ts';

const m = communityServiceMessages('en');

export const ALREADY_ONBOARDED = m.alreadyOnboarded;

export interface OnboardingState {
  readonly completed: boolean;
  /** What the learner has saved so far. */
  readonly draft: OnboardingDraft;
  /** What the forms start from before anything is saved: the profile as sign-up left it. */
  readonly defaults: { readonly displayName: string; readonly country: string | null; readonly timezone: string };
}

export interface AboutAnswers {
  readonly displayName: string;
  readonly country: string | null;
  readonly timezone: string;
}

function requireSelf(actorId: string, userId: string): void {
  // Deny by default: a learner's onboarding is theirs alone to read and write.
  if (actorId !== userId) throw new ServiceError('permission-denied', m.ownOnboarding);
}

function draftOf(row: RowOf<'onboarding_drafts'> | null): OnboardingDraft {
  if (!row) return EMPTY_DRAFT;
  return {
    displayName: row.displayName,
    country: row.country,
    timezone: row.timezone,
    journey: row.journey,
    quizAnswers: decodeAnswers(row.quizAnswers),
    personalityType: row.personalityType,
  };
}

async function learner(tx: Pick<StoreOps, 'getRow'>, userId: string): Promise<RowOf<'users'>> {
  const user = await tx.getRow('users', userId);
  if (!user) throw new ServiceError('not-found', m.noLearner);
  return user;
}

export async function readOnboarding({ store }: Pick<Backend, 'store'>, actorId: string, userId: string): Promise<OnboardingState> {
  requireSelf(actorId, userId);
  const [user, row] = await Promise.all([learner(store, userId), store.getRow('onboarding_drafts', userId)]);
  return {
    completed: user.onboardingCompletedAt !== null,
    draft: draftOf(row),
    defaults: { displayName: user.displayName, country: user.country, timezone: user.timezone },
  };
}

/** Writes some of the draft's columns, creating the draft on first use; refused once onboarding is complete. */
async function saveDraft({ store }: Pick<Backend, 'store'>, actorId: string, userId: string, changes: Partial<Columns<'onboarding_drafts'>>): Promise<OnboardingDraft> {
  requireSelf(actorId, userId);
  return store.transaction(async (tx) => {
    const user = await learner(tx, userId);
    if (user.onboardingCompletedAt !== null) throw new ServiceError('permission-denied', ALREADY_ONBOARDED);
    const existing = await tx.getRow('onboarding_drafts', userId);
    const row = existing ? await tx.updateRow('onboarding_drafts', userId, changes) : await tx.createRow('onboarding_drafts', userId, changes);
    return draftOf(row);
  });
}

export function saveAbout(backend: Pick<Backend, 'store'>, actorId: string, userId: string, about: AboutAnswers): Promise<OnboardingDraft> {
  return saveDraft(backend, actorId, userId, { displayName: about.displayName, country: about.country, timezone: about.timezone });
}

export function saveJourney(backend: Pick<Backend, 'store'>, actorId: string, userId: string, journey: JourneyPathId): Promise<OnboardingDraft> {
  if (!isJourneyPathId(journey)) throw new ServiceError('invalid-argument', m.chooseJourney, { fields: { journey: m.chooseJourney } });
  return saveDraft(backend, actorId, userId, { journey });
}

export interface QuizOutcome {
  readonly style: LeadershipStyle;
  /** The style as content describes it, for showing the result at once. */
  readonly profile: StyleProfile;
  /** Whether it went to the onboarding draft (true) or, for a retake, straight to the profile. */
  readonly draft: boolean;
}

/**
 * The quiz's answers. `finished`: every question must be answered (field messages name the ones that are
 * not), the server scores them, and the style goes to the draft during onboarding or to the profile on a
 * retake. Not finished: the answers so far are kept in the draft (a retake keeps nothing until finished).
 */
export async function answerQuiz(
  backend: Pick<Backend, 'store'>,
  actorId: string,
  userId: string,
  answers: Readonly<Record<string, string>>,
  finished: boolean,
  catalogue: PersonalityCatalogue = personalityCatalogue(),
): Promise<QuizOutcome | null> {
  requireSelf(actorId, userId);
  const { questions } = catalogue;
  if (!finished) {
    const user = await learner(backend.store, userId);
    if (user.onboardingCompletedAt !== null) return null;
    await saveDraft(backend, actorId, userId, { quizAnswers: encodeAnswers(knownAnswers(questions, answers)) });
    return null;
  }
  const problems = quizAnswerProblems(questions, answers);
  if (Object.keys(problems).length > 0) {
    const count = Object.keys(problems).length;
    throw new ServiceError('invalid-argument', count === 1 ? m.answerEveryOne({ count }) : m.answerEvery({ count }), { fields: problems });
  }
  const { style } = scoreQuiz(questions, answers);
  const profile = catalogue.styles[style];
  return backend.store.transaction(async (tx) => {
    const user = await learner(tx, userId);
    if (user.onboardingCompletedAt !== null) {
      await tx.updateRow('users', userId, { personalityType: style });
      return { style, profile, draft: false };
    }
    const changes = { quizAnswers: encodeAnswers(knownAnswers(questions, answers)), personalityType: style };
    if (await tx.getRow('onboarding_drafts', userId)) await tx.updateRow('onboarding_drafts', userId, changes);
    else await tx.createRow('onboarding_drafts', userId, changes);
    return { style, profile, draft: true };
  });
}

export interface CompletionOutcome {
  /** False when onboarding had been completed before: nothing changed and nothing was paid. */
  readonly completed: boolean;
  readonly xp: number;
  readonly badges: readonly EarnedBadge[];
}

/** Completes onboarding from the draft: the profile, the draft's removal and the 50 XP commit together, once. */
export async function completeOnboarding(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  userId: string,
  options: { now?: Date } = {},
): Promise<CompletionOutcome> {
  requireSelf(actorId, userId);
  const now = options.now ?? new Date();
  return store.transaction(async (tx) => {
    const user = await learner(tx, userId);
    if (user.onboardingCompletedAt !== null) return { completed: false, xp: 0, badges: [] };
    const draft = draftOf(await tx.getRow('onboarding_drafts', userId));
    if (!readyToComplete(draft) || !isLeadershipStyle(draft.personalityType)) {
      throw new ServiceError('invalid-argument', m.finishSteps);
    }
    // The profile first: the award reads the learner's time zone from it to date the XP (rule 23).
    await tx.updateRow('users', userId, {
      displayName: draft.displayName ?? user.displayName,
      country: draft.country,
      timezone: draft.timezone ?? user.timezone,
      journey: draft.journey,
      personalityType: draft.personalityType,
      onboardingCompletedAt: now.toISOString(),
    });
    await tx.deleteRow('onboarding_drafts', userId);
    const award = await awardXpInTransaction(tx, { userId, activity: 'onboarding', sourceId: ONBOARDING_SOURCE_ID }, { now });
    return { completed: true, xp: award.applied ? award.entry.xp : 0, badges: award.badges };
  });
}

/** The learner's leadership style, if they took the quiz. */
export async function personalityOf({ store }: Pick<Backend, 'store'>, userId: string): Promise<LeadershipStyle | null> {
  const user = await store.getRow('users', userId);
  return user && isLeadershipStyle(user.personalityType) ? user.personalityType : null;
}
