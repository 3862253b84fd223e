// The personality quiz in its dialog (rule 29): one question at a time, Next once it is answered, Back
// keeping the answers, then the server scores the whole set and the dialog shows the style. During
// onboarding each Next also saves the answers so far to the draft (leaving halfway keeps them); a retake from
// the profile saves only the finished quiz. A store factory, so the steps are tested without React.
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { LeadershipStyle, QuizQuestion } from '#/domain/personality.ts';
import { messagesOf, networkFailedMessage, type ActionCallResult } from '#/lib/action-form.ts';
import { onboardingMessages } from '#/components/onboarding/onboarding.messages.ts';
import { documentLocale } from '#/i18n/document-locale.ts';
import type { Locale } from '#/i18n/locales.ts';

/** A style as the dialog shows it once the quiz is scored. */
export interface StyleView {
  readonly id: LeadershipStyle;
  readonly name: string;
  readonly tagline: string;
  readonly strengths: readonly string[];
  readonly watchOuts: readonly string[];
  readonly paragraphs: readonly string[];
}

/** What the answerQuiz Action answers. */
export interface QuizSaved {
  readonly style: LeadershipStyle | null;
  readonly redirect: string | null;
  readonly profile: StyleView | null;
}

export interface QuizState {
  readonly index: number;
  readonly answers: Readonly<Record<string, string>>;
  readonly status: 'answering' | 'saving' | 'done';
  readonly result: StyleView | null;
  /** Where the retake goes once seen (the profile); null during onboarding. */
  readonly redirect: string | null;
  readonly error: string | null;
}

export interface QuizEffects {
  save(answers: Readonly<Record<string, string>>, finished: boolean): Promise<ActionCallResult<QuizSaved>>;
}

export interface PersonalityQuiz {
  readonly questions: readonly QuizQuestion[];
  readonly $state: ReadableAtom<QuizState>;
  readonly $question: ReadableAtom<QuizQuestion | null>;
  readonly $canContinue: ReadableAtom<boolean>;
  /** Starts (or resumes) at the first unanswered question. */
  open(): void;
  choose(optionId: string): void;
  /** The next question, or scoring after the last; nothing while the question is unanswered. */
  next(): Promise<void>;
  back(): void;
  /** Answers again from the first question, all answers cleared. */
  restart(): void;
}

export function createPersonalityQuiz(
  questions: readonly QuizQuestion[],
  initialAnswers: Readonly<Record<string, string>>,
  effects: QuizEffects,
  options: { savePartial: boolean; locale?: Locale },
): PersonalityQuiz {
  const locale = options.locale ?? documentLocale();
  const t = onboardingMessages(locale);
  const known = (id: string, option: string) => questions.some((q) => q.id === id && q.options.some((o) => o.id === option));
  const start = Object.fromEntries(Object.entries(initialAnswers).filter(([id, option]) => known(id, option)));
  const $state = atom<QuizState>({ index: 0, answers: start, status: 'answering', result: null, redirect: null, error: null });
  const $question = computed($state, (s) => (s.status === 'done' ? null : (questions[s.index] ?? null)));
  const $canContinue = computed($state, (s) => s.status === 'answering' && !!questions[s.index] && s.answers[questions[s.index]?.id ?? ''] !== undefined);

  const firstUnanswered = (answers: Readonly<Record<string, string>>) => {
    const index = questions.findIndex((q) => answers[q.id] === undefined);
    return index === -1 ? questions.length - 1 : index;
  };

  async function finish(): Promise<void> {
    const s = $state.get();
    $state.set({ ...s, status: 'saving', error: null });
    let result: ActionCallResult<QuizSaved>;
    try {
      result = await effects.save(s.answers, true);
    } catch {
      $state.set({ ...$state.get(), status: 'answering', error: networkFailedMessage(locale) });
      return;
    }
    if (result.error || !result.data?.profile) {
      const shown = result.error ? messagesOf(result.error, locale) : { fields: {}, formError: null };
      const missing = questions.findIndex((q) => shown.fields[q.id] !== undefined);
      const error = shown.formError ?? (missing >= 0 ? t.answerThis : t.somethingWrong);
      $state.set({ ...$state.get(), status: 'answering', index: missing >= 0 ? missing : $state.get().index, error });
      return;
    }
    $state.set({ ...$state.get(), status: 'done', result: result.data.profile, redirect: result.data.redirect, error: null });
  }

  return {
    questions,
    $state,
    $question,
    $canContinue,
    open() {
      const s = $state.get();
      if (s.status === 'done') return;
      $state.set({ ...s, index: firstUnanswered(s.answers), error: null });
    },
    choose(optionId) {
      const s = $state.get();
      const question = questions[s.index];
      if (s.status !== 'answering' || !question || !known(question.id, optionId)) return;
      $state.set({ ...s, answers: { ...s.answers, [question.id]: optionId }, error: null });
    },
    async next() {
      const s = $state.get();
      if (!$canContinue.get()) return;
      if (s.index >= questions.length - 1) {
        await finish();
        return;
      }
      $state.set({ ...s, index: s.index + 1 });
      // Kept as the learner goes, so closing the tab loses nothing; a failure here is not worth a message.
      if (options.savePartial) await effects.save(s.answers, false).catch(() => undefined);
    },
    back() {
      const s = $state.get();
      if (s.status !== 'answering' || s.index === 0) return;
      $state.set({ ...s, index: s.index - 1, error: null });
    },
    restart() {
      $state.set({ index: 0, answers: {}, status: 'answering', result: null, redirect: null, error: null });
    },
  };
}
