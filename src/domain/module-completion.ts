// Completing a module without farming it (rule 24): the reflection answer has at least 100 characters, and
// a quarter of the module's estimated minutes has passed since the learner first opened it (the server
// records the opening). Every refusal says why, with the figures the learner needs.
import { journeyRefusalsMessages } from './journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

/** Fewest characters of a module's reflection answer, counted after trimming. */
export const MODULE_ANSWER_MIN = 100;
/** Most characters of an answer. */
export const MODULE_ANSWER_MAX = 5000;
/** The share of a module's estimated minutes that must pass between opening and completing it. */
export const MIN_TIME_SHARE = 0.25;

/** How long after opening a module it can be completed, in milliseconds. */
export function minimumOpenMs(minutes: number, share: number = MIN_TIME_SHARE): number {
  return Math.ceil(minutes * share * 60_000);
}

/** The earliest moment a module opened at `openedAt` can be completed. */
export function completableFrom(openedAt: Date, minutes: number, share: number = MIN_TIME_SHARE): Date {
  return new Date(openedAt.getTime() + minimumOpenMs(minutes, share));
}

/** Why an answer cannot complete a module (for the answer field), or null. `min`: the site setting in force. */
export function moduleAnswerProblem(answer: string, min: number = MODULE_ANSWER_MIN): string | null {
  const length = answer.trim().length;
  if (length === 0) return m.writeModuleReflection({ min });
  if (length < min) {
    return m.moduleReflectionShort({ min, length, more: min - length });
  }
  if (length > MODULE_ANSWER_MAX) return m.keepReflectionTo({ max: MODULE_ANSWER_MAX.toLocaleString('en-US') });
  return null;
}

function minutesWord(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Why it is too early to complete a module, or null when enough time has passed since it was opened. */
export function moduleTimeProblem(openedAt: Date | null, minutes: number, now: Date, share: number = MIN_TIME_SHARE): string | null {
  const needed = minimumOpenMs(minutes, share);
  if (openedAt === null) return m.openAndReadFirst;
  const elapsed = now.getTime() - openedAt.getTime();
  if (elapsed >= needed) return null;
  const left = Math.max(1, Math.ceil((needed - elapsed) / 60_000));
  return m.moduleTooEarly({ minutes: minutesWord(minutes), after: minutesWord(Math.ceil(needed / 60_000)), left: minutesWord(left) });
}
