// A page rendered for one person must never be stored by a shared cache (nor by the browser's back/forward
// cache after sign-out): anything answered to a signed-in person is `private, no-store` unless it says otherwise.
import { defineMiddleware } from 'astro:middleware';

export const personalPageCaching = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!context.isPrerendered && context.locals.user && !response.headers.has('cache-control')) {
    response.headers.set('cache-control', 'private, no-store');
  }
  return response;
});
