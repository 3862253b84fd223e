// Every setting the platform reads, with its default and its meaning, in one list, and the one parser of them:
// the server (config.ts) and every script read settings through `parseSettings`, at run time, so one build
// serves any environment. A unit test checks the README's configuration table names every setting.
import { z } from 'zod';
import { isId } from '#/domain/ids.ts';
import { parseOidcProviders, type OidcProviderConfig } from './auth/social/oidc-settings.ts';
import { isLoopbackHost } from './network/ip-address.ts';
import { parseTrustedProxies, type TrustedProxies } from './network/trusted-proxies.ts';

export interface SettingSpec {
  readonly name: string;
  /** The value used when the variable is unset; undefined means "no default" (the feature is off). */
  readonly default?: string;
  /** Whether the value must never reach a browser or a log. */
  readonly secret: boolean;
  readonly description: string;
}

export const SETTINGS: readonly SettingSpec[] = [
  { name: 'HOST', default: 'localhost', secret: false, description: 'Address the server listens on (0.0.0.0 to accept other machines).' },
  { name: 'PORT', default: '4321', secret: false, description: 'Port the server listens on.' },
  { name: 'SITE_URL', default: 'http://localhost:4321', secret: false, description: 'Public origin of the site, as browsers reach it: form posts must come from this origin, and an https:// origin turns on Secure, __Host- session cookies.' },
  { name: 'TRUSTED_PROXIES', secret: false, description: 'Reverse proxies in front of the server, whose X-Forwarded-For entries are believed: a count of hops (`1` for one nginx or Caddy) or a comma-separated list of addresses and networks (`127.0.0.1`, `10.0.0.0/8`, `loopback`). Unset: none, the client is the connection\'s address.' },
  { name: 'BACKEND', default: 'embedded', secret: false, description: '`embedded` (SQLite in DATA_DIR, no services needed) or `appwrite` (needs the four APPWRITE_* settings below).' },
  { name: 'DATA_DIR', default: './data', secret: false, description: 'Folder of the embedded database (`platform.db`).' },
  { name: 'SEED_DEMO', secret: false, description: 'Create the demo accounts (public passwords) on the first start with an empty database. Unset: only when HOST is a loopback address and SITE_URL is local, and not with NODE_ENV=production; `1` forces it (with a warning naming the accounts), `0` never.' },
  { name: 'DEMO_LEARNERS', default: '300', secret: false, description: 'With the demo data: how many generated learners (with weeks of history, in villages and an organisation) fill the leadership boards, 0 to 5000. Each is a few dozen requests to Appwrite, so keep it small there.' },
  { name: 'PAGE_REUSE_SECONDS', default: '5', secret: false, description: 'Embedded backend: for how long, at most, a signed-in person\'s page is answered again from its last rendering when nothing it showed has changed since (any write to what it read makes it render again at once, except other learners\' moves on a board, which wait for this limit). 0 renders every request.' },
  { name: 'APPWRITE_ENDPOINT', secret: false, description: 'With BACKEND=appwrite (required): API endpoint ending in /v1, e.g. https://cloud.appwrite.io/v1.' },
  { name: 'APPWRITE_PROJECT_ID', secret: false, description: 'With BACKEND=appwrite (required): project id.' },
  { name: 'APPWRITE_API_KEY', secret: true, description: 'With BACKEND=appwrite (required): server API key (scopes: users.read, users.write, sessions.write, rows.read, rows.write).' },
  { name: 'APPWRITE_DATABASE_ID', secret: false, description: 'With BACKEND=appwrite (required): id of the TablesDB database holding the tables.' },
  { name: 'APPWRITE_OAUTH_PROVIDERS', secret: false, description: 'With BACKEND=appwrite: social sign-in providers enabled in the Appwrite project, comma-separated Appwrite ids, each optionally with a button label, e.g. `google,microsoft,linkedin` or `microsoft:Microsoft 365`. Empty: no buttons.' },
  { name: 'PAYMENT_PROVIDER', default: 'test', secret: false, description: '`test` (the embedded test provider: a "Test mode: no money moves" card form taking Stripe\'s test cards) or `stripe` (real payments; needs the three STRIPE_* settings below).' },
  { name: 'STRIPE_SECRET_KEY', secret: true, description: 'With PAYMENT_PROVIDER=stripe (required): the secret key, `sk_test_…` or `sk_live_…` (or a restricted `rk_…` key allowed to write PaymentIntents).' },
  { name: 'STRIPE_PUBLISHABLE_KEY', secret: false, description: 'With PAYMENT_PROVIDER=stripe (required): the publishable key, `pk_test_…` or `pk_live_…`, of the same mode as the secret key.' },
  { name: 'STRIPE_WEBHOOK_SECRET', secret: true, description: 'With PAYMENT_PROVIDER=stripe (required): the signing secret `whsec_…` of the webhook endpoint <SITE_URL>/api/payments/webhook. With `test` (optional): the secret the test provider signs its own events with, random at each start when unset.' },
  { name: 'PATHFINDER_WEBHOOK_URL', secret: true, description: 'The default of the pathfinder webhook (an admin\'s value in /admin/settings wins): where pathfinder session requests are forwarded (JSON POST, retried with backoff). Unset: requests are only stored until one is set.' },
  { name: 'BOOKING_URL', default: '/pathfinder/requested', secret: false, description: 'The default of the booking page (an admin\'s value in /admin/settings wins) visitors go to after a pathfinder request: an http(s) URL or a path on this site.' },
  { name: 'CONTACT_EMAIL', default: 'hello@leadership-platform.example', secret: false, description: 'The default of the contact email (an admin\'s value in /admin/settings wins) the landing page\'s email-provider popup writes to. The landing page is prerendered, so the value is read when the site is built (`npm run build`): rebuild to change it.' },
  { name: 'OIDC_PROVIDERS', secret: true, description: 'Embedded backend: OpenID Connect providers for "Continue with …" sign-in, a JSON array of {id, label, issuer, clientId, clientSecret}. Unset: no buttons.' },
];

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * Appwrite's OAuth2 provider ids (node-appwrite's `OAuthProvider`), listed here so that reading settings
 * does not load the SDK (scripts and embedded mode never need it); a unit test keeps the two equal.
 */
export const OAUTH_PROVIDER_IDS: readonly string[] = [
  'amazon', 'apple', 'appwrite', 'auth0', 'authentik', 'autodesk', 'bitbucket', 'bitly', 'box', 'dailymotion',
  'discord', 'disqus', 'dropbox', 'etsy', 'facebook', 'figma', 'fusionauth', 'github', 'gitlab', 'google',
  'keycloak', 'kick', 'linkedin', 'microsoft', 'notion', 'oidc', 'okta', 'paypal', 'paypalSandbox', 'podio',
  'salesforce', 'slack', 'spotify', 'stripe', 'tradeshift', 'tradeshiftBox', 'twitch', 'wordpress', 'x', 'yahoo',
  'yammer', 'yandex', 'zoho', 'zoom',
];
/** Button labels for the providers whose names are not just the capitalised id. */
const PROVIDER_LABELS: Readonly<Record<string, string>> = { linkedin: 'LinkedIn', github: 'GitHub', gitlab: 'GitLab', paypal: 'PayPal', wordpress: 'WordPress' };

export interface OAuthProviderSetting {
  /** Appwrite's provider id, e.g. `google`. */
  id: string;
  /** Text on the button after "Continue with". */
  label: string;
}

/** Parses APPWRITE_OAUTH_PROVIDERS (`google,microsoft:Microsoft 365`); throws a message for the first bad entry. */
export function parseOAuthProviders(value: string): OAuthProviderSetting[] {
  const providers: OAuthProviderSetting[] = [];
  for (const entry of value.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const separator = entry.indexOf(':');
    const id = (separator === -1 ? entry : entry.slice(0, separator)).trim();
    const label = separator === -1 ? '' : entry.slice(separator + 1).trim();
    if (!OAUTH_PROVIDER_IDS.includes(id)) throw new Error(`"${id}" is not an Appwrite OAuth2 provider id (e.g. google, microsoft, linkedin)`);
    if (providers.some((provider) => provider.id === id)) throw new Error(`"${id}" is listed twice`);
    if (separator !== -1 && (label === '' || label.length > 40)) throw new Error(`the label of "${id}" must be 1-40 characters`);
    providers.push({ id, label: label || PROVIDER_LABELS[id] || id.charAt(0).toUpperCase() + id.slice(1) });
  }
  return providers;
}

/** What BACKEND=appwrite needs; each rule names its variable, so start-up says exactly what to fix. */
const APPWRITE_RULES = [
  {
    name: 'APPWRITE_ENDPOINT',
    problem: (v: string) => {
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        return 'must be a URL such as https://cloud.appwrite.io/v1';
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
      return url.pathname.replace(/\/+$/, '').endsWith('/v1') ? null : 'must be the API endpoint, ending in /v1 (e.g. https://cloud.appwrite.io/v1)';
    },
  },
  { name: 'APPWRITE_PROJECT_ID', problem: (v: string) => (isId(v) ? null : 'must be an Appwrite id (1-36 of a-z A-Z 0-9 . _ -)') },
  { name: 'APPWRITE_API_KEY', problem: (v: string) => (/^\S+$/.test(v) ? null : 'must be an API key without spaces') },
  { name: 'APPWRITE_DATABASE_ID', problem: (v: string) => (isId(v) ? null : 'must be an Appwrite id (1-36 of a-z A-Z 0-9 . _ -)') },
] as const;

/** What PAYMENT_PROVIDER=stripe needs; each rule names its variable. */
const STRIPE_RULES = [
  { name: 'STRIPE_SECRET_KEY', problem: (v: string) => (/^(sk|rk)_(test|live)_\S+$/.test(v) ? null : 'must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)') },
  { name: 'STRIPE_PUBLISHABLE_KEY', problem: (v: string) => (/^pk_(test|live)_\S+$/.test(v) ? null : 'must be a Stripe publishable key (pk_test_… or pk_live_…)') },
  { name: 'STRIPE_WEBHOOK_SECRET', problem: (v: string) => (/^whsec_\S+$/.test(v) ? null : 'must be a webhook signing secret (whsec_…)') },
] as const;

const settingsSchema = z.object({
  HOST: z.string().min(1),
  PORT: z.coerce.number().int().min(1).max(65535),
  SITE_URL: z.url({ protocol: /^https?$/ }).transform((v) => new URL(v)),
  TRUSTED_PROXIES: z.string().optional(),
  BACKEND: z.enum(['embedded', 'appwrite']),
  DATA_DIR: z.string().min(1),
  SEED_DEMO: flag.optional(),
  DEMO_LEARNERS: z.coerce.number().int().min(0).max(5000),
  PAGE_REUSE_SECONDS: z.coerce.number().min(0).max(60),
  CONTACT_EMAIL: z.email(),
  NODE_ENV: z.string().optional(),
  APPWRITE_ENDPOINT: z.string().optional(),
  APPWRITE_PROJECT_ID: z.string().optional(),
  APPWRITE_API_KEY: z.string().optional(),
  APPWRITE_DATABASE_ID: z.string().optional(),
  APPWRITE_OAUTH_PROVIDERS: z.string().optional(),
  OIDC_PROVIDERS: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  PATHFINDER_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  // A path on this site (one leading slash, not `//`) or an http(s) page elsewhere.
  BOOKING_URL: z.union([z.string().regex(/^\/(?![/\\])\S*$/), z.url({ protocol: /^https?$/ })]),
}).superRefine((s, context) => {
  try {
    parseTrustedProxies(s.TRUSTED_PROXIES);
  } catch (error) {
    context.addIssue({ code: 'custom', path: ['TRUSTED_PROXIES'], message: (error as Error).message });
  }
  if (s.APPWRITE_OAUTH_PROVIDERS !== undefined) {
    try {
      parseOAuthProviders(s.APPWRITE_OAUTH_PROVIDERS);
    } catch (error) {
      context.addIssue({ code: 'custom', path: ['APPWRITE_OAUTH_PROVIDERS'], message: (error as Error).message });
    }
  }
  if (s.PAYMENT_PROVIDER === 'stripe') {
    for (const rule of STRIPE_RULES) {
      const value = s[rule.name];
      const problem = value === undefined ? 'is required with PAYMENT_PROVIDER=stripe' : rule.problem(value);
      if (problem !== null) context.addIssue({ code: 'custom', path: [rule.name], message: problem });
    }
    const mode = (key: string | undefined) => /_(test|live)_/.exec(key ?? '')?.[1];
    if (mode(s.STRIPE_SECRET_KEY) && mode(s.STRIPE_PUBLISHABLE_KEY) && mode(s.STRIPE_SECRET_KEY) !== mode(s.STRIPE_PUBLISHABLE_KEY)) {
      context.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY' });
    }
  } else if (s.STRIPE_WEBHOOK_SECRET !== undefined) {
    const problem = STRIPE_RULES[2].problem(s.STRIPE_WEBHOOK_SECRET);
    if (problem !== null) context.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: problem });
  }
  if (s.BACKEND !== 'appwrite') return;
  for (const rule of APPWRITE_RULES) {
    const value = s[rule.name];
    const problem = value === undefined ? `is required with BACKEND=appwrite` : rule.problem(value);
    if (problem !== null) context.addIssue({ code: 'custom', path: [rule.name], message: problem });
  }
});

/** Who takes payments: the embedded test provider, or Stripe with its keys. */
export type PaymentSettings =
  /** `webhookSecret`: what the test provider signs its events with; null for a random one per start. */
  | { provider: 'test'; webhookSecret: string | null }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };

/** How the server reaches Appwrite (BACKEND=appwrite). */
export interface AppwriteSettings {
  endpoint: string;
  projectId: string;
  apiKey: string;
  databaseId: string;
  oauthProviders: OAuthProviderSetting[];
}

/** The parsed settings the server uses. */
export interface Settings {
  host: string;
  port: number;
  siteUrl: URL;
  /** Proxies whose X-Forwarded-For entries are believed (src/server/network/client-address.ts). */
  trustedProxies: TrustedProxies;
  backend: 'embedded' | 'appwrite';
  dataDir: string;
  /** The server listens on a loopback address and SITE_URL is local: nobody else can reach it. */
  localOnly: boolean;
  /** Whether demo accounts (public passwords) may be created on a first start. */
  seedDemo: boolean;
  /** Generated learners the demo data puts on the boards. */
  demoLearners: number;
  /** How long a rendered personal page may be answered again while what it read is unchanged (0: never). */
  pageReuseMs: number;
  /** Where the landing page's email-provider popup writes to (read at build time: the page is prerendered). */
  contactEmail: string;
  production: boolean;
  /** Set exactly when backend is `appwrite`. */
  appwrite: AppwriteSettings | null;
  /** OpenID Connect providers for social sign-in in embedded mode (empty: no buttons). */
  oidcProviders: OidcProviderConfig[];
  /** Where pathfinder requests are forwarded, or null to only store them. */
  pathfinderWebhookUrl: URL | null;
  /** Where the browser goes after a pathfinder request is stored. */
  bookingUrl: string;
  /** PAYMENT_PROVIDER and, for Stripe, its keys. */
  payments: PaymentSettings;
}

/** A setting that is missing or wrong; the message names it, so start-up can say exactly what to fix. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** Parses settings from an environment (process.env in the server and the scripts). */
export function parseSettings(env: Readonly<Record<string, string | undefined>>): Settings {
  const withDefaults: Record<string, string | undefined> = { NODE_ENV: env.NODE_ENV };
  for (const spec of SETTINGS) withDefaults[spec.name] = env[spec.name] || spec.default;
  const parsed = settingsSchema.safeParse(withDefaults);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'setting');
    // A secret's value must not reach a log, even a wrong one.
    const secret = SETTINGS.some((spec) => spec.name === name && spec.secret);
    const shown = secret ? (withDefaults[name] ? 'value hidden' : 'not set') : JSON.stringify(withDefaults[name] ?? '');
    throw new SettingsError(`${name} is not valid (${shown}): ${issue?.message ?? 'invalid'}`);
  }
  const s = parsed.data;
  const production = s.NODE_ENV === 'production';
  const localOnly = isLoopbackHost(s.HOST) && isLoopbackHost(s.SITE_URL.hostname);
  let oidcProviders: OidcProviderConfig[];
  try {
    oidcProviders = parseOidcProviders(s.OIDC_PROVIDERS);
  } catch (error) {
    // The value holds client secrets, so unlike the other settings it is not echoed back.
    throw new SettingsError(`OIDC_PROVIDERS is not valid: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    host: s.HOST,
    port: s.PORT,
    siteUrl: s.SITE_URL,
    trustedProxies: parseTrustedProxies(s.TRUSTED_PROXIES),
    backend: s.BACKEND,
    dataDir: s.DATA_DIR,
    localOnly,
    // Demo accounts with public passwords appear by themselves only where nobody else can sign in with them.
    seedDemo: s.SEED_DEMO ?? (localOnly && !production),
    demoLearners: s.DEMO_LEARNERS,
    pageReuseMs: s.PAGE_REUSE_SECONDS * 1000,
    contactEmail: s.CONTACT_EMAIL,
    production,
    appwrite:
      s.BACKEND === 'appwrite'
        ? {
            endpoint: (s.APPWRITE_ENDPOINT as string).replace(/\/+$/, ''),
            projectId: s.APPWRITE_PROJECT_ID as string,
            apiKey: s.APPWRITE_API_KEY as string,
            databaseId: s.APPWRITE_DATABASE_ID as string,
            oauthProviders: parseOAuthProviders(s.APPWRITE_OAUTH_PROVIDERS ?? ''),
          }
        : null,
    oidcProviders,
    pathfinderWebhookUrl: s.PATHFINDER_WEBHOOK_URL ? new URL(s.PATHFINDER_WEBHOOK_URL) : null,
    bookingUrl: s.BOOKING_URL,
    payments:
      s.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: s.STRIPE_SECRET_KEY as string,
            publishableKey: s.STRIPE_PUBLISHABLE_KEY as string,
            webhookSecret: s.STRIPE_WEBHOOK_SECRET as string,
          }
        : { provider: 'test', webhookSecret: s.STRIPE_WEBHOOK_SECRET ?? null },
  };
}
