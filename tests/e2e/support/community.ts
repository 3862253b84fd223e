// Community fixtures for the browser tests: villages, members and impact entries written straight into the
// server's database through the services (as the app would write them), so each test starts from the state
// it needs without clicking through everything else first.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { addImpactEntry, type ImpactInput } from '#/server/services/impact/impact-log.ts';
import { createVillage, joinByCode, joinVillage } from '#/server/services/villages/village-membership.ts';
import { createPerson, withBackend, type Kind, type TestPerson } from './accounts.ts';

export const ENTRY: ImpactInput = {
  date: '2026-11-02',
  title: 'Stand-up with owners',
  description: 'Every action from our Monday stand-up now has an owner and a date.',
  peopleAffected: 6,
  category: 'team',
  evidenceUrl: null,
  shared: false,
};

/** A village founded by `founder`, with `others` as members. */
export async function villageOf(founder: TestPerson, others: readonly TestPerson[] = [], options: { access?: 'open' | 'invite'; name?: string } = {}): Promise<{ villageId: string; inviteCode: string }> {
  return withBackend(async (backend) => {
    const { villageId } = await createVillage(backend, founder.userId, { name: options.name ?? `Village of ${founder.displayName}`, description: 'We meet on Friday mornings.', access: options.access ?? 'open' });
    const inviteCode = (await backend.store.getRow('villages', villageId))?.inviteCode ?? '';
    for (const other of others) {
      if (options.access === 'invite') await joinByCode(backend, other.userId, inviteCode);
      else await joinVillage(backend, other.userId, villageId);
    }
    return { villageId, inviteCode };
  });
}

/** `count` onboarded people of `kind`. */
export async function people(count: number, kind: Kind = 'free', options: Parameters<typeof createPerson>[1] = {}): Promise<TestPerson[]> {
  const made: TestPerson[] = [];
  for (let i = 0; i < count; i++) made.push(await createPerson(kind, { displayName: `Member ${i + 1}`, ...options }));
  return made;
}

export async function logEntry(person: TestPerson, entry: Partial<ImpactInput> = {}): Promise<string> {
  return withBackend(async (backend) => (await addImpactEntry(backend, person.userId, { ...ENTRY, ...entry })).entry.$id);
}

/** Posts a form to an Action the way a crafted request would (no page, no JavaScript): the answer's status. */
export async function postAction(page: Page, baseURL: string, action: string, form: Record<string, string>): Promise<number> {
  const response = await page.request.post(`/_actions/${action}`, { form, headers: { origin: baseURL }, maxRedirects: 0 });
  return response.status();
}

/** Posts a form to a page's Action as a browser without JavaScript would, and shows the answer in the page. */
export async function postPageForm(page: Page, baseURL: string, path: string, action: string, form: Record<string, string>): Promise<number> {
  const response = await page.request.post(`${path}?_action=${action}`, { form, headers: { origin: baseURL }, maxRedirects: 0 });
  await page.setContent(await response.text());
  return response.status();
}

/** Fails the test if any script ran a payload (they set window.__xss or call alert). */
export async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

/** The card of an open village on /build-village, paging through the list (other tests add villages too). */
export async function openVillageCard(page: Page, name: string) {
  await page.goto('/build-village');
  const card = () => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  for (let pages = 0; pages < 50 && (await card().count()) === 0; pages++) {
    const next = page.getByRole('link', { name: 'Next page' });
    if ((await next.count()) === 0) break;
    await next.click();
  }
  return card();
}
