// What a page shows after a form posted to an Action without JavaScript: success → where to go; an input error
// → messages next to fields; any other refusal → one message for the form; and what was typed, never a password.
import { describe, expect, it } from 'vitest';
import type { Locale } from '#/i18n/locales.ts';
import { formOutcome, type PageOfForm } from '#/server/route-handlers/form-outcome.ts';

/** The page a form was posted to, rendered in `locale`. */
function posted(fields: Record<string, string>, locale: Locale = 'en'): PageOfForm {
  const url = 'http://localhost/auth?_action=account.signIn';
  return { request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }), locals: { locale }, url: new URL(url) };
}

describe('formOutcome', () => {
  it('says nothing when the form was not posted', async () => {
    expect(await formOutcome(undefined, posted({}))).toMatchObject({ submitted: false, data: null, fieldErrors: {}, formError: null, status: 200 });
  });

  it('passes the data of a success through', async () => {
    const outcome = await formOutcome({ data: { redirect: '/welcome' }, error: undefined }, posted({}));
    expect(outcome).toMatchObject({ submitted: true, data: { redirect: '/welcome' }, formError: null });
  });

  it('puts the first message of each field next to it, keeps what was typed and drops passwords', async () => {
    const error = { type: 'AstroActionInputError', status: 400, message: 'Failed to validate', fields: { email: ['Enter a valid email address.', 'other'], password: ['Choose a password.'] } };
    const outcome = await formOutcome({ data: undefined, error }, posted({ email: 'ada-at-example', displayName: 'Ada', password: 'secret words', currentPassword: 'x' }));
    expect(outcome.fieldErrors).toEqual({ email: 'Enter a valid email address.', password: 'Choose a password.' });
    expect(outcome.formError).toBeNull();
    expect(outcome.status).toBe(400);
    expect(outcome.values).toEqual({ email: 'ada-at-example', displayName: 'Ada' });
  });

  it("shows a refusal's own words for the whole form, with its status", async () => {
    const outcome = await formOutcome({ data: undefined, error: { status: 401, message: 'Incorrect email or password' } }, posted({ email: 'a@b.c' }));
    expect(outcome).toMatchObject({ formError: 'Incorrect email or password', status: 401, fieldErrors: {}, values: { email: 'a@b.c' } });
  });

  it('never shows the text of a server fault', async () => {
    const outcome = await formOutcome({ data: undefined, error: { status: 500, message: 'SQLITE_BUSY at /srv/app/data' } }, posted({}));
    expect(outcome.formError).toBe('Something went wrong. Please try again.');
  });

  it("says a server fault in the page's language, the same way on every page", async () => {
    const outcome = await formOutcome({ data: undefined, error: { status: 503, message: 'database is locked' } }, posted({}, 'fr'));
    expect(outcome.formError).toBe("Une erreur s'est produite. Veuillez réessayer.");
  });

  it("takes the language from the page's path where no middleware chose one (an error page)", async () => {
    const url = 'http://localhost/fr/404';
    const page = { request: new Request(url, { method: 'POST', body: new URLSearchParams({}) }), locals: {}, url: new URL(url) };
    expect((await formOutcome({ data: undefined, error: { status: 500, message: 'boom' } }, page)).formError).toBe("Une erreur s'est produite. Veuillez réessayer.");
  });
});
