// The personality type dialog (rules 29, 37): the quiz one question at a time in a modal dialog. It is the
// browser's own <dialog> opened with showModal(), so focus stays inside it and Escape closes it; focus goes
// back to the button that opened it. The steps live in stores/personality-quiz.ts; this only draws them.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Locale } from '#/i18n/locales.ts';
import type { PersonalityQuiz } from '#/stores/personality-quiz.ts';
import { onboardingMessages } from './onboarding.messages.ts';
import StyleCard from './StyleCard.tsx';

interface Props {
  quiz: PersonalityQuiz;
  open: boolean;
  /** The dialog was closed (Escape, the close button, or Continue after the result). */
  onClose: () => void;
  /** Label of the button under the result. */
  doneLabel: string;
  /** Continue after the result. */
  onDone: () => void;
  locale: Locale;
}

export default function PersonalityQuizDialog({ quiz, open, onClose, doneLabel, onDone, locale }: Props) {
  const t = onboardingMessages(locale);
  const state = useStore(quiz.$state);
  const question = useStore(quiz.$question);
  const canContinue = useStore(quiz.$canContinue);
  // The quiz store says its two own messages in English; the reader gets them in their language.
  const english = onboardingMessages('en');
  const shownError = state.error === english.answerThis ? t.answerThis : state.error === english.somethingWrong ? t.somethingWrong : state.error;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement;
      dialog.showModal();
      headingRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A new question (or the result) replaces what had focus: move to it so screen readers follow along.
  useEffect(() => {
    if (!open) return;
    if (state.status === 'done') resultRef.current?.querySelector<HTMLElement>('h3')?.focus();
    else document.getElementById(`quiz-question-${state.index}`)?.focus();
  }, [state.index, state.status, open]);

  const total = quiz.questions.length;
  const last = state.index === total - 1;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="quiz-dialog-title"
      className="m-auto w-[min(40rem,calc(100vw-1.5rem))] max-h-[calc(100vh-1.5rem)] rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
      onClose={() => {
        if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
        onClose();
      }}
    >
      <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-5 py-4">
        <div>
          <h2 id="quiz-dialog-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold">
            {t.yourStyle}
          </h2>
          <p className="text-sm text-muted">
            {state.status === 'done' ? t.yourResult : t.questionOf({ n: state.index + 1, total })}
          </p>
        </div>
        <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => dialogRef.current?.close()}>
          {t.close}<span className="sr-only">{t.closeTheQuiz}</span>
        </button>
      </div>
      <div className="px-5 py-4">
        {state.status === 'done' && state.result ? (
          <div ref={resultRef}>
            <StyleCard style={state.result} locale={locale} />
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" className="btn-primary" onClick={onDone}>
                {doneLabel}
              </button>
              <button type="button" className="btn-secondary" onClick={() => quiz.restart()}>
                {t.takeItAgain}
              </button>
            </div>
          </div>
        ) : question ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void quiz.next();
            }}
          >
            <fieldset aria-describedby="quiz-dialog-error">
              <legend id={`quiz-question-${state.index}`} tabIndex={-1} className="text-base font-semibold">
                {question.prompt}
              </legend>
              <div className="mt-3 grid gap-2">
                {question.options.map((option) => (
                  <label key={option.id} className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                    <input
                      type="radio"
                      name={`quiz-${question.id}`}
                      value={option.id}
                      checked={state.answers[question.id] === option.id}
                      onChange={() => quiz.choose(option.id)}
                      className="mt-1 accent-brand-600"
                    />
                    <span>{option.text}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <p id="quiz-dialog-error" role="alert" className="field-error">
              {shownError}
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button type="button" className="btn-secondary" disabled={state.index === 0 || state.status !== 'answering'} onClick={() => quiz.back()}>
                {t.back}
              </button>
              <button type="submit" className="btn-primary" disabled={!canContinue}>
                {state.status === 'saving' ? t.working : last ? t.seeMyStyle : t.next}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </dialog>
  );
}
