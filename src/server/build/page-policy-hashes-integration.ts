// An Astro integration that pins each prerendered page's Content-Security-Policy to its final HTML (see
// page-policy-hashes.ts). It runs after the node adapter wrote dist/_headers.json (the adapter's hooks run
// first) and after the critical-CSS step rewrote the pages, so it is listed after criticalCssBuild().
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { pinPagePolicyHashes } from './page-policy-hashes.ts';

export function pagePolicyHashesBuild(): AstroIntegration {
  let outDir: URL | null = null;
  return {
    name: 'page-policy-hashes',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': ({ dir, logger }) => {
        if (!outDir) throw new Error('page policies: the build did not say where it writes');
        const pinned = pinPagePolicyHashes(fileURLToPath(outDir), fileURLToPath(dir));
        logger.info(`Content-Security-Policy hashes pinned for ${pinned} prerendered pages`);
      },
    },
  };
}
