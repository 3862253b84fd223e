// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { criticalCssBuild } from './src/server/build/critical-css-integration.ts';
import { pagePolicyHashesBuild } from './src/server/build/page-policy-hashes-integration.ts';
import { precompressBuild } from './src/server/build/precompress-integration.ts';
import { serviceWorkerBuild } from './src/server/build/service-worker-integration.ts';
import { DEFAULT_BODY_LIMIT, LARGEST_BODY_LIMIT } from './src/server/web-server/body-limits.ts';
import { SITE_DIRECTIVES } from './src/server/web-server/content-security-policy.ts';

// Settings are not declared to astro:env: one zod parser (src/server/settings.ts) reads them at run time for
// the server and for the scripts alike (npm start, account, points, export…), which run outside Astro and
// cannot import astro:env. A second declaration would only be a second, weaker validator of the same variables.

export default defineConfig({
  // Pages are prerendered unless they export `prerender = false` (every signed-in, admin and API route does).
  output: 'static',
  // The public origin, when known at build time: the visitor pages' hreflang alternates are absolute URLs on it
  // (without it they are paths). The server reads SITE_URL again at run time for everything else.
  site: process.env.SITE_URL || undefined,
  // Middleware mode: scripts/start.ts serves it from our own small server, which compresses (the adapter's
  // standalone server does not) and caches by kind (src/server/web-server/platform-server.ts).
  // Our server reads every body within its route's cap before the adapter sees it (body-limits.ts); the
  // adapter's own limit (1 GiB by default) is a second line at the largest cap, for a body that arrives unread.
  // staticHeaders: the prerendered pages' Content-Security-Policies go to dist/_headers.json, which our server
  // sends as headers, instead of a <meta> tag in every page. Streaming off: a page is rendered whole before
  // its headers leave, so a layout or component can still add to its page's policy (Astro.csp).
  adapter: node({ mode: 'middleware', bodySizeLimit: LARGEST_BODY_LIMIT, staticHeaders: true, experimentalDisableStreaming: true }),
  // Order matters: critical CSS is inlined into the prerendered pages, then their policies are pinned to the
  // final HTML, then the service worker's precache list is taken from them, then the compressed copies are made.
  integrations: [react(), criticalCssBuild(), pagePolicyHashesBuild(), serviceWorkerBuild(), precompressBuild()],
  // The stylesheet is one cached file; prerendered pages also carry their critical part inline (critical-css.ts),
  // so their first response paints without a second round trip.
  build: { inlineStylesheets: 'never' },
  // Sessions are ours (src/server/auth), kept in the Store; Astro's file-based sessions stay off.
  session: false,
  // Cross-site form posts are refused by our own middleware step (src/middleware/check-origin.ts), with
  // Astro's rules but against SITE_URL: Astro's check compares with the request's URL, which is http://
  // behind a proxy that ends TLS. `allowedDomains` stays unset: with it, Astro would take the client's
  // address from the left-most X-Forwarded-For entry, which the client writes (src/middleware/client-address.ts).
  security: {
    checkOrigin: false,
    // Actions read at most what a form may send (Astro's default is 1 MB).
    actionBodySizeLimit: DEFAULT_BODY_LIMIT,
    // Astro hashes the scripts and styles it emits into each page's policy; the other directives are ours
    // (src/server/web-server/content-security-policy.ts, README "Content-Security-Policy").
    csp: { directives: [...SITE_DIRECTIVES] },
  },
  // The visitor site in two languages: English at `/…`, French at `/fr/…` (src/pages/fr), both prerendered;
  // `Astro.currentLocale` follows. Pages rendered for someone are one address in both languages: their language
  // is the person's choice (src/middleware/choose-locale.ts), not a path.
  i18n: { locales: ['en', 'fr'], defaultLocale: 'en', routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false } },
  // Shiki colours code with style="…" attributes, which the policy refuses; no page shows code.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
  },
});
