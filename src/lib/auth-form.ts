// Progressive enhancement of the /auth forms: fills in the browser's time zone, posts in the background,
// shows the server's messages next to the fields (keeping what was typed), and says plainly when the
// server cannot be reached (network-request-failed) instead of leaving the page.

export const NETWORK_FAILED_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

type Outcome =
  | { ok: true; redirect: string }
  | { ok: false; errors: Record<string, string>; formError: string | null };

export function enhanceAuthForm(form: HTMLFormElement): void {
  const zone = form.querySelector<HTMLInputElement>('[data-timezone]');
  if (zone) zone.value = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const formError = form.querySelector<HTMLElement>('[data-form-error]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');

  // An error clears as soon as its field is edited.
  form.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    const message = form.querySelector<HTMLElement>(`[data-error-for="${field.name}"]`);
    if (message?.textContent) {
      message.textContent = '';
      field.removeAttribute('aria-invalid');
    }
  });

  function show(outcome: Extract<Outcome, { ok: false }>): void {
    let first: HTMLElement | null = null;
    for (const message of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const name = message.dataset.errorFor ?? '';
      const text = outcome.errors[name] ?? '';
      message.textContent = text;
      const field = form.querySelector<HTMLInputElement>(`[data-field="${name}"]`);
      if (text) field?.setAttribute('aria-invalid', 'true');
      else field?.removeAttribute('aria-invalid');
      if (text && !first) first = field;
    }
    if (formError) formError.textContent = outcome.formError ?? '';
    (first ?? (outcome.formError ? formError : null))?.focus();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit) submit.disabled = true;
    let response: Response;
    try {
      response = await fetch(form.action, {
        method: 'POST',
        body: new FormData(form),
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
    } catch {
      show({ ok: false, errors: {}, formError: NETWORK_FAILED_MESSAGE });
      if (submit) submit.disabled = false;
      return;
    }
    let outcome: Outcome;
    try {
      outcome = (await response.json()) as Outcome;
    } catch {
      outcome = { ok: false, errors: {}, formError: 'Something went wrong. Please try again.' };
    }
    if (outcome.ok) {
      window.location.assign(outcome.redirect);
      return;
    }
    show(outcome);
    if (submit) submit.disabled = false;
  });
}
