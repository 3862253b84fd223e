// Which requests count as a cross-site form submission (CSRF), as Astro's own `security.checkOrigin` rules
// them, except that the trusted origin is the site's public one (SITE_URL) rather than the URL the request
// arrived at: behind a proxy that ends TLS, that URL is `http://…` while browsers send `Origin: https://…`.
// A request is checked when it can change something (not GET, HEAD or OPTIONS) and a browser could send it
// cross-site without asking first: a form-like content type, or none at all. JSON needs a CORS preflight,
// which we never grant, so it is left to the browser.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export interface RequestOrigin {
  readonly method: string;
  /** The Content-Type header, or null when there is none. */
  readonly contentType: string | null;
  /** The Origin header, or null when there is none. */
  readonly origin: string | null;
}

/** Whether the request must be refused: it could be a cross-site form post, and it is not from `siteOrigin`. */
export function isForbiddenCrossSiteRequest(request: RequestOrigin, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const sameSite = request.origin === siteOrigin;
  if (request.contentType === null) return !sameSite;
  const type = request.contentType.toLowerCase();
  return FORM_CONTENT_TYPES.some((form) => type.includes(form)) && !sameSite;
}
