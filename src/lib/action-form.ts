// Progressive enhancement of a form posted to an Astro Action: with JavaScript the form is sent in the
// background, the Action's messages appear next to their fields (what was typed stays), an error clears as
// soon as its field is edited, and a lost connection is said plainly (network-request-failed) instead of
// leaving the page. Without JavaScript the same form posts normally and the page renders the same messages.

import { documentLocale } from '#/i18n/document-locale.ts';
import type { Locale } from '#/i18n/locales.ts';
import { actionFormMessages } from './action-form.messages.ts';

/** "We couldn't reach the server…", in the page's language. */
export function networkFailedMessage(locale: Locale = documentLocale()): string {
  return actionFormMessages(locale).networkFailed;
}

/** An Action's refusal as the browser receives it (astro:actions' ActionError, as much of it as we read). */
export interface ActionCallError {
  message: string;
  status?: number;
  type?: string;
  fields?: Record<string, string[] | undefined>;
}

/** What an Action call resolves to (astro:actions' SafeResult): data, or an error. */
export type ActionCallResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ActionCallError };

export interface ActionFormOptions<T> {
  /** Calls the Action with the form's fields. */
  send: (data: FormData) => Promise<{ data?: T; error?: ActionCallError }>;
  /** What to do with the Action's answer (typically: go where it says). */
  onSuccess: (data: T) => void;
  /** Fills fields only the browser knows (the time zone, say) just before sending. */
  beforeSend?: (form: HTMLFormElement) => void;
}

interface Shown {
  fields: Record<string, string>;
  formError: string | null;
}

export function enhanceActionForm<T>(form: HTMLFormElement, options: ActionFormOptions<T>): void {
  const formError = form.querySelector<HTMLElement>('[data-form-error]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');

  form.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    const message = form.querySelector<HTMLElement>(`[data-error-for="${field.name}"]`);
    if (message?.textContent) {
      message.textContent = '';
      field.removeAttribute('aria-invalid');
    }
  });

  function show({ fields, formError: text }: Shown): void {
    let first: HTMLElement | null = null;
    for (const message of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const name = message.dataset.errorFor ?? '';
      const fieldMessage = fields[name] ?? '';
      message.textContent = fieldMessage;
      const field = form.querySelector<HTMLElement>(`[data-field="${name}"]`);
      if (fieldMessage) field?.setAttribute('aria-invalid', 'true');
      else field?.removeAttribute('aria-invalid');
      if (fieldMessage && !first) first = field;
    }
    if (formError) formError.textContent = text ?? '';
    (first ?? (text ? formError : null))?.focus();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    options.beforeSend?.(form);
    if (submit) submit.disabled = true;
    let result: { data?: T; error?: ActionCallError };
    try {
      result = await options.send(new FormData(form));
    } catch {
      show({ fields: {}, formError: networkFailedMessage() });
      if (submit) submit.disabled = false;
      return;
    }
    if (!result.error) {
      options.onSuccess(result.data as T);
      return;
    }
    show(messagesOf(result.error));
    if (submit) submit.disabled = false;
  });
}

/**
 * Field messages from an input error, or one message for the whole form; a server fault's text is never shown,
 * a plain sentence in the page's language instead (the others arrive already translated by the server).
 */
export function messagesOf(error: ActionCallError, locale: Locale = documentLocale()): Shown {
  if (error.type === 'AstroActionInputError') {
    const fields: Record<string, string> = {};
    for (const [name, messages] of Object.entries(error.fields ?? {})) if (messages?.[0]) fields[name] = messages[0];
    return { fields, formError: null };
  }
  const serverFault = (error.status ?? 500) >= 500;
  return { fields: {}, formError: serverFault || !error.message ? actionFormMessages(locale).failed : error.message };
}
