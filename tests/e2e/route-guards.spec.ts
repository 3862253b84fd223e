// Every route of the spec × every kind of visitor (rules 37, 41; the guard order of rule 39): who gets the page,
// who is redirected where. Checked on the built server with real sessions.
import { expect, request as playwrightRequest, test, type APIRequestContext } from './support/test.ts';
import { startDiscussion } from '#/server/services/forum/posts.ts';
import { createVillage } from '#/server/services/villages/village-membership.ts';
import { createPerson, signInWithForm, withBackend, type Kind } from './support/accounts.ts';
import { pathModules } from './support/journeys.ts';

type Viewer = 'anonymous' | Exclude<Kind, 'corporate'>;
/** A status the page answers with its heading (200, or a refusal such as 403 or 404), or the redirect target. */
type Expect = number | string;

interface Row {
  path: string;
  heading: RegExp;
  expect: Record<Viewer, Expect>;
}

const everyone = (code: Expect) => ({ anonymous: code, free: code, paid: code, admin: code });
const signedIn = (path: string) => ({ anonymous: `/auth?next=${encodeURIComponent(path)}`, free: 200, paid: 200, admin: 200 });
const adminOnly = (path: string) => ({ anonymous: `/auth?next=${encodeURIComponent(path)}`, free: '/', paid: '/', admin: 200 });

let profileId = '';
let postId = '';
/** A discussion the free viewer started: they may edit it, nobody else. */
let ownPostId = '';
let villageId = '';
const firstModule = pathModules('kofi')[0]!;
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const rows = (): Row[] => [
  { path: '/', heading: /Grow as a leader/, expect: everyone(200) },
  { path: '/auth', heading: /Sign in/, expect: { anonymous: 200, free: '/leaderboard', paid: '/leaderboard', admin: '/leaderboard' } },
  { path: '/knowledge-base', heading: /Knowledge base/, expect: everyone(200) },
  { path: `/users/${profileId}`, heading: /Route Subject/, expect: everyone(200) },
  { path: '/appwrite-demo', heading: /Backend demo/, expect: everyone(200) },
  { path: '/welcome', heading: /Welcome,/, expect: signedIn('/welcome') },
  // Every signed-in viewer here has onboarded already: the wizard is not offered again (rule 11).
  { path: '/onboarding', heading: /Onboarding/, expect: { anonymous: '/auth?next=%2Fonboarding', free: '/leaderboard', paid: '/leaderboard', admin: '/leaderboard' } },
  { path: '/build-village', heading: /Build your village/, expect: signedIn('/build-village') },
  { path: '/leaderboard', heading: /Leadership Board/, expect: signedIn('/leaderboard') },
  { path: '/impact-log', heading: /Impact Log/, expect: signedIn('/impact-log') },
  { path: '/badges', heading: /Badges/, expect: signedIn('/badges') },
  { path: '/forum', heading: /Forum/, expect: signedIn('/forum') },
  { path: `/forum/posts/${postId}`, heading: /A discussion for the route table/, expect: signedIn(`/forum/posts/${postId}`) },
  { path: '/upgrade', heading: /Upgrade/, expect: signedIn('/upgrade') },
  { path: '/profile', heading: /Your profile/, expect: signedIn('/profile') },
  { path: '/points', heading: /Points/, expect: { anonymous: '/auth?next=%2Fpoints', free: '/upgrade', paid: 200, admin: 200 } },
  // Community: /villages leads to one's own village, or to /build-village for someone in none.
  { path: '/villages', heading: /Villages/, expect: { anonymous: '/auth?next=%2Fvillages', free: '/build-village', paid: '/build-village', admin: '/build-village' } },
  { path: '/profile/personality', heading: /Your leadership style/, expect: signedIn('/profile/personality') },
  { path: '/ecosystem/peer-circles', heading: /Peer-to-Peer Circles/, expect: signedIn('/ecosystem/peer-circles') },
  { path: '/ecosystem/transformation-partner', heading: /Transformation Partner/, expect: signedIn('/ecosystem/transformation-partner') },
  // The admin area (rule 35): /admin is the dashboard's other address; an unknown learner is the learner list
  // saying so, as a 404.
  { path: '/admin', heading: /Admin dashboard/, expect: { ...adminOnly('/admin'), admin: '/admin/dashboard' } },
  { path: '/admin/requests', heading: /Premium requests/, expect: adminOnly('/admin/requests') },
  { path: '/admin/dashboard', heading: /Admin dashboard/, expect: adminOnly('/admin/dashboard') },
  { path: '/admin/settings', heading: /Settings/, expect: adminOnly('/admin/settings') },
  { path: '/admin/user/some-user', heading: /Learners/, expect: { ...adminOnly('/admin/user/some-user'), admin: 404 } },
  { path: `/admin/user/${profileId}`, heading: /Route Subject/, expect: adminOnly(`/admin/user/${profileId}`) },
  { path: '/admin/users', heading: /Learners/, expect: adminOnly('/admin/users') },
  { path: '/admin/audit', heading: /Audit log/, expect: adminOnly('/admin/audit') },
  { path: '/admin/pathfinder', heading: /Pathfinder requests/, expect: adminOnly('/admin/pathfinder') },
  { path: '/admin/exports', heading: /Exports/, expect: adminOnly('/admin/exports') },
  // Learning journeys, the CPD record and its printable view, and the journeys' admin pages.
  { path: '/journey', heading: /Your journey/, expect: signedIn('/journey') },
  { path: `/journey/modules/${firstModule.id}`, heading: escaped(firstModule.title), expect: signedIn(`/journey/modules/${firstModule.id}`) },
  { path: '/cpd', heading: /CPD record/, expect: signedIn('/cpd') },
  { path: '/cpd/print', heading: /CPD record:/, expect: signedIn('/cpd/print') },
  { path: '/admin/webinars', heading: /Webinars/, expect: adminOnly('/admin/webinars') },
  { path: '/admin/capstones', heading: /Capstone reviews/, expect: adminOnly('/admin/capstones') },
  { path: '/admin/reports', heading: /Forum reports/, expect: adminOnly('/admin/reports') },
  // A village none of the viewers belongs to: what deciding to join needs (rule 30).
  { path: `/villages/${villageId}`, heading: /Route village/, expect: signedIn(`/villages/${villageId}`) },
  // Only the author gets the edit page; anyone else, admins included, is refused (admins hide, they do not edit).
  { path: `/forum/posts/${ownPostId}/edit`, heading: /Edit your post/, expect: { anonymous: `/auth?next=${encodeURIComponent(`/forum/posts/${ownPostId}/edit`)}`, free: 200, paid: 403, admin: 403 } },
  // Certificates are public: an unknown id is a real 404, whoever asks.
  { path: '/certificates/0123456789abcdef0123', heading: /Certificate not found/, expect: everyone(404) },
];

const contexts = new Map<Viewer, APIRequestContext>();

test.beforeAll(async ({ baseURL }) => {
  profileId = (await createPerson('free', { displayName: 'Route Subject' })).userId;
  const discussion = { categoryId: 'general', title: 'A discussion for the route table', body: 'Who may read this?' } as const;
  postId = (await withBackend((backend) => startDiscussion(backend, { id: profileId, isAdmin: false, isPaid: false }, discussion))).postId;
  villageId = (await withBackend((backend) => createVillage(backend, profileId, { name: 'Route village', description: 'Who may see this?', access: 'open' }))).villageId;
  contexts.set('anonymous', await playwrightRequest.newContext({ baseURL }));
  for (const kind of ['free', 'paid', 'admin'] as const) {
    const context = await playwrightRequest.newContext({ baseURL });
    const person = await createPerson(kind);
    await signInWithForm(context, baseURL!, person);
    contexts.set(kind, context);
    if (kind === 'free') {
      const own = { categoryId: 'general', title: 'A discussion only its author edits', body: 'Mine.' } as const;
      ownPostId = (await withBackend((backend) => startDiscussion(backend, { id: person.userId, isAdmin: false, isPaid: false }, own))).postId;
    }
  }
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.dispose();
});

for (const viewer of ['anonymous', 'free', 'paid', 'admin'] as const) {
  test(`${viewer}: every route answers or redirects as the route policy says`, async () => {
    const context = contexts.get(viewer)!;
    for (const row of rows()) {
      const response = await context.get(row.path, { maxRedirects: 0 });
      const expected = row.expect[viewer];
      if (typeof expected === 'number') {
        expect(response.status(), `${viewer} ${row.path}`).toBe(expected);
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1] ?? '';
        expect(h1, `${viewer} ${row.path} heading`).toMatch(row.heading);
      } else {
        expect(response.status(), `${viewer} ${row.path}`).toBe(302);
        expect(new URL(response.headers().location!, 'http://x').pathname + new URL(response.headers().location!, 'http://x').search, `${viewer} ${row.path}`).toBe(expected);
      }
    }
  });
}

test('an unknown public profile id is a real 404', async () => {
  const response = await contexts.get('anonymous')!.get('/users/no-such-member');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Profile not found');
});

test('an unknown page is a 404 for everyone', async () => {
  for (const viewer of ['anonymous', 'free'] as const) {
    const response = await contexts.get(viewer)!.get('/no-such-page', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found');
  }
});

test('API routes answer 401 instead of redirecting', async () => {
  const response = await contexts.get('anonymous')!.get('/api/points/stream', { maxRedirects: 0 });
  expect(response.status()).toBe(401);
});

test('the guard keeps the query string in next', async () => {
  const response = await contexts.get('anonymous')!.get('/forum?tab=new', { maxRedirects: 0 });
  expect(response.headers().location).toBe('/auth?next=%2Fforum%3Ftab%3Dnew');
});

test('pages rendered on demand carry the security headers, and personal pages are never cached', async () => {
  const response = await contexts.get('free')!.get('/profile');
  expect(response.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'private, no-store',
  });
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
