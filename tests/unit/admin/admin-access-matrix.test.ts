// Every admin route and Action refuses everyone but admins (rules 35, 41), for each kind of person: anonymous,
// free, paid, corporate member, corporate leader, admin. Three layers, each checked here:
// 1. the route table (every `/admin…` route and `/_actions/admin.…` Action): a page redirects, an endpoint
//    or Action answers 401/403;
// 2. each Action checks its caller itself (requireAdminCaller, first thing in every handler);
// 3. each admin service checks its actor against the store, so a non-admin id is refused with nothing changed.
// The HTTP side (the same matrix against the running server) is tests/e2e/admin-access.spec.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '#/domain/learner-filters.ts';
import { ROUTES, decideAccess, type Viewer } from '#/domain/route-policy.ts';
import { deriveFlags } from '#/domain/user-flags.ts';
import { changeStanding } from '#/server/services/access.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { saveMembershipPrice } from '#/server/services/admin/admin-settings.ts';
import { listAudit } from '#/server/services/admin/audit-browser.ts';
import { openCsvExport } from '#/server/services/admin/csv-exports.ts';
import { getDashboard } from '#/server/services/admin/dashboard.ts';
import { listLearners } from '#/server/services/admin/learner-directory.ts';
import { getLearnerRecord } from '#/server/services/admin/learner-record.ts';
import { reinstateLearner, signLearnerOutEverywhere, suspendLearner } from '#/server/services/admin/learner-sessions.ts';
import { listPathfinderRequests, retryPathfinderRequest } from '#/server/services/admin/pathfinder-admin.ts';
import { adjustLearnerXp } from '#/server/services/admin/xp-adjustment.ts';
import { isServiceError } from '#/server/services/service-error.ts';
import { saveSiteSettings } from '#/server/services/site-settings.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const KINDS = {
  'free learner': { role: 'learner', membershipStatus: 'free', transformationTier: null },
  'paid learner': { role: 'learner', membershipStatus: 'paid', transformationTier: 'individual_paid' },
  'corporate member': { role: 'learner', membershipStatus: 'paid', transformationTier: 'corporate_member' },
  'corporate leader': { role: 'learner', membershipStatus: 'paid', transformationTier: 'corporate_leader' },
  admin: { role: 'admin', membershipStatus: 'free', transformationTier: null },
} as const;
type Kind = keyof typeof KINDS | 'anonymous';
const ALL_KINDS: readonly Kind[] = ['anonymous', ...(Object.keys(KINDS) as (keyof typeof KINDS)[])];

const viewerOf = (kind: Kind): Viewer => (kind === 'anonymous' ? null : deriveFlags(KINDS[kind]));

const ADMIN_ROUTES = ROUTES.filter((route) => route.pattern === '/admin' || route.pattern.startsWith('/admin/') || route.pattern.startsWith('/_actions/admin.'));
const samplePath = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, 'sample-id');

describe('the route table: every admin route and Action × every kind of person', () => {
  it('lists the admin pages, the exports and every admin Action', () => {
    const patterns = ADMIN_ROUTES.map((route) => route.pattern);
    for (const page of ['/admin', '/admin/dashboard', '/admin/users', '/admin/user/[userId]', '/admin/settings', '/admin/audit', '/admin/pathfinder', '/admin/exports', '/admin/exports/[name]']) {
      expect(patterns).toContain(page);
    }
    expect(patterns.filter((pattern) => pattern.startsWith('/_actions/admin.'))).toHaveLength(ACTION_NAMES.length);
  });

  const cases = ADMIN_ROUTES.flatMap((route) => ALL_KINDS.map((kind) => ({ pattern: route.pattern, api: route.api, kind })));
  it.each(cases)('$pattern for $kind', ({ pattern, api, kind }) => {
    const path = samplePath(pattern);
    const decision = decideAccess(path, viewerOf(kind));
    if (kind === 'admin') expect(decision).toEqual({ allow: true });
    else if (kind === 'anonymous') expect(decision).toEqual(api ? { allow: false, status: 401 } : { allow: false, redirect: `/auth?next=${encodeURIComponent(path)}` });
    else expect(decision).toEqual(api ? { allow: false, status: 403 } : { allow: false, redirect: '/' });
  });
});

const ACTIONS_SOURCE = readFileSync(join(import.meta.dirname, '../../../src/actions/admin.ts'), 'utf8');
const ACTION_NAMES = [...ACTIONS_SOURCE.matchAll(/^\s{2}(\w+): defineAction\(/gm)].map((match) => match[1] as string);

describe('each admin Action checks its caller itself', () => {
  it.each(ACTION_NAMES)('admin.%s calls requireAdminCaller before anything else', (name) => {
    const start = ACTIONS_SOURCE.indexOf(`  ${name}: defineAction(`);
    const body = ACTIONS_SOURCE.slice(start, ACTIONS_SOURCE.indexOf('\n  }),', start));
    const handler = body.slice(body.indexOf('handler:'));
    const firstStatement = handler.split('\n').find((line) => /^\s{6}\S/.test(line));
    expect(firstStatement?.trim()).toMatch(/^const caller = requireAdminCaller\(context\);$/);
  });
});

describe('each admin service refuses an actor who is not an admin, changing nothing', () => {
  let backend: TestBackend;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    backend = createTestBackend();
    for (const [kind, access] of Object.entries(KINDS)) {
      ids[kind] = (await createAccount(backend, { email: `${kind.replace(' ', '-')}@example.org`, password: null, displayName: kind, timezone: 'UTC', ...access })).userId;
    }
    ids.target = (await createAccount(backend, { email: 'target@example.org', password: null, displayName: 'Target', timezone: 'UTC' })).userId;
  });
  afterAll(async () => {
    await backend.dispose();
  });

  const calls: Record<string, (actor: string) => Promise<unknown>> = {
    'the dashboard': (actor) => getDashboard(backend, actor),
    'the learner list': (actor) => listLearners(backend, actor, NO_FILTERS, null),
    "a learner's record": (actor) => getLearnerRecord(backend, actor, ids.target as string),
    'an XP adjustment': (actor) => adjustLearnerXp(backend, actor, { userId: ids.target as string, amount: 500, reason: 'Sneaky', key: 'matrix-key-1' }),
    'a change of role': (actor) => changeStanding(backend, { adminId: actor }, actor, { role: 'admin' }, 'Promote myself'),
    'a change of membership': (actor) => changeStanding(backend, { adminId: actor }, ids.target as string, { membershipStatus: 'paid' }, 'Gift'),
    'a suspension': (actor) => suspendLearner(backend, actor, ids.target as string, 'Grudge'),
    'a reinstatement': (actor) => reinstateLearner(backend, actor, ids.target as string, 'Friend'),
    'signing out everywhere': (actor) => signLearnerOutEverywhere(backend, actor, ids.target as string, null),
    'the price': (actor) => saveMembershipPrice(backend, actor, { major: '1', currency: 'USD' }, 'Cheaper'),
    'site settings': (actor) => saveSiteSettings(backend, actor, [{ name: 'contactEmail', value: 'evil@example.org' }], null),
    'the audit log': (actor) => listAudit(backend, actor, { actor: null, action: null, target: null, from: null, to: null }, null),
    'pathfinder requests': (actor) => listPathfinderRequests(backend, actor),
    'a pathfinder retry': (actor) => retryPathfinderRequest(backend, actor, 'no-such-request'),
    'a CSV export': (actor) => openCsvExport(backend, actor, 'learners', new URLSearchParams()),
  };
  const nonAdmins = ['free learner', 'paid learner', 'corporate member', 'corporate leader', 'unknown id'];
  const cases = Object.keys(calls).flatMap((what) => nonAdmins.map((kind) => ({ what, kind })));

  it.each(cases)('$what, asked by a $kind', async ({ what, kind }) => {
    const actor = ids[kind] ?? 'nobody-with-this-id';
    await expect(calls[what]?.(actor)).rejects.toSatisfy((error) => isServiceError(error, 'permission-denied'));
    const target = await backend.store.getRow('users', ids.target as string);
    expect(target).toMatchObject({ role: 'learner', membershipStatus: 'free', suspendedAt: null });
    expect((await backend.store.getRow('user_points', ids.target as string))?.points).toBe(0);
    expect((await backend.store.getRow('users', actor))?.role ?? 'learner').toBe('learner');
  });

  it('an admin is let through the same calls', async () => {
    const admin = ids.admin as string;
    await expect(getDashboard(backend, admin)).resolves.toBeDefined();
    await expect(listLearners(backend, admin, NO_FILTERS, null)).resolves.toBeDefined();
    await expect(getLearnerRecord(backend, admin, ids.target as string)).resolves.toBeDefined();
  });
});
