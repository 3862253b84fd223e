// The route policy against rules 37, 39 and 41: every route for every kind of viewer, the guard order,
// the `next` parameter, path matching, deny-by-default and open-redirect protection.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  decideAccess,
  matchRoute,
  safeNextPath,
  type AccessDecision,
  type AccessLevel,
  type Viewer,
} from '#/domain/route-policy.ts';

const VIEWERS = {
  anonymous: null,
  'free learner': { isAdmin: false, isPaid: false },
  'paid learner': { isAdmin: false, isPaid: true },
  'free admin': { isAdmin: true, isPaid: false },
  'paid admin': { isAdmin: true, isPaid: true },
  // Organisations (rule 34): corporate members and leaders are paid (while the organisation is active); only
  // a leader leads.
  'corporate member': { isAdmin: false, isPaid: true, isCorporateLeader: false },
  'corporate leader': { isAdmin: false, isPaid: true, isCorporateLeader: true },
} as const satisfies Record<string, Viewer>;

type ViewerName = keyof typeof VIEWERS;

/** Every route of the spec, written out independently of ROUTES, with a concrete path to request. */
const SPEC_ROUTES: readonly { pattern: string; path: string; access: AccessLevel; api: boolean }[] = [
  { pattern: '/', path: '/', access: 'public', api: false },
  { pattern: '/auth', path: '/auth', access: 'public', api: false },
  { pattern: '/users/[userId]', path: '/users/u_123', access: 'public', api: false },
  { pattern: '/knowledge-base/**', path: '/knowledge-base', access: 'public', api: false },
  { pattern: '/appwrite-demo', path: '/appwrite-demo', access: 'public', api: false },
  { pattern: '/pathfinder/requested', path: '/pathfinder/requested', access: 'public', api: false },
  { pattern: '/certificates/[file]', path: '/certificates/0123456789abcdef0123.json', access: 'public', api: false },
  // Installable and offline: the page the service worker shows for a page never kept.
  { pattern: '/offline', path: '/offline', access: 'public', api: false },
  // Languages: the visitor site in French (prerendered), and choosing a language.
  { pattern: '/fr/**', path: '/fr/knowledge-base/how-do-streaks-work', access: 'public', api: false },
  { pattern: '/language', path: '/language', access: 'public', api: false },
  { pattern: '/welcome', path: '/welcome', access: 'signed-in', api: false },
  { pattern: '/onboarding', path: '/onboarding', access: 'signed-in', api: false },
  { pattern: '/build-village', path: '/build-village', access: 'signed-in', api: false },
  { pattern: '/leaderboard', path: '/leaderboard', access: 'signed-in', api: false },
  { pattern: '/impact-log', path: '/impact-log', access: 'signed-in', api: false },
  { pattern: '/badges', path: '/badges', access: 'signed-in', api: false },
  { pattern: '/forum', path: '/forum', access: 'signed-in', api: false },
  { pattern: '/forum/posts/[postId]', path: '/forum/posts/p_42', access: 'signed-in', api: false },
  { pattern: '/forum/posts/[postId]/edit', path: '/forum/posts/p_42/edit', access: 'signed-in', api: false },
  { pattern: '/upgrade', path: '/upgrade', access: 'signed-in', api: false },
  { pattern: '/profile', path: '/profile', access: 'signed-in', api: false },
  { pattern: '/profile/receipts/[paymentId]', path: '/profile/receipts/pay_1', access: 'signed-in', api: false },
  // Learning journeys.
  { pattern: '/journey', path: '/journey', access: 'signed-in', api: false },
  { pattern: '/journey/custom', path: '/journey/custom', access: 'signed-in', api: false },
  { pattern: '/journey/modules/[slug]', path: '/journey/modules/run-small-experiments', access: 'signed-in', api: false },
  { pattern: '/journey/reflections', path: '/journey/reflections', access: 'signed-in', api: false },
  { pattern: '/journey/webinars', path: '/journey/webinars', access: 'signed-in', api: false },
  { pattern: '/journey/webinars/[file]', path: '/journey/webinars/abc123.ics', access: 'signed-in', api: false },
  { pattern: '/journey/mentoring', path: '/journey/mentoring', access: 'signed-in', api: false },
  { pattern: '/journey/capstone', path: '/journey/capstone', access: 'signed-in', api: false },
  { pattern: '/cpd', path: '/cpd', access: 'signed-in', api: false },
  { pattern: '/cpd/print', path: '/cpd/print', access: 'signed-in', api: false },
  // Community.
  { pattern: '/profile/personality', path: '/profile/personality', access: 'signed-in', api: false },
  { pattern: '/villages', path: '/villages', access: 'signed-in', api: false },
  { pattern: '/villages/[villageId]', path: '/villages/v_42', access: 'signed-in', api: false },
  { pattern: '/ecosystem/peer-circles', path: '/ecosystem/peer-circles', access: 'signed-in', api: false },
  { pattern: '/ecosystem/transformation-partner', path: '/ecosystem/transformation-partner', access: 'signed-in', api: false },
  { pattern: '/points', path: '/points', access: 'paid', api: false },
  { pattern: '/admin', path: '/admin', access: 'admin', api: false },
  { pattern: '/admin/dashboard', path: '/admin/dashboard', access: 'admin', api: false },
  { pattern: '/admin/settings', path: '/admin/settings', access: 'admin', api: false },
  { pattern: '/admin/user/[userId]', path: '/admin/user/u_123', access: 'admin', api: false },
  { pattern: '/admin/webinars', path: '/admin/webinars', access: 'admin', api: false },
  { pattern: '/admin/capstones', path: '/admin/capstones', access: 'admin', api: false },
  { pattern: '/admin/reports', path: '/admin/reports', access: 'admin', api: false },
  { pattern: '/admin/requests', path: '/admin/requests', access: 'admin', api: false },
  { pattern: '/admin/users', path: '/admin/users', access: 'admin', api: false },
  { pattern: '/admin/audit', path: '/admin/audit', access: 'admin', api: false },
  { pattern: '/admin/pathfinder', path: '/admin/pathfinder', access: 'admin', api: false },
  { pattern: '/admin/exports', path: '/admin/exports', access: 'admin', api: false },
  { pattern: '/admin/exports/[name]', path: '/admin/exports/learners', access: 'admin', api: true },
  { pattern: '/api/session', path: '/api/session', access: 'public', api: true },
  { pattern: '/api/points/stream', path: '/api/points/stream', access: 'signed-in', api: true },
  { pattern: '/api/points/realtime-token', path: '/api/points/realtime-token', access: 'signed-in', api: true },
  { pattern: '/api/backend-health', path: '/api/backend-health', access: 'public', api: true },
  { pattern: '/api/functions/[name]', path: '/api/functions/create-payment-intent', access: 'public', api: true },
  { pattern: '/api/auth/social/[provider]', path: '/api/auth/social/google', access: 'public', api: true },
  { pattern: '/api/auth/social/[provider]/callback', path: '/api/auth/social/google/callback', access: 'public', api: true },
  { pattern: '/api/payments/webhook', path: '/api/payments/webhook', access: 'public', api: true },
  { pattern: '/_actions/account.signIn', path: '/_actions/account.signIn', access: 'public', api: true },
  { pattern: '/_actions/account.signUp', path: '/_actions/account.signUp', access: 'public', api: true },
  { pattern: '/_actions/account.signOut', path: '/_actions/account.signOut', access: 'public', api: true },
  { pattern: '/_actions/pathfinder.request', path: '/_actions/pathfinder.request', access: 'public', api: true },
  { pattern: '/_actions/language.choose', path: '/_actions/language.choose', access: 'public', api: true },
  { pattern: '/_actions/profile.save', path: '/_actions/profile.save', access: 'signed-in', api: true },
  { pattern: '/_actions/profile.changePassword', path: '/_actions/profile.changePassword', access: 'signed-in', api: true },
  { pattern: '/_actions/profile.setPassword', path: '/_actions/profile.setPassword', access: 'signed-in', api: true },
  { pattern: '/_actions/profile.signOutEverywhere', path: '/_actions/profile.signOutEverywhere', access: 'signed-in', api: true },
  { pattern: '/_actions/profile.setBoardVisibility', path: '/_actions/profile.setBoardVisibility', access: 'signed-in', api: true },
  { pattern: '/_actions/points.newAwards', path: '/_actions/points.newAwards', access: 'signed-in', api: true },
  { pattern: '/_actions/payments.confirmTestCard', path: '/_actions/payments.confirmTestCard', access: 'signed-in', api: true },
  { pattern: '/_actions/payments.answerConfirmationStep', path: '/_actions/payments.answerConfirmationStep', access: 'signed-in', api: true },
  // Learning journeys.
  { pattern: '/_actions/journey.choose', path: '/_actions/journey.choose', access: 'signed-in', api: true },
  { pattern: '/_actions/journey.saveCustom', path: '/_actions/journey.saveCustom', access: 'signed-in', api: true },
  { pattern: '/_actions/journey.completeModule', path: '/_actions/journey.completeModule', access: 'signed-in', api: true },
  { pattern: '/_actions/journey.reflect', path: '/_actions/journey.reflect', access: 'signed-in', api: true },
  { pattern: '/_actions/webinars.attend', path: '/_actions/webinars.attend', access: 'signed-in', api: true },
  { pattern: '/_actions/webinars.schedule', path: '/_actions/webinars.schedule', access: 'admin', api: true },
  { pattern: '/_actions/webinars.cancel', path: '/_actions/webinars.cancel', access: 'admin', api: true },
  { pattern: '/_actions/mentoring.log', path: '/_actions/mentoring.log', access: 'signed-in', api: true },
  { pattern: '/_actions/mentoring.confirm', path: '/_actions/mentoring.confirm', access: 'signed-in', api: true },
  { pattern: '/_actions/mentoring.decline', path: '/_actions/mentoring.decline', access: 'signed-in', api: true },
  { pattern: '/_actions/capstones.submit', path: '/_actions/capstones.submit', access: 'signed-in', api: true },
  { pattern: '/_actions/capstones.approve', path: '/_actions/capstones.approve', access: 'admin', api: true },
  { pattern: '/_actions/capstones.returnWithFeedback', path: '/_actions/capstones.returnWithFeedback', access: 'admin', api: true },
  // The forum's Actions: every learner's, and the admins' moderation; the services check again.
  ...['startDiscussion', 'editPost', 'deletePost', 'reply', 'deleteReply', 'like', 'report'].map((name) => ({
    pattern: `/_actions/forum.${name}`,
    path: `/_actions/forum.${name}`,
    access: 'signed-in' as const,
    api: true,
  })),
  ...['moderatePost', 'moderateReply', 'settleReport'].map((name) => ({ pattern: `/_actions/forum.${name}`, path: `/_actions/forum.${name}`, access: 'admin' as const, api: true })),
  // Community.
  { pattern: '/_actions/onboarding.saveAbout', path: '/_actions/onboarding.saveAbout', access: 'signed-in', api: true },
  { pattern: '/_actions/onboarding.saveJourney', path: '/_actions/onboarding.saveJourney', access: 'signed-in', api: true },
  { pattern: '/_actions/onboarding.answerQuiz', path: '/_actions/onboarding.answerQuiz', access: 'signed-in', api: true },
  { pattern: '/_actions/onboarding.complete', path: '/_actions/onboarding.complete', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.create', path: '/_actions/villages.create', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.join', path: '/_actions/villages.join', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.joinByCode', path: '/_actions/villages.joinByCode', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.leave', path: '/_actions/villages.leave', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.regenerateCode', path: '/_actions/villages.regenerateCode', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.removeMember', path: '/_actions/villages.removeMember', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.handOver', path: '/_actions/villages.handOver', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.startChallenge', path: '/_actions/villages.startChallenge', access: 'signed-in', api: true },
  { pattern: '/_actions/impact.add', path: '/_actions/impact.add', access: 'signed-in', api: true },
  { pattern: '/_actions/impact.update', path: '/_actions/impact.update', access: 'signed-in', api: true },
  { pattern: '/_actions/impact.delete', path: '/_actions/impact.delete', access: 'signed-in', api: true },
  { pattern: '/_actions/ecosystem.requestCirclePlace', path: '/_actions/ecosystem.requestCirclePlace', access: 'signed-in', api: true },
  { pattern: '/_actions/ecosystem.requestPartner', path: '/_actions/ecosystem.requestPartner', access: 'signed-in', api: true },
  { pattern: '/_actions/admin.adjustXp', path: '/_actions/admin.adjustXp', access: 'admin', api: true },
  { pattern: '/_actions/admin.changeStanding', path: '/_actions/admin.changeStanding', access: 'admin', api: true },
  { pattern: '/_actions/admin.suspend', path: '/_actions/admin.suspend', access: 'admin', api: true },
  { pattern: '/_actions/admin.reinstate', path: '/_actions/admin.reinstate', access: 'admin', api: true },
  { pattern: '/_actions/admin.signOutEverywhere', path: '/_actions/admin.signOutEverywhere', access: 'admin', api: true },
  { pattern: '/_actions/admin.retryPathfinder', path: '/_actions/admin.retryPathfinder', access: 'admin', api: true },
  { pattern: '/_actions/admin.savePrice', path: '/_actions/admin.savePrice', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveLinks', path: '/_actions/admin.saveLinks', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveWebhook', path: '/_actions/admin.saveWebhook', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveStreak', path: '/_actions/admin.saveStreak', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveFarming', path: '/_actions/admin.saveFarming', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveFeatures', path: '/_actions/admin.saveFeatures', access: 'admin', api: true },
  // Organisations (rule 34): admins run them, a corporate leader runs their team, a learner joins by code.
  { pattern: '/admin/organisations', path: '/admin/organisations', access: 'admin', api: false },
  { pattern: '/admin/organisations/[organisationId]', path: '/admin/organisations/org_1', access: 'admin', api: false },
  { pattern: '/team', path: '/team', access: 'corporate-leader', api: false },
  ...['create', 'rename', 'setSeatLimit', 'setActive', 'addLeader', 'removeLeader', 'removeMember', 'regenerateCode'].map((name) => ({
    pattern: `/_actions/organisations.${name}`,
    path: `/_actions/organisations.${name}`,
    access: 'admin' as const,
    api: true,
  })),
  ...['regenerateCode', 'invite', 'cancelInvitation', 'removeMember'].map((name) => ({
    pattern: `/_actions/team.${name}`,
    path: `/_actions/team.${name}`,
    access: 'corporate-leader' as const,
    api: true,
  })),
  { pattern: '/_actions/profile.joinOrganisation', path: '/_actions/profile.joinOrganisation', access: 'signed-in', api: true },
];

/** The outcome rule 41 gives for a viewer at an access level (pages redirect; endpoints answer a status). */
function expectedOutcome(access: AccessLevel, api: boolean, viewer: ViewerName, path: string): AccessDecision {
  const v = VIEWERS[viewer];
  const deny = (redirect: string, status: 401 | 403): AccessDecision =>
    api ? { allow: false, status } : { allow: false, redirect };
  if (access === 'public') return { allow: true };
  if (v === null) return deny(`/auth?next=${encodeURIComponent(path)}`, 401);
  if (access === 'admin' && !v.isAdmin) return deny('/', 403);
  if (access === 'corporate-leader' && !('isCorporateLeader' in v && v.isCorporateLeader)) return deny('/', 403);
  if (access === 'paid' && !v.isPaid) return deny('/upgrade', 403);
  return { allow: true };
}

describe('the route table', () => {
  it('lists every route of the spec with its access level, and nothing else', () => {
    expect(ROUTES.map(({ pattern, access, api }) => ({ pattern, access, api }))).toEqual(
      SPEC_ROUTES.map(({ pattern, access, api }) => ({ pattern, access, api })),
    );
  });

  it.each(SPEC_ROUTES)('$path matches the rule $pattern', ({ path, pattern }) => {
    expect(matchRoute(path)?.pattern).toBe(pattern);
  });

  it('has an entry for every page and endpoint file under src/pages', () => {
    const pagesDir = join(import.meta.dirname, '../../src/pages');
    const missing = pageFiles(pagesDir)
      .map((file) => samplePathOf(relative(pagesDir, file)))
      .filter((path): path is string => path !== null && matchRoute(path) === null);
    expect(missing).toEqual([]);
  });

  it('has an entry for every Action in src/actions', () => {
    const missing = actionNames()
      .map((name) => `/_actions/${name}`)
      .filter((path) => matchRoute(path) === null);
    expect(actionNames().length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

describe('access for every route and every viewer (rule 41)', () => {
  const cases = SPEC_ROUTES.flatMap((route) =>
    (Object.keys(VIEWERS) as ViewerName[]).map((viewer) => ({
      ...route,
      viewer,
      expected: expectedOutcome(route.access, route.api, viewer, route.path),
    })),
  );

  it.each(cases)('$access route $path for a $viewer', ({ path, viewer, expected }) => {
    expect(decideAccess(path, VIEWERS[viewer])).toEqual(expected);
  });
});

describe('the rules as the spec states them', () => {
  it('a free member who requests /points is sent to /upgrade', () => {
    expect(decideAccess('/points', VIEWERS['free learner'])).toEqual({ allow: false, redirect: '/upgrade' });
  });

  it('a paid member may open /points', () => {
    expect(decideAccess('/points', VIEWERS['paid learner'])).toEqual({ allow: true });
  });

  it('a non-admin who requests an admin route is sent to /', () => {
    expect(decideAccess('/admin/settings', VIEWERS['paid learner'])).toEqual({ allow: false, redirect: '/' });
  });

  it('an unauthenticated user who requests a signed-in route is sent to /auth', () => {
    expect(decideAccess('/leaderboard', null)).toEqual({ allow: false, redirect: '/auth?next=%2Fleaderboard' });
  });

  it('an anonymous visitor may open the landing page, /auth, the knowledge base, a public profile and the demo', () => {
    for (const path of ['/', '/auth', '/knowledge-base', '/users/u_1', '/appwrite-demo']) {
      expect(decideAccess(path, null)).toEqual({ allow: true });
    }
  });

  it('an admin is not paid by being an admin: a free admin who requests /points is sent to /upgrade', () => {
    expect(decideAccess('/points', VIEWERS['free admin'])).toEqual({ allow: false, redirect: '/upgrade' });
  });

  it('a paid member is not an admin by paying: a paid learner who requests /admin is sent to /', () => {
    expect(decideAccess('/admin', VIEWERS['paid learner'])).toEqual({ allow: false, redirect: '/' });
  });
});

describe('the team page is for corporate leaders only (rule 34)', () => {
  it('a corporate leader may open /team and its Actions', () => {
    expect(decideAccess('/team', VIEWERS['corporate leader'])).toEqual({ allow: true });
    expect(decideAccess('/_actions/team.invite', VIEWERS['corporate leader'])).toEqual({ allow: true });
  });

  it('an admin is not a leader by being an admin, nor a paid or corporate member by being one', () => {
    for (const viewer of ['paid admin', 'paid learner', 'corporate member'] as const) {
      expect(decideAccess('/team', VIEWERS[viewer])).toEqual({ allow: false, redirect: '/' });
      expect(decideAccess('/_actions/team.removeMember', VIEWERS[viewer])).toEqual({ allow: false, status: 403 });
    }
  });

  it('a corporate leader reaches no admin route, so no organisation but through their own team', () => {
    for (const path of ['/admin', '/admin/organisations', '/admin/organisations/org_1', '/admin/user/u_1']) {
      expect(decideAccess(path, VIEWERS['corporate leader'])).toEqual({ allow: false, redirect: '/' });
    }
    expect(decideAccess('/_actions/organisations.setActive', VIEWERS['corporate leader'])).toEqual({ allow: false, status: 403 });
  });

  it('a visitor to /team signs in first', () => {
    expect(decideAccess('/team', null)).toEqual({ allow: false, redirect: '/auth?next=%2Fteam' });
  });
});

describe('guard order: sign-in first, then admin, then paid (rule 39)', () => {
  it('an anonymous visitor to /admin goes to /auth, not /', () => {
    expect(decideAccess('/admin', null)).toEqual({ allow: false, redirect: '/auth?next=%2Fadmin' });
  });

  it('an anonymous visitor to /points goes to /auth, not /upgrade', () => {
    expect(decideAccess('/points', null)).toEqual({ allow: false, redirect: '/auth?next=%2Fpoints' });
  });

  it('a free non-admin who requests /admin goes to /, not /upgrade', () => {
    expect(decideAccess('/admin', VIEWERS['free learner'])).toEqual({ allow: false, redirect: '/' });
  });

  it('a free admin who requests /admin is let in, as admin routes do not require payment', () => {
    expect(decideAccess('/admin', VIEWERS['free admin'])).toEqual({ allow: true });
  });

  it('every redirect leads somewhere the same viewer may open, so no redirect loops', () => {
    for (const { path } of SPEC_ROUTES) {
      for (const viewer of Object.values(VIEWERS)) {
        const decision = decideAccess(path, viewer);
        if ('redirect' in decision) expect(decideAccess(decision.redirect, viewer)).toEqual({ allow: true });
      }
    }
  });
});

describe('the next parameter', () => {
  it('carries the requested path URL-encoded', () => {
    expect(decideAccess('/forum/posts/p_42', null)).toEqual({
      allow: false,
      redirect: '/auth?next=%2Fforum%2Fposts%2Fp_42',
    });
  });

  it('carries the query string too, encoded so it is not read as parameters of /auth', () => {
    expect(decideAccess('/leaderboard?period=weekly&page=2', null)).toEqual({
      allow: false,
      redirect: '/auth?next=%2Fleaderboard%3Fperiod%3Dweekly%26page%3D2',
    });
  });

  it('decodes back to the requested path and query, which safeNextPath accepts', () => {
    const decision = decideAccess('/points?tab=history', null);
    expect('redirect' in decision).toBe(true);
    if (!('redirect' in decision)) return;
    const next = new URL(decision.redirect, 'https://example.test').searchParams.get('next');
    expect(next).toBe('/points?tab=history');
    expect(safeNextPath(next)).toBe('/points?tab=history');
  });

  it('leaves out a fragment, which browsers never send', () => {
    expect(decideAccess('/profile#bio', null)).toEqual({ allow: false, redirect: '/auth?next=%2Fprofile' });
  });
});

describe('path matching', () => {
  it('a [param] matches any one non-empty segment', () => {
    expect(matchRoute('/users/abc-DEF_123')?.pattern).toBe('/users/[userId]');
    expect(matchRoute('/admin/user/xyz')?.pattern).toBe('/admin/user/[userId]');
    expect(matchRoute('/api/functions/process-payment')?.pattern).toBe('/api/functions/[name]');
  });

  it('a [param] does not match a missing segment or two segments', () => {
    expect(matchRoute('/users')).toBeNull();
    expect(matchRoute('/users/')).toBeNull();
    expect(matchRoute('/users/a/b')).toBeNull();
    expect(matchRoute('/forum/posts')).toBeNull();
  });

  it('a trailing slash is ignored', () => {
    expect(matchRoute('/leaderboard/')?.pattern).toBe('/leaderboard');
    expect(matchRoute('/admin/user/u_1/')?.pattern).toBe('/admin/user/[userId]');
    expect(decideAccess('/points/', VIEWERS['free learner'])).toEqual({ allow: false, redirect: '/upgrade' });
  });

  it('the query string plays no part in matching', () => {
    expect(matchRoute('/admin?x=/knowledge-base')?.pattern).toBe('/admin');
  });

  it('knowledge-base pages at any depth are public', () => {
    for (const path of ['/knowledge-base/', '/knowledge-base/getting-started', '/knowledge-base/points/how-xp-works']) {
      expect(matchRoute(path)?.pattern).toBe('/knowledge-base/**');
      expect(decideAccess(path, null)).toEqual({ allow: true });
    }
  });

  it('a path that merely starts with a public name is not public', () => {
    expect(matchRoute('/knowledge-basement')).toBeNull();
    expect(matchRoute('/authx')).toBeNull();
    expect(matchRoute('/auth/extra')).toBeNull();
  });

  it('static segments are exact: /admin/dashboards is not /admin/dashboard', () => {
    expect(matchRoute('/admin/dashboards')).toBeNull();
  });

  it('an admin page reached through escapes, case or dot segments is still an admin page', () => {
    for (const path of ['/%61dmin', '/ADMIN/Settings', '/knowledge-base/../admin', '/knowledge-base/%2e%2e/admin', '//admin']) {
      expect(decideAccess(path, VIEWERS['paid learner'])).toEqual({ allow: false, redirect: '/' });
    }
  });
});

describe('deny by default', () => {
  it('an unknown page is treated as signed-in, so a forgotten page never leaks to visitors', () => {
    expect(matchRoute('/secret-new-page')).toBeNull();
    expect(decideAccess('/secret-new-page', null)).toEqual({ allow: false, redirect: '/auth?next=%2Fsecret-new-page' });
    expect(decideAccess('/secret-new-page', VIEWERS['free learner'])).toEqual({ allow: true });
  });

  it('an unknown endpoint under /api is treated as a signed-in endpoint and answers 401', () => {
    expect(decideAccess('/api/not-listed', null)).toEqual({ allow: false, status: 401 });
    expect(decideAccess('/api/not-listed', VIEWERS['free learner'])).toEqual({ allow: true });
  });
});

describe('endpoints answer with a status instead of a redirect', () => {
  it('an anonymous request to /api/points/stream gets 401', () => {
    expect(decideAccess('/api/points/stream', null)).toEqual({ allow: false, status: 401 });
  });

  it('a signed-in request to /api/points/stream is allowed', () => {
    expect(decideAccess('/api/points/stream', VIEWERS['free learner'])).toEqual({ allow: true });
  });

  it('callable functions, the session endpoint and sign-out are open, as they check the caller themselves', () => {
    for (const path of ['/api/functions/process-payment', '/api/session', '/_actions/account.signOut']) {
      expect(decideAccess(path, null)).toEqual({ allow: true });
    }
  });
});

describe('safeNextPath: only same-site relative paths (no open redirect)', () => {
  it.each(['/leaderboard?x=1', '/leaderboard', '/', '/forum/posts/p_1#reply-3', '/users/%2F%2Fevil.com'])(
    'accepts %s',
    (next) => {
      expect(safeNextPath(next)).toBe(next);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['a backslash later in the path', '/ok/..\\..\\evil.com'],
    ['an absolute URL', 'https://evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a leading slash', 'leaderboard'],
    ['a tab that browsers strip', '/\t/evil.com'],
    ['a newline that browsers strip', '/\n/evil.com'],
    ['a NUL character', '/leaderboard\u0000'],
    ['a dot segment that the parser collapses into a protocol-relative URL', '/.//evil.com/x'],
    ['an encoded dot segment that does the same', '/%2e//evil.com'],
    ['a parent segment that does the same', '/x/..//evil.com'],
    ['an empty string', ''],
  ])('rejects %s', (_label, next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it.each([
    ['/一', '/%E4%B8%80'],
    ['/%E4%B8%80', '/%E4%B8%80'],
    ['/forum?q=café#réponse', '/forum?q=caf%C3%A9#r%C3%A9ponse'],
    ['/users/Ọkọ́', '/users/%E1%BB%8Ck%E1%BB%8D%CC%81'],
    ['/a b', '/a%20b'],
  ])('percent-encodes %s as %s, so it can be a Location header (a header value cannot hold characters above U+00FF)', (next, encoded) => {
    const safe = safeNextPath(next);
    expect(safe).toBe(encoded);
    expect(() => new Headers({ location: safe! })).not.toThrow();
    expect(() => new Response(null, { status: 303, headers: { location: safe! } })).not.toThrow();
  });

  it('rejects a missing parameter', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});

/**
 * `group.name` of every Action, read from the source (Vitest cannot load astro:actions): the groups
 * `src/actions/index.ts` exports on `server`, and in each group's file the keys defined with defineAction.
 */
function actionNames(): string[] {
  const dir = join(import.meta.dirname, '../../src/actions');
  const index = readFileSync(join(dir, 'index.ts'), 'utf8');
  const groups = /export const server = \{([^}]*)\}/.exec(index)?.[1]?.split(',').map((g) => g.trim()).filter(Boolean) ?? [];
  return groups.flatMap((group) => {
    const source = readFileSync(join(dir, `${group}.ts`), 'utf8');
    return [...source.matchAll(/^\s{2}(\w+): defineAction\(/gm)].map((match) => `${group}.${match[1]}`);
  });
}

/** Route files under src/pages; `_`-prefixed files and folders are not routes in Astro. */
function pageFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.name.startsWith('_')) return [];
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return /\.(astro|md|mdx|html|ts|js)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/**
 * A concrete path that a page file serves: params become sample segments, rest params two segments.
 * Astro's error pages (404, 500) are rendered for other paths, never requested as themselves: `null`.
 */
function samplePathOf(file: string): string | null {
  const route = file
    .split(/[\\/]/)
    .join('/')
    .replace(/\.(astro|md|mdx|html|ts|js)$/, '')
    .replace(/(^|\/)index$/, '');
  if (route === '404' || route === '500') return null;
  const path = route
    .split('/')
    .map((part) => part.replace(/\[\.\.\.[^\]]+\]/g, 'sample/deeper').replace(/\[[^\]]+\]/g, 'sample'))
    .join('/');
  return `/${path}`;
}
