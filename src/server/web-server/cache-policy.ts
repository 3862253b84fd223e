// How long browsers and shared caches may keep what the server sends, and which types are worth compressing.

/** Astro's hashed build output: a changed file gets a new name, so a cached copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Prerendered pages and other unhashed files keep their URL when they change: reuse only after a (cheap, ETag) check. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The Cache-Control of a static file, by its URL path. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE;
}

/** Bodies smaller than this gain nothing from compression (the framing costs about as much as it saves). */
export const MIN_COMPRESSIBLE_BYTES = 1024;

const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/**
 * Whether a body of this media type shrinks when compressed. Text does; images, fonts and archives are
 * compressed already. Server-sent events are text but must reach the browser event by event, so never.
 */
export function isCompressibleType(contentType: string | undefined): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType.trim());
}
