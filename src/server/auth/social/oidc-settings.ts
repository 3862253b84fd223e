// The OIDC_PROVIDERS setting: the OpenID Connect providers offered as "Continue with …" buttons in
// embedded mode, as a JSON array. Parsed once at start; a wrong value stops the start with a message
// that names the setting and the entry, never the secret.
import { z } from 'zod';

/** One provider: where it lives (its issuer, found by OpenID discovery) and our client registration there. */
export interface OidcProviderConfig {
  /** URL-safe id used in our routes (`/api/auth/social/<id>`). */
  id: string;
  /** Button text after "Continue with". */
  label: string;
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

const providerSchema = z.object({
  id: z
    .string({ error: 'id is required' })
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'id must be 1–32 lower-case letters, digits or dashes'),
  label: z.string({ error: 'label is required' }).trim().min(1, 'label is required').max(40, 'label must be at most 40 characters'),
  issuer: z
    .url({ protocol: /^https?$/, error: 'issuer must be an http(s) URL' })
    // Plain http only for a provider on this machine (tests, development): tokens must not cross a network in clear.
    .refine((value) => {
      // zod runs this even when the URL check failed; that failure is already reported.
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return url.protocol === 'https:' || isLoopbackHost(url.hostname);
    }, 'issuer must use https (http is allowed only for localhost)'),
  clientId: z.string({ error: 'clientId is required' }).min(1, 'clientId is required'),
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, 'clientSecret is required'),
});

const providersSchema = z
  .array(providerSchema, { error: 'must be a JSON array of providers' })
  .max(10, 'at most 10 providers')
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'every provider needs its own id');

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * Parses OIDC_PROVIDERS. Unset or empty means no providers (no buttons). Throws an Error whose message
 * says what is wrong (the caller adds the setting's name); secrets are never echoed.
 */
export function parseOidcProviders(raw: string | undefined): OidcProviderConfig[] {
  if (raw === undefined || raw.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('is not valid JSON');
  }
  const parsed = providersSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [index, field] = issue?.path ?? [];
    const where = typeof index === 'number' ? `entry ${index + 1}${field ? ` (${String(field)})` : ''}: ` : '';
    throw new Error(`${where}${issue?.message ?? 'invalid'}`);
  }
  return parsed.data.map((p) => ({ ...p, issuer: new URL(p.issuer) }));
}
