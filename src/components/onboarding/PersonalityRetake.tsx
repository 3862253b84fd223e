// "Retake the quiz" on /profile (rule 29): without JavaScript, a link to /profile/personality (the quiz as a
// plain form); once React runs, a button that opens the personality type dialog. The finished quiz is saved
// straight to the profile, and the page reloads to show the new style.
import { useMemo, useState } from 'react';
import type { QuizQuestion } from '#/domain/personality.ts';
import type { Locale } from '#/i18n/locales.ts';
import { onboardingMessages } from './onboarding.messages.ts';
import { createPersonalityQuiz } from '#/stores/personality-quiz.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { saveQuizAnswers } from './onboarding-calls.ts';
import PersonalityQuizDialog from './PersonalityQuizDialog.tsx';

interface Props {
  questions: QuizQuestion[];
  label: string;
  locale: Locale;
}

export default function PersonalityRetake({ questions, label, locale }: Props) {
  const t = onboardingMessages(locale);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const quiz = useMemo(
    () =>
      createPersonalityQuiz(
        questions,
        {},
        {
          save: saveQuizAnswers,
        },
        { savePartial: false, locale },
      ),
    [questions, locale],
  );
  if (!hydrated) {
    return (
      <a className="btn-secondary mt-3" href="/profile/personality">
        {label}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn-secondary mt-3"
        onClick={() => {
          quiz.restart();
          setOpen(true);
        }}
      >
        {label}
      </button>
      <PersonalityQuizDialog
        quiz={quiz}
        open={open}
        onClose={() => setOpen(false)}
        doneLabel={t.saveToProfile}
        locale={locale}
        onDone={() => window.location.assign(quiz.$state.get().redirect ?? '/profile')}
      />
    </>
  );
}
