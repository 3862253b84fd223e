// An Astro integration that precompresses the browser files once the build is done (see precompress.ts).
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './precompress.ts';

/** Precompress dist/client after `astro build`. */
export function precompressBuild(): AstroIntegration {
  return {
    name: 'precompress-build',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const files = precompressDirectory(fileURLToPath(dir));
        const saved = files.reduce((sum, f) => sum + f.bytes - (f.br ?? f.bytes), 0);
        logger.info(`brotli and gzip copies of ${files.length} files (brotli saves ${(saved / 1024).toFixed(0)} KiB)`);
      },
    },
  };
}
