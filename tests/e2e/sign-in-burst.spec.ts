// Sign-in under a parallel burst, at the built server with the real password-hashing cost (issue 8,
// hole 1): the throttle holds (each attempt is counted before its password is checked), password work is
// bounded so a burst is refused at once past a few, and other requests are still answered meanwhile.
import { expect, test, type APIRequestContext } from './support/test.ts';
import { createPerson, withBackend } from './support/accounts.ts';

async function signInStatus(request: APIRequestContext, baseURL: string, email: string, password: string): Promise<number> {
  const response = await request.post('/auth?_action=account.signIn', {
    form: { email, password },
    headers: { origin: baseURL },
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 60_000,
  });
  return response.status();
}

test.afterEach(async () => {
  // Leave the address's counters as they were for the other tests: these bursts fill 127.0.0.1's.
  await withBackend(async ({ store }) => {
    for (const row of (await store.listRows('auth_failures', [])).rows) await store.deleteRow('auth_failures', row.$id);
  });
});

test('40 parallel wrong passwords for one email: at most 10 are checked (401), the rest answered 429', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const person = await createPerson('free');
  const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => signInStatus(request, baseURL!, person.email, `wrong ${i}`)));
  const checked = statuses.filter((status) => status === 401).length;
  expect(checked).toBeGreaterThan(0);
  expect(checked).toBeLessThanOrEqual(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(40 - checked);
  expect(await signInStatus(request, baseURL!, person.email, person.password)).toBe(429);
});

test('during a burst of 40 sign-ins the surplus is refused at once, and a page is answered before most password checks end', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const answers: string[] = [];
  let refused = 0;
  let onRefused = (): void => undefined;
  const tenRefused = new Promise<void>((resolve) => (onRefused = resolve));
  const burst = Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      signInStatus(request, baseURL!, `stranger-${i}-${Date.now()}@e2e.example`, 'a wrong password').then((status) => {
        answers.push(String(status));
        if (status === 429 && ++refused === 10) onRefused();
        return status;
      }),
    ),
  );
  // Once ten are refused, every request of the burst has been counted and the admitted ones have asked for
  // password work. A compressed page needs a thread of the pool that work runs in (its own client, so it
  // does not queue behind the burst's connections).
  await tenRefused;
  const page = await fetch(`${baseURL}/auth`, { headers: { 'accept-encoding': 'br' } });
  await page.arrayBuffer();
  answers.push('page');
  expect(page.status).toBe(200);
  const statuses = await burst;
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  // 30 failures per address at most reach the password check.
  const checked = statuses.filter((status) => status === 401).length;
  expect(checked).toBeGreaterThan(0);
  expect(checked).toBeLessThanOrEqual(30);
  // Only a few hashes run at once and the pool keeps threads free: most checks were still running when the
  // page was answered. (Were the pool full of hashing, the page would wait behind nearly all of them.)
  const checkedAfterPage = answers.slice(answers.indexOf('page') + 1).filter((answer) => answer === '401').length;
  expect(checkedAfterPage).toBeGreaterThanOrEqual(checked / 2);
});
