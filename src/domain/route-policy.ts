// Who may open which route, in ONE table the middleware enforces and a test checks every page against,
// so access is never decided page by page (rules 37 and 41).

/**
 * Who may open a route. Each level includes being signed in, except `public`. `corporate-leader`: the tier
 * corporate_leader (rule 34; an admin is not a leader by being an admin).
 */
export type AccessLevel = 'public' | 'signed-in' | 'paid' | 'admin' | 'corporate-leader';

/** One row of the route table. */
export interface RouteRule {
  /**
   * The route: `/`-separated segments matched exactly (case-insensitively), `[param]` for one non-empty
   * segment, and a trailing `/**` for the prefix itself and anything below it.
   */
  readonly pattern: string;
  readonly access: AccessLevel;
  /**
   * An endpoint rather than a page: a denial is answered with 401/403, because a fetch or an EventSource
   * cannot make sense of a redirect to the sign-in page.
   */
  readonly api: boolean;
}

/** Every route of the product. The first rule that matches wins; no two rules overlap today. */
export const ROUTES: readonly RouteRule[] = [
  // Public (rules 37, 41; rule 1 names the demo route).
  { pattern: '/', access: 'public', api: false },
  { pattern: '/auth', access: 'public', api: false },
  { pattern: '/users/[userId]', access: 'public', api: false },
  { pattern: '/knowledge-base/**', access: 'public', api: false },
  { pattern: '/appwrite-demo', access: 'public', api: false },
  // Where visitors land after a pathfinder request when no BOOKING_URL is set.
  { pattern: '/pathfinder/requested', access: 'public', api: false },
  // Certificate verification (rule 28): the page, its .json credential and its .pdf, for anyone holding the link.
  { pattern: '/certificates/[file]', access: 'public', api: false },
  // Installable and offline: the page the service worker shows for a page never kept (prerendered, no data).
  { pattern: '/offline', access: 'public', api: false },
  // The visitor site in French (/fr/, /fr/knowledge-base/…, /fr/offline): prerendered, for everyone.
  { pattern: '/fr/**', access: 'public', api: false },
  // Choosing the platform's language: visitors too (kept in a cookie until they sign in).
  { pattern: '/language', access: 'public', api: false },

  // Signed in.
  { pattern: '/welcome', access: 'signed-in', api: false },
  { pattern: '/onboarding', access: 'signed-in', api: false },
  { pattern: '/build-village', access: 'signed-in', api: false },
  { pattern: '/leaderboard', access: 'signed-in', api: false },
  { pattern: '/impact-log', access: 'signed-in', api: false },
  { pattern: '/badges', access: 'signed-in', api: false },
  { pattern: '/forum', access: 'signed-in', api: false },
  { pattern: '/forum/posts/[postId]', access: 'signed-in', api: false },
  // The edit post dialog's page, for browsers without JavaScript (the service checks it is the author's).
  { pattern: '/forum/posts/[postId]/edit', access: 'signed-in', api: false },
  { pattern: '/upgrade', access: 'signed-in', api: false },
  { pattern: '/profile', access: 'signed-in', api: false },
  // A printable receipt; the page shows only the viewer's own payments.
  { pattern: '/profile/receipts/[paymentId]', access: 'signed-in', api: false },
  // Learning journeys (rules 24, 27, 28): the journey, its modules and activities, the CPD record. The .ics
  // file is a link people click, so a visitor is sent to sign in rather than answered 401.
  { pattern: '/journey', access: 'signed-in', api: false },
  { pattern: '/journey/custom', access: 'signed-in', api: false },
  { pattern: '/journey/modules/[slug]', access: 'signed-in', api: false },
  { pattern: '/journey/reflections', access: 'signed-in', api: false },
  { pattern: '/journey/webinars', access: 'signed-in', api: false },
  { pattern: '/journey/webinars/[file]', access: 'signed-in', api: false },
  { pattern: '/journey/mentoring', access: 'signed-in', api: false },
  { pattern: '/journey/capstone', access: 'signed-in', api: false },
  { pattern: '/cpd', access: 'signed-in', api: false },
  { pattern: '/cpd/print', access: 'signed-in', api: false },
  // Community (rules 29, 30, 32): the quiz retaken without JavaScript, villages, the premium ecosystem's pages
  // (free members see what they would get there, so they are not paid-only routes).
  { pattern: '/profile/personality', access: 'signed-in', api: false },
  { pattern: '/villages', access: 'signed-in', api: false },
  { pattern: '/villages/[villageId]', access: 'signed-in', api: false },
  { pattern: '/ecosystem/peer-circles', access: 'signed-in', api: false },
  { pattern: '/ecosystem/transformation-partner', access: 'signed-in', api: false },

  // Signed in and paid.
  { pattern: '/points', access: 'paid', api: false },

  // Admin only.
  { pattern: '/admin', access: 'admin', api: false },
  { pattern: '/admin/dashboard', access: 'admin', api: false },
  { pattern: '/admin/settings', access: 'admin', api: false },
  { pattern: '/admin/user/[userId]', access: 'admin', api: false },
  { pattern: '/admin/webinars', access: 'admin', api: false },
  { pattern: '/admin/capstones', access: 'admin', api: false },
  // Forum reports waiting for a moderator.
  { pattern: '/admin/reports', access: 'admin', api: false },
  // What paid members asked of the premium ecosystem (circle places, transformation partners).
  { pattern: '/admin/requests', access: 'admin', api: false },
  // Administration (rule 35): learners, the audit log, pathfinder requests and the CSV exports (files: an
  // endpoint, so a denial answers 403 instead of redirecting a download).
  { pattern: '/admin/users', access: 'admin', api: false },
  { pattern: '/admin/audit', access: 'admin', api: false },
  { pattern: '/admin/pathfinder', access: 'admin', api: false },
  { pattern: '/admin/exports', access: 'admin', api: false },
  { pattern: '/admin/exports/[name]', access: 'admin', api: true },

  // Endpoints.
  // Tells the browser who is signed in, so it must answer visitors too (with "nobody").
  { pattern: '/api/session', access: 'public', api: true },
  { pattern: '/api/points/stream', access: 'signed-in', api: true },
  { pattern: '/api/points/realtime-token', access: 'signed-in', api: true },
  // The /appwrite-demo health figure, refreshed without a reload; public like the page.
  { pattern: '/api/backend-health', access: 'public', api: true },
  // Callable functions check the caller themselves and must answer in the callable error format
  // (`unauthenticated` as `{ error: { status } }`), which a bare 401 from the middleware would not be.
  { pattern: '/api/functions/[name]', access: 'public', api: true },
  // Social sign-in (start, and the provider's return) is how a visitor becomes signed in.
  { pattern: '/api/auth/social/[provider]', access: 'public', api: true },
  { pattern: '/api/auth/social/[provider]/callback', access: 'public', api: true },
  // The payment provider calls it with no session: the signature on the raw body is its credential.
  { pattern: '/api/payments/webhook', access: 'public', api: true },

  // Astro Actions called from a script (`/_actions/<group>.<name>`); a form posted without JavaScript reaches
  // the same Action through its page (`/auth?_action=…`), under that page's rule. Each Action checks its
  // caller again itself. An Action missing here is treated as signed-in, like any unlisted route.
  { pattern: '/_actions/account.signIn', access: 'public', api: true },
  { pattern: '/_actions/account.signUp', access: 'public', api: true },
  // Signing out without a session is harmless, and refusing it would only confuse a stale tab.
  { pattern: '/_actions/account.signOut', access: 'public', api: true },
  // Pathfinder session requests come from visitors; the service validates and throttles per address itself.
  { pattern: '/_actions/pathfinder.request', access: 'public', api: true },
  { pattern: '/_actions/language.choose', access: 'public', api: true },
  { pattern: '/_actions/profile.save', access: 'signed-in', api: true },
  { pattern: '/_actions/profile.changePassword', access: 'signed-in', api: true },
  { pattern: '/_actions/profile.setPassword', access: 'signed-in', api: true },
  { pattern: '/_actions/profile.signOutEverywhere', access: 'signed-in', api: true },
  { pattern: '/_actions/profile.setBoardVisibility', access: 'signed-in', api: true },
  // The app shell asks for the awards behind a change of its points (the live toasts).
  { pattern: '/_actions/points.newAwards', access: 'signed-in', api: true },
  // The test provider's card form (the upgrade page); each checks that the payment is the caller's.
  { pattern: '/_actions/payments.confirmTestCard', access: 'signed-in', api: true },
  { pattern: '/_actions/payments.answerConfirmationStep', access: 'signed-in', api: true },
  // Learning journeys: every Action checks its caller, and the services check roles and ownership again.
  { pattern: '/_actions/journey.choose', access: 'signed-in', api: true },
  { pattern: '/_actions/journey.saveCustom', access: 'signed-in', api: true },
  { pattern: '/_actions/journey.completeModule', access: 'signed-in', api: true },
  { pattern: '/_actions/journey.reflect', access: 'signed-in', api: true },
  { pattern: '/_actions/webinars.attend', access: 'signed-in', api: true },
  { pattern: '/_actions/webinars.schedule', access: 'admin', api: true },
  { pattern: '/_actions/webinars.cancel', access: 'admin', api: true },
  { pattern: '/_actions/mentoring.log', access: 'signed-in', api: true },
  { pattern: '/_actions/mentoring.confirm', access: 'signed-in', api: true },
  { pattern: '/_actions/mentoring.decline', access: 'signed-in', api: true },
  { pattern: '/_actions/capstones.submit', access: 'signed-in', api: true },
  { pattern: '/_actions/capstones.approve', access: 'admin', api: true },
  { pattern: '/_actions/capstones.returnWithFeedback', access: 'admin', api: true },
  // The forum (rule 31): learners post, edit and delete their own, reply, like and report; the services check
  // ownership and category access. Moderation is for admins (the services check that too).
  { pattern: '/_actions/forum.startDiscussion', access: 'signed-in', api: true },
  { pattern: '/_actions/forum.editPost', access: 'signed-in', api: true },
  { pattern: '/_actions/forum.deletePost', access: 'signed-in', api: true },
  { pattern: '/_actions/forum.reply', access: 'signed-in', api: true },
  { pattern: '/_actions/forum.deleteReply', access: 'signed-in', api: true },
  { pattern: '/_actions/forum.like', access: 'signed-in', api: true },
  { pattern: '/_actions/forum.report', access: 'signed-in', api: true },
  { pattern: '/_actions/forum.moderatePost', access: 'admin', api: true },
  { pattern: '/_actions/forum.moderateReply', access: 'admin', api: true },
  { pattern: '/_actions/forum.settleReport', access: 'admin', api: true },
  // Community: onboarding, villages and challenges, the impact log, the premium ecosystem's requests.
  { pattern: '/_actions/onboarding.saveAbout', access: 'signed-in', api: true },
  { pattern: '/_actions/onboarding.saveJourney', access: 'signed-in', api: true },
  { pattern: '/_actions/onboarding.answerQuiz', access: 'signed-in', api: true },
  { pattern: '/_actions/onboarding.complete', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.create', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.join', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.joinByCode', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.leave', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.regenerateCode', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.removeMember', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.handOver', access: 'signed-in', api: true },
  { pattern: '/_actions/villages.startChallenge', access: 'signed-in', api: true },
  { pattern: '/_actions/impact.add', access: 'signed-in', api: true },
  { pattern: '/_actions/impact.update', access: 'signed-in', api: true },
  { pattern: '/_actions/impact.delete', access: 'signed-in', api: true },
  { pattern: '/_actions/ecosystem.requestCirclePlace', access: 'signed-in', api: true },
  { pattern: '/_actions/ecosystem.requestPartner', access: 'signed-in', api: true },
  // The admin area's Actions (rule 35); each checks the caller's role again, and its service the store.
  { pattern: '/_actions/admin.adjustXp', access: 'admin', api: true },
  { pattern: '/_actions/admin.changeStanding', access: 'admin', api: true },
  { pattern: '/_actions/admin.suspend', access: 'admin', api: true },
  { pattern: '/_actions/admin.reinstate', access: 'admin', api: true },
  { pattern: '/_actions/admin.signOutEverywhere', access: 'admin', api: true },
  { pattern: '/_actions/admin.retryPathfinder', access: 'admin', api: true },
  { pattern: '/_actions/admin.savePrice', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveLinks', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveWebhook', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveStreak', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveFarming', access: 'admin', api: true },
  { pattern: '/_actions/admin.saveFeatures', access: 'admin', api: true },

  // Organisations (rule 34). Admins run them from /admin/organisations; a corporate leader runs their team
  // from /team; a learner joins by code from the profile. Every Action checks its caller's standing again.
  { pattern: '/admin/organisations', access: 'admin', api: false },
  { pattern: '/admin/organisations/[organisationId]', access: 'admin', api: false },
  { pattern: '/team', access: 'corporate-leader', api: false },
  { pattern: '/_actions/organisations.create', access: 'admin', api: true },
  { pattern: '/_actions/organisations.rename', access: 'admin', api: true },
  { pattern: '/_actions/organisations.setSeatLimit', access: 'admin', api: true },
  { pattern: '/_actions/organisations.setActive', access: 'admin', api: true },
  { pattern: '/_actions/organisations.addLeader', access: 'admin', api: true },
  { pattern: '/_actions/organisations.removeLeader', access: 'admin', api: true },
  { pattern: '/_actions/organisations.removeMember', access: 'admin', api: true },
  { pattern: '/_actions/organisations.regenerateCode', access: 'admin', api: true },
  { pattern: '/_actions/team.regenerateCode', access: 'corporate-leader', api: true },
  { pattern: '/_actions/team.invite', access: 'corporate-leader', api: true },
  { pattern: '/_actions/team.cancelInvitation', access: 'corporate-leader', api: true },
  { pattern: '/_actions/team.removeMember', access: 'corporate-leader', api: true },
  { pattern: '/_actions/profile.joinOrganisation', access: 'signed-in', api: true },
];

/**
 * Who is asking: `null` for an anonymous visitor, otherwise the signed-in user's flags
 * (`locals.user` can be passed as it is).
 */
export type Viewer = { readonly isAdmin: boolean; readonly isPaid: boolean; readonly isCorporateLeader?: boolean } | null;

/** What the middleware does with a request. */
export type AccessDecision =
  | { readonly allow: true }
  | { readonly allow: false; readonly redirect: string }
  | { readonly allow: false; readonly status: 401 | 403 };

type Segment = { readonly kind: 'static'; readonly value: string } | { readonly kind: 'param' };

interface CompiledRule {
  readonly rule: RouteRule;
  readonly segments: readonly Segment[];
  /** The pattern ended in `/**`. */
  readonly rest: boolean;
}

function compile(rule: RouteRule): CompiledRule {
  const parts = rule.pattern.split('/').filter((part) => part !== '');
  const rest = parts[parts.length - 1] === '**';
  if (rest) parts.pop();
  const segments = parts.map((part): Segment =>
    /^\[[^\]/]+\]$/.test(part) ? { kind: 'param' } : { kind: 'static', value: part.toLowerCase() },
  );
  return { rule, segments, rest };
}

const COMPILED: readonly CompiledRule[] = ROUTES.map(compile);

/**
 * Splits a request path into the segments the router sees. The query and fragment are dropped; the path is
 * percent-decoded as the router decodes it (`decodeURI`, so `%2F` stays inside its segment), empty and `.`
 * segments are dropped and `..` is resolved. Without that, `/%61dmin` or `/knowledge-base/%2e%2e/admin`
 * could reach an admin page while the policy saw a public or unknown path.
 */
function segmentsOf(path: string): string[] {
  let pathname = path.split(/[?#]/, 1)[0] ?? '';
  try {
    pathname = decodeURI(pathname);
  } catch {
    // Malformed escapes: keep the raw text; it matches no static segment, so it falls to the default.
  }
  const segments: string[] = [];
  for (const part of pathname.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') segments.pop();
    else segments.push(part);
  }
  return segments;
}

function matches(compiled: CompiledRule, segments: readonly string[]): boolean {
  const count = compiled.segments.length;
  if (compiled.rest ? segments.length < count : segments.length !== count) return false;
  return compiled.segments.every((expected, i) => {
    const actual = segments[i];
    if (actual === undefined || actual === '') return false;
    // Case-insensitive so that `/ADMIN` is guarded like `/admin` on any router or file system that
    // would serve it; a stricter router only turns that into a 404 after the guard.
    return expected.kind === 'param' || actual.toLowerCase() === expected.value;
  });
}

/** How many paths' rules are remembered (every request asks; most ask for the same few pages). */
const MATCHED_PATHS_KEPT = 2_000;
/** Rules already found, by pathname: the table never changes while the server runs. */
const matchedPaths = new Map<string, RouteRule | null>();

/**
 * The table's rule for a path (a query string is ignored, a trailing slash too), or `null` when no rule
 * matches. `null` is what a test looks for to find a page missing from the table.
 */
export function matchRoute(path: string): RouteRule | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const known = matchedPaths.get(pathname);
  if (known !== undefined) return known;
  const segments = segmentsOf(pathname);
  const rule = COMPILED.find((compiled) => matches(compiled, segments))?.rule ?? null;
  if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.clear();
  matchedPaths.set(pathname, rule);
  return rule;
}

/**
 * The rule for a path the table does not list. Deny by default: a page someone adds and forgets to list
 * must never leak to visitors, so it is treated as signed-in. Under `/api/` it is also an endpoint, so a
 * forgotten endpoint answers 401 rather than redirecting a script to the sign-in page.
 */
function defaultRuleFor(path: string): RouteRule {
  const api = segmentsOf(path)[0]?.toLowerCase() === 'api';
  return { pattern: path, access: 'signed-in', api };
}

const ALLOW: AccessDecision = { allow: true };

/**
 * Decides whether `viewer` may open `path`, checking in the order of rule 39: signed in, then admin (or
 * corporate leader), then paid. A visitor is sent to `/auth?next=<path and query>`, a non-admin (or someone
 * who leads no team) to `/`, a free member to `/upgrade`;
 * an endpoint answers 401 (not signed in) or 403 (signed in, not allowed) instead.
 *
 * Admins are not treated as paid: paid means membershipStatus paid (rule 41), so an admin with a free
 * membership is sent to `/upgrade` from `/points` like any free member.
 *
 * @param path the request's pathname, optionally followed by its `?query` (which is kept in `next`)
 * @param viewer `null` for a visitor, or the signed-in user's flags
 */
export function decideAccess(path: string, viewer: Viewer): AccessDecision {
  const rule = matchRoute(path) ?? defaultRuleFor(path);
  if (rule.access === 'public') return ALLOW;

  if (viewer === null) {
    if (rule.api) return { allow: false, status: 401 };
    // The fragment never reaches the server; dropping it keeps a hand-built path from carrying one into `next`.
    const next = path.split('#', 1)[0] ?? path;
    return { allow: false, redirect: `/auth?next=${encodeURIComponent(next)}` };
  }

  if (rule.access === 'admin' && !viewer.isAdmin) {
    return rule.api ? { allow: false, status: 403 } : { allow: false, redirect: '/' };
  }

  if (rule.access === 'corporate-leader' && viewer.isCorporateLeader !== true) {
    return rule.api ? { allow: false, status: 403 } : { allow: false, redirect: '/' };
  }

  if (rule.access === 'paid' && !viewer.isPaid) {
    return rule.api ? { allow: false, status: 403 } : { allow: false, redirect: '/upgrade' };
  }

  return ALLOW;
}

/** The origin used only to check that a path stays on our site; it is never contacted. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * The `next` parameter after sign-in, if it is safe to redirect to: a same-site relative path that starts
 * with a single `/`, with no backslash (browsers read `/\evil.com` as `//evil.com`), no scheme and no
 * control characters (browsers strip tabs and newlines, turning `/\t/evil.com` into `//evil.com`).
 * Anything else yields `null`, and the caller falls back to the usual landing page: this prevents open redirects.
 *
 * The path comes back as the URL parser writes it: percent-encoded ASCII (`/一` gives `/%E4%B8%80`). Every
 * redirect to a path someone else chose goes through here, and a `Location` header cannot carry characters
 * above U+00FF (the Response would throw, and the visitor would get a 500), so this is the one place that
 * makes such a path fit a header.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next === '') return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  if (next.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused here
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  // Belt and braces: whatever the rules above missed, the URL parser must agree the path stays on our site.
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  // The parser resolves dot segments, so `/.//evil.example` or `/x/..//evil.example` comes out as
  // `//evil.example`, which a browser reads as another site: the checks above must hold for the result too.
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') ? null : path;
}
