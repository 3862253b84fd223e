// The whole personality quiz as one plain form (rule 29): how it is answered without JavaScript, on the
// onboarding page and on /profile/personality. Every question is a group of radio buttons; a question left
// unanswered gets its message next to it, and what was chosen stays chosen.
import type { QuizQuestion } from '#/domain/personality.ts';
import type { Locale } from '#/i18n/locales.ts';
import { onboardingMessages } from './onboarding.messages.ts';

interface Props {
  questions: readonly QuizQuestion[];
  /** The Action's address (`?_action=onboarding.answerQuiz`). */
  action: string;
  answers: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  formError: string | null;
  submitLabel: string;
  locale: Locale;
}

export default function QuizForm({ questions, action, answers, errors, formError, submitLabel, locale }: Props) {
  const t = onboardingMessages(locale);
  const firstInvalid = questions.find((question) => errors[question.id])?.id;
  return (
    <form method="post" action={action} noValidate className="mt-4">
      <input type="hidden" name="finished" value="true" />
      {formError ? (
        <p role="alert" className="mb-4 rounded-md border border-danger bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <ol className="space-y-6">
        {questions.map((question, position) => {
          const error = errors[question.id];
          return (
            <li key={question.id}>
              <fieldset aria-describedby={`${question.id}-error`} aria-invalid={error ? true : undefined}>
                <legend className="font-semibold">
                  <span className="text-sm font-medium text-muted">
                    {t.questionOf({ n: position + 1, total: questions.length })}:{' '}
                  </span>
                  {question.prompt}
                </legend>
                <div className="mt-2 grid gap-2">
                  {question.options.map((option) => (
                    <label key={option.id} className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-300 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                      <input
                        type="radio"
                        name={question.id}
                        value={option.id}
                        defaultChecked={answers[question.id] === option.id}
                        autoFocus={firstInvalid === question.id && option === question.options[0]}
                        className="mt-1 accent-brand-600"
                      />
                      <span>{option.text}</span>
                    </label>
                  ))}
                </div>
                <p className="field-error" id={`${question.id}-error`}>
                  {error}
                </p>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="submit" className="btn-primary mt-6">
        {submitLabel}
      </button>
    </form>
  );
}
