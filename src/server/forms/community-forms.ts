// The zod schemas of the community forms (onboarding, villages, group challenges, the impact log, the
// premium ecosystem's requests): the Actions' inputs, so every text has its length limit and every choice its
// list before any service runs. Rules a form cannot know (dates in the learner's zone, the link's scheme, who
// may do what) are the services'.
import { z } from 'zod';
import { IMPACT_CATEGORIES, IMPACT_LIMITS } from '#/domain/impact.ts';
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';
import { ANSWER_ID_PATTERN } from '#/domain/personality.ts';
import { VILLAGE_ACCESS, VILLAGE_DESCRIPTION_MAX, VILLAGE_NAME_MAX } from '#/domain/villages.ts';
import { profileForm } from './account-forms.ts';
import { choiceField, optionalText, optionalWholeNumber, requiredText, rowIdField, wholeNumber } from './community-fields.ts';
import { communityFormMessages } from './community-forms.messages.ts';
import { formText } from './form-fields.ts';
import { offlineSendFields } from './offline-send-fields.ts';

const m = communityFormMessages('en');

// Onboarding (rule 29).
export const aboutForm = profileForm.pick({ displayName: true, country: true, timezone: true });
export const journeyForm = z.object({ journey: choiceField(JOURNEY_PATH_IDS, m.chooseJourney) });
/** The quiz: one field per question (its id) holding the chosen answer's id, and whether it is the final answer. */
export const quizForm = z
  .object({ finished: z.boolean() })
  .catchall(formText(z.string().max(20)))
  .refine((fields) => Object.keys(fields).length <= 40, m.tooManyAnswers)
  .transform(({ finished, ...fields }) => ({
    finished,
    answers: Object.fromEntries(Object.entries(fields).filter(([key, value]) => ANSWER_ID_PATTERN.test(key) && typeof value === 'string')) as Record<string, string>,
  }));

// Villages (rule 30).
export const createVillageForm = z.object({
  name: requiredText(VILLAGE_NAME_MAX, m.nameVillage),
  description: optionalText(VILLAGE_DESCRIPTION_MAX, { multiline: true }),
  access: choiceField(VILLAGE_ACCESS, m.chooseWhoJoins),
});
export const villageForm = z.object({ villageId: rowIdField(m.villageNotFound) });
export const inviteCodeForm = z.object({ code: requiredText(20, m.enterInviteCode) });
export const memberForm = z.object({ villageId: rowIdField(m.villageNotFound), memberId: rowIdField(m.memberNotFound) });
export const startChallengeForm = z.object({ villageId: rowIdField(m.villageNotFound), challengeId: requiredText(40, m.chooseChallenge) });

// The impact log (rule 32).
const impactFields = z.object({
  date: requiredText(10, m.enterDate),
  title: requiredText(IMPACT_LIMITS.title, m.titleEntry),
  description: requiredText(IMPACT_LIMITS.description, m.sayWhatChanged, { multiline: true }),
  peopleAffected: wholeNumber(0, IMPACT_LIMITS.peopleAffected, m.enterPeople),
  category: choiceField(IMPACT_CATEGORIES, m.chooseCategory),
  evidenceUrl: optionalText(IMPACT_LIMITS.evidenceUrl),
  shared: z.boolean(),
});
// A new entry may be typed offline and sent more than once: it carries a send key (offline-send-fields.ts).
export const impactEntryForm = impactFields.extend(offlineSendFields);
export const impactEditForm = impactFields.extend({ entryId: rowIdField(m.entryNotFound) });
export const impactDeleteForm = z.object({ entryId: rowIdField(m.entryNotFound) });

// The premium ecosystem.
export const circlePlaceForm = z.object({
  sessionId: requiredText(60, m.chooseSession),
  message: optionalText(1000, { multiline: true }),
});
export const partnerForm = z.object({
  organisation: requiredText(120, m.enterOrganisation),
  jobTitle: optionalText(80),
  teamSize: optionalWholeNumber(1, 100_000),
  goals: requiredText(2000, m.sayGoals, { multiline: true }),
  availability: optionalText(200),
});
