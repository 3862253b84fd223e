// An Astro integration that writes the service worker once the pages are final (see service-worker.ts).
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { buildServiceWorker } from './service-worker.ts';

/** Writes dist/client/sw.js after `astro build`; runs after the pages' last rewrite and before precompression. */
export function serviceWorkerBuild(): AstroIntegration {
  return {
    name: 'service-worker-build',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const source = fileURLToPath(new URL('../../service-worker/sw.ts', import.meta.url));
        const entries = await buildServiceWorker(fileURLToPath(dir), source);
        logger.info(`service worker written with ${entries.length} files kept for offline`);
      },
    },
  };
}
