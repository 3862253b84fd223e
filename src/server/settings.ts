// Every setting the platform reads, with its default and its meaning, in one list. astro.config.mjs
// declares them to astro:env from here, config.ts parses them from here, and a unit test checks
// the README's configuration table names every one, so the three cannot disagree.
import { z } from 'zod';

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
  { name: 'SITE_URL', default: 'http://localhost:4321', secret: false, description: 'Public origin of the site. An https:// origin turns on Secure, __Host- session cookies.' },
  { name: 'BACKEND', default: 'embedded', secret: false, description: '`embedded` (SQLite in DATA_DIR, no services needed) or `appwrite` (arrives with the Appwrite issue).' },
  { name: 'DATA_DIR', default: './data', secret: false, description: 'Folder of the embedded database (`platform.db`).' },
  { name: 'SEED_DEMO', default: '1', secret: false, description: 'Create demo accounts on the first start with an empty database. Ignored when NODE_ENV=production unless set explicitly to 1.' },
  { name: 'APPWRITE_ENDPOINT', secret: false, description: 'Reserved (Appwrite issue): API endpoint, e.g. https://cloud.appwrite.io/v1.' },
  { name: 'APPWRITE_PROJECT_ID', secret: false, description: 'Reserved (Appwrite issue): project id.' },
  { name: 'APPWRITE_API_KEY', secret: true, description: 'Reserved (Appwrite issue): server API key.' },
  { name: 'APPWRITE_DATABASE_ID', secret: false, description: 'Reserved (Appwrite issue): database id.' },
  { name: 'PAYMENT_PROVIDER', default: 'test', secret: false, description: 'Reserved (payments issue): `test` (no money moves) or `stripe`.' },
  { name: 'STRIPE_SECRET_KEY', secret: true, description: 'Reserved (payments issue): Stripe secret key.' },
  { name: 'STRIPE_PUBLISHABLE_KEY', secret: false, description: 'Reserved (payments issue): Stripe publishable key.' },
  { name: 'STRIPE_WEBHOOK_SECRET', secret: true, description: 'Reserved (payments issue): Stripe webhook signing secret.' },
  { name: 'PATHFINDER_WEBHOOK_URL', secret: true, description: 'Where pathfinder session requests are forwarded (JSON POST, retried with backoff). Unset: requests are only stored.' },
  { name: 'BOOKING_URL', default: '/pathfinder/requested', secret: false, description: 'Booking page visitors go to after a pathfinder request: an http(s) URL or a path on this site.' },
  { name: 'CONTACT_EMAIL', secret: false, description: 'Reserved (landing issue): address of the email-provider popup.' },
];

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const settingsSchema = z.object({
  HOST: z.string().min(1),
  PORT: z.coerce.number().int().min(1).max(65535),
  SITE_URL: z.url({ protocol: /^https?$/ }).transform((v) => new URL(v)),
  BACKEND: z.enum(['embedded', 'appwrite']),
  DATA_DIR: z.string().min(1),
  SEED_DEMO: flag.optional(),
  NODE_ENV: z.string().optional(),
  PATHFINDER_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  // A path on this site (one leading slash, not `//`) or an http(s) page elsewhere.
  BOOKING_URL: z.union([z.string().regex(/^\/(?![/\\])\S*$/), z.url({ protocol: /^https?$/ })]),
});

/** The parsed settings the server uses. */
export interface Settings {
  host: string;
  port: number;
  siteUrl: URL;
  backend: 'embedded' | 'appwrite';
  dataDir: string;
  /** Whether demo accounts may be created on a first start. */
  seedDemo: boolean;
  production: boolean;
  /** Where pathfinder requests are forwarded, or null to only store them. */
  pathfinderWebhookUrl: URL | null;
  /** Where the browser goes after a pathfinder request is stored. */
  bookingUrl: string;
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
  // Demo accounts with known passwords must never appear in production by accident.
  if (env.NODE_ENV === 'production' && !env.SEED_DEMO) withDefaults.SEED_DEMO = '0';
  const parsed = settingsSchema.safeParse(withDefaults);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'setting');
    throw new SettingsError(`${name} is not valid (${JSON.stringify(withDefaults[name] ?? '')}): ${issue?.message ?? 'invalid'}`);
  }
  const s = parsed.data;
  return {
    host: s.HOST,
    port: s.PORT,
    siteUrl: s.SITE_URL,
    backend: s.BACKEND,
    dataDir: s.DATA_DIR,
    seedDemo: s.SEED_DEMO ?? true,
    production: s.NODE_ENV === 'production',
    pathfinderWebhookUrl: s.PATHFINDER_WEBHOOK_URL ? new URL(s.PATHFINDER_WEBHOOK_URL) : null,
    bookingUrl: s.BOOKING_URL,
  };
}
