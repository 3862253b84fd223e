// @ts-check
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { SETTINGS } from './src/server/settings.ts';

// Every setting is declared to astro:env from the one list in src/server/settings.ts. All are
// server-side and read at run time (access 'secret' keeps them out of the built files, so one build
// serves any environment); src/server/config.ts parses and checks them.
const envSchema = Object.fromEntries(
  SETTINGS.map((s) => [s.name, envField.string({ context: 'server', access: 'secret', optional: true, default: s.default })]),
);

export default defineConfig({
  // Pages are prerendered unless they export `prerender = false` (every signed-in, admin and API route does).
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // Sessions are ours (src/server/auth), kept in the Store; Astro's file-based sessions stay off.
  session: false,
  security: { checkOrigin: true },
  env: { schema: envSchema },
  vite: {
    plugins: [tailwindcss()],
  },
});
