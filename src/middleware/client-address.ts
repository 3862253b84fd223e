// Puts the client's address in `locals.clientAddress`, the one address every throttle and log uses.
// Astro's `clientAddress` is the connection's address (the node adapter in middleware mode takes
// X-Forwarded-For only when `security.allowedDomains` is set, which we do not set, and then the left-most
// entry, which the client writes itself); behind a reverse proxy that is the proxy, so every visitor would
// share one throttle. TRUSTED_PROXIES says which proxies to believe (src/server/network/client-address.ts).
import { defineMiddleware } from 'astro:middleware';
import { getBackend } from '#/server/config.ts';
import { clientAddressOf } from '#/server/network/client-address.ts';

export const clientAddress = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { settings } = await getBackend();
  // eslint-disable-next-line no-restricted-syntax -- the one place that reads the connection's address
  const peer = context.clientAddress;
  context.locals.clientAddress = clientAddressOf(peer, context.request.headers.get('x-forwarded-for'), settings.trustedProxies);
  return next();
});
