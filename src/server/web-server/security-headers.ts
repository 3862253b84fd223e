// Headers every response carries, whether a prerendered file or a page rendered on demand. A page replaces
// the Content-Security-Policy here with its own (content-security-policy.ts).
import { BASE_POLICY } from './content-security-policy.ts';

/** One year, and every subdomain of the site's host (ASVS 3.4.1); not preloaded, which is the owner's call. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * ASVS 3.4: no MIME sniffing, no framing (clickjacking), no full URLs leaked to other sites, a policy for what
 * is not a page, and, when the site is served over https (`SITE_URL`), HTTPS only from now on.
 */
export function securityHeaders(siteUrl: URL): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy': BASE_POLICY,
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(siteUrl.protocol === 'https:' ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
