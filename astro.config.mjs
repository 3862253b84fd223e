// @ts-check
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { SETTINGS } from './src/server/settings.ts';
import { criticalCssBuild } from './src/server/build/critical-css-integration.ts';
import { precompressBuild } from './src/server/build/precompress-integration.ts';

// Every setting is declared to astro:env from the one list in src/server/settings.ts. All are
// server-side and read at run time (access 'secret' keeps them out of the built files, so one build
// serves any environment); src/server/config.ts parses and checks them.
const envSchema = Object.fromEntries(
  SETTINGS.map((s) => [s.name, envField.string({ context: 'server', access: 'secret', optional: true, default: s.default })]),
);

export default defineConfig({
  // Pages are prerendered unless they export `prerender = false` (every signed-in, admin and API route does).
  output: 'static',
  // Middleware mode: scripts/start.ts serves it from our own small server, which compresses (the adapter's
  // standalone server does not) and caches by kind (src/server/http/platform-server.ts).
  adapter: node({ mode: 'middleware' }),
  // Order matters: critical CSS is inlined into the prerendered pages before their compressed copies are made.
  integrations: [react(), criticalCssBuild(), precompressBuild()],
  // The stylesheet is one cached file; prerendered pages also carry their critical part inline (critical-css.ts),
  // so their first response paints without a second round trip.
  build: { inlineStylesheets: 'never' },
  // Sessions are ours (src/server/auth), kept in the Store; Astro's file-based sessions stay off.
  session: false,
  // Cross-site form posts are refused by our own middleware step (src/middleware/check-origin.ts), with
  // Astro's rules but against SITE_URL: Astro's check compares with the request's URL, which is http://
  // behind a proxy that ends TLS. `allowedDomains` stays unset: with it, Astro would take the client's
  // address from the left-most X-Forwarded-For entry, which the client writes (src/middleware/client-address.ts).
  security: { checkOrigin: false },
  env: { schema: envSchema },
  vite: {
    plugins: [tailwindcss()],
  },
});
