// The browser's side of answers typed offline (pending-answers.ts): the module form keeps an answer when there
// is no signal and says it is waiting; every signed-in page sends what is waiting on load and when the signal
// returns, through the same Action as the form, and says how it went.
import { dropAnswer, keepAnswer, pendingAnswers, sendPendingAnswers, type PendingAnswer, type SendOutcome } from './pending-answers.ts';

export const WAITING_TO_SEND = 'Waiting to send: your answer is kept on this device and goes as soon as you are back online.';

/** The signed-in account, from the page's session data (AppShell), or null. */
export function pageAccountId(): string | null {
  try {
    const id: unknown = JSON.parse(document.getElementById('session-data')?.textContent ?? 'null')?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The module page's completion form: offline, the answer is kept instead of lost with a failed post. */
export function keepAnswersTypedOffline(form: HTMLFormElement, title: string): void {
  const storage = localStorageOrNull();
  const accountId = pageAccountId();
  const field = form.querySelector<HTMLTextAreaElement>('textarea[name="answer"]');
  const moduleId = form.querySelector<HTMLInputElement>('input[name="moduleId"]')?.value;
  const status = form.querySelector<HTMLElement>('[data-answer-waiting]');
  if (!storage || !accountId || !field || !moduleId || !status) return;
  const kept = pendingAnswers(storage, accountId).find((p) => p.moduleId === moduleId);
  if (kept) {
    if (field.value.trim() === '') field.value = kept.answer;
    status.textContent = kept.refused ? `Your answer typed offline was not accepted: ${kept.refused}` : WAITING_TO_SEND;
  }
  form.addEventListener('submit', (event) => {
    // Online, the form posts as always and the server's answer is the page.
    if (navigator.onLine) {
      dropAnswer(storage, accountId, moduleId);
      return;
    }
    event.preventDefault();
    keepAnswer(storage, accountId, { moduleId, title, answer: field.value, keptAt: new Date().toISOString() });
    status.textContent = WAITING_TO_SEND;
  });
}

export interface OutboxOptions {
  readonly send: (answer: PendingAnswer) => Promise<SendOutcome>;
  readonly toast: (text: string, kind: 'success' | 'info') => void;
}

/** Sends what is waiting, now and whenever the signal returns. */
export function followModuleAnswersOutbox({ send, toast }: OutboxOptions): void {
  const storage = localStorageOrNull();
  const accountId = pageAccountId();
  if (!storage || !accountId) return;
  let sending = false;
  const flush = async () => {
    if (sending || !navigator.onLine) return;
    sending = true;
    try {
      for (const { answer, outcome } of await sendPendingAnswers(storage, accountId, send)) {
        const onItsPage = window.location.pathname === `/journey/modules/${answer.moduleId}`;
        if (outcome.kind === 'sent') {
          if (onItsPage && outcome.redirect) window.location.assign(outcome.redirect);
          else toast(`Your answer to “${answer.title}” was sent: module completed.`, 'success');
        } else if (outcome.kind === 'refused') {
          if (onItsPage) window.location.reload();
          else toast(`Your answer to “${answer.title}” was not accepted: ${outcome.message} It is kept on the module’s page.`, 'info');
        }
      }
    } finally {
      sending = false;
    }
  };
  void flush();
  window.addEventListener('online', () => void flush());
}
