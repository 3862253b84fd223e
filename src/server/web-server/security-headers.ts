// Headers every response carries, whether a prerendered file or a page rendered on demand.

/** ASVS 3.4: no MIME sniffing, no framing (clickjacking), no full URLs leaked to other sites. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
};
