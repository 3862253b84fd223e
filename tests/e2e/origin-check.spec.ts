// The origin check (our middleware step, src/middleware/check-origin.ts, in place of Astro's checkOrigin):
// a cross-site form post is refused with 403 before any Action runs, whether the form posts to a page
// (`?_action=`) or calls the Action directly (RPC, `/_actions/<name>`); a post from SITE_URL goes through;
// what Astro's rules leave to the browser (JSON, which needs a CORS preflight) is left alone too.
import { expect, test, type APIResponse } from './support/test.ts';
import { createPerson } from './support/accounts.ts';

const EVIL = 'https://evil.example';

function setsSession(response: APIResponse): boolean {
  return response.headersArray().some((header) => header.name.toLowerCase() === 'set-cookie' && /^session=[^;]/.test(header.value));
}

test('a cross-site form post to a page Action is refused before the Action runs; one from SITE_URL signs in', async ({ request, baseURL }) => {
  const person = await createPerson('free');
  const form = { email: person.email, password: person.password, next: '' };
  const crossSite = await request.post('/auth?_action=account.signIn', { form, headers: { origin: EVIL }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.text()).toBe('Cross-site POST form submissions are forbidden');
  // Right credentials, and still no session: the Action never ran.
  expect(setsSession(crossSite)).toBe(false);
  const noOrigin = await request.post('/auth?_action=account.signIn', { form, maxRedirects: 0 });
  expect(noOrigin.status()).toBe(403);
  const sameSite = await request.post('/auth?_action=account.signIn', { form, headers: { origin: baseURL! }, maxRedirects: 0 });
  expect(sameSite.status()).toBe(303);
  expect(setsSession(sameSite)).toBe(true);
});

test('Action RPC calls are covered: cross-site form-like or bodiless calls are refused, the site’s own go through', async ({ request, baseURL }) => {
  const person = await createPerson('free');
  const form = { email: person.email, password: person.password, next: '' };
  for (const body of [{ form }, { multipart: form }]) {
    const crossSite = await request.post('/_actions/account.signIn', { ...body, headers: { origin: EVIL } });
    expect(crossSite.status()).toBe(403);
    expect(setsSession(crossSite)).toBe(false);
  }
  const plainText = await request.post('/_actions/account.signIn', { data: 'email=x', headers: { origin: EVIL, 'content-type': 'text/plain' } });
  expect(plainText.status()).toBe(403);
  const bodiless = await request.post('/_actions/account.signOut', { headers: { origin: EVIL } });
  expect(bodiless.status()).toBe(403);
  const own = await request.post('/_actions/account.signIn', { form, headers: { origin: baseURL! } });
  expect(own.status()).toBe(200);
  expect(setsSession(own)).toBe(true);
});

test('JSON is left to the browser, as Astro leaves it (a cross-site page cannot send it without a CORS preflight)', async ({ request }) => {
  const response = await request.post('/_actions/account.signIn', { data: { email: 'x@example.org' }, headers: { origin: EVIL } });
  // Not the origin check's 403: the Action itself refuses JSON, because it only accepts forms.
  expect(response.status()).not.toBe(403);
  expect(await response.text()).not.toContain('Cross-site');
});
