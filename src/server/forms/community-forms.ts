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
import { formText } from './form-fields.ts';

// Onboarding (rule 29).
export const aboutForm = profileForm.pick({ displayName: true, country: true, timezone: true });
export const journeyForm = z.object({ journey: choiceField(JOURNEY_PATH_IDS, 'Choose one of the journeys.') });
/** The quiz: one field per question (its id) holding the chosen answer's id, and whether it is the final answer. */
export const quizForm = z
  .object({ finished: z.boolean() })
  .catchall(formText(z.string().max(20)))
  .refine((fields) => Object.keys(fields).length <= 40, 'Too many answers.')
  .transform(({ finished, ...fields }) => ({
    finished,
    answers: Object.fromEntries(Object.entries(fields).filter(([key, value]) => ANSWER_ID_PATTERN.test(key) && typeof value === 'string')) as Record<string, string>,
  }));

// Villages (rule 30).
export const createVillageForm = z.object({
  name: requiredText(VILLAGE_NAME_MAX, 'Give your village a name.'),
  description: optionalText(VILLAGE_DESCRIPTION_MAX, { multiline: true }),
  access: choiceField(VILLAGE_ACCESS, 'Choose who can join.'),
});
export const villageForm = z.object({ villageId: rowIdField('village') });
export const inviteCodeForm = z.object({ code: requiredText(20, 'Enter the invite code.') });
export const memberForm = z.object({ villageId: rowIdField('village'), memberId: rowIdField('member') });
export const startChallengeForm = z.object({ villageId: rowIdField('village'), challengeId: requiredText(40, 'Choose a challenge.') });

// The impact log (rule 32).
export const impactEntryForm = z.object({
  date: requiredText(10, 'Enter the date it happened.'),
  title: requiredText(IMPACT_LIMITS.title, 'Give the entry a title.'),
  description: requiredText(IMPACT_LIMITS.description, 'Say what you did and what changed.', { multiline: true }),
  peopleAffected: wholeNumber(0, IMPACT_LIMITS.peopleAffected, 'Enter how many people it affected (0 if none yet).'),
  category: choiceField(IMPACT_CATEGORIES, 'Choose a category.'),
  evidenceUrl: optionalText(IMPACT_LIMITS.evidenceUrl),
  shared: z.boolean(),
});
export const impactEditForm = impactEntryForm.extend({ entryId: rowIdField('entry') });
export const impactDeleteForm = z.object({ entryId: rowIdField('entry') });

// The premium ecosystem.
export const circlePlaceForm = z.object({
  sessionId: requiredText(60, 'Choose a session.'),
  message: optionalText(1000, { multiline: true }),
});
export const partnerForm = z.object({
  organisation: requiredText(120, 'Enter your organisation.'),
  jobTitle: optionalText(80),
  teamSize: optionalWholeNumber(1, 100_000),
  goals: requiredText(2000, 'Say what you would like a partner to help with.', { multiline: true }),
  availability: optionalText(200),
});
