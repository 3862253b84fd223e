// An Astro integration that inlines each prerendered page's critical CSS once the build is done (see
// critical-css.ts). Listed before the precompress integration, so the compressed copies include it.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { inlineCriticalCss } from './critical-css.ts';

export function criticalCssBuild(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await inlineCriticalCss(fileURLToPath(dir));
        logger.info(`critical CSS inlined in ${pages.length} prerendered pages`);
      },
    },
  };
}
