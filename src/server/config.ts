// The one place that reads the settings and picks the adapters. No other module asks which backend
// is running: they receive a Backend.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { noSocialSignIn } from './auth/social/port.ts';
import type { Backend } from './backend.ts';
import { logError, logWarning } from './log.ts';
import type { PaymentProvider } from './payments/port.ts';
import { createTestPaymentProvider } from './payments/test/test-provider.ts';
import { receivePaymentWebhook } from './services/payment-webhooks.ts';
import { parseSettings, SettingsError, type PaymentSettings, type Settings } from './settings.ts';
import type { Store } from './store/port.ts';

/** The embedded database file inside DATA_DIR. */
export function databaseFile(settings: Settings): string {
  return path.resolve(settings.dataDir, 'platform.db');
}

/**
 * The payment provider PAYMENT_PROVIDER names. The test provider's signed events go to the same webhook
 * service as Stripe's, through `backend()` (the Backend it belongs to, known once built).
 */
export async function createPaymentProvider(payments: PaymentSettings, store: Store, backend: () => Backend): Promise<PaymentProvider> {
  if (payments.provider === 'stripe') {
    // Loaded only in Stripe mode: the embedded default never pays for the SDK at start-up.
    const { createStripePaymentProvider } = await import('./payments/stripe/stripe-provider.ts');
    return createStripePaymentProvider(payments);
  }
  const provider = createTestPaymentProvider({
    store,
    webhookSecret: payments.webhookSecret ?? undefined,
    onUndelivered: (type, lastStatus) => logWarning('test payment provider', { event: type, undelivered: String(lastStatus) }),
  });
  provider.deliverEventsTo(async (body, signature) => (await receivePaymentWebhook(backend(), body, signature, logError)).status);
  return provider;
}

/** Builds a Backend from settings (used by the server, the scripts and the tests). */
export async function createBackend(settings: Settings): Promise<Backend> {
  if (settings.backend === 'appwrite') {
    // parseSettings guarantees the four APPWRITE_* settings with BACKEND=appwrite.
    if (settings.appwrite === null) throw new SettingsError('BACKEND=appwrite needs the APPWRITE_* settings');
    const { oauthProviders, ...connection } = settings.appwrite;
    // Loaded only in Appwrite mode: the SDK is not needed, nor paid for at start-up, when embedded.
    const [
      { openAppwriteStore },
      { createAppwriteAuth },
      { createAppwriteSocialSignIn },
      { createAppwriteInfo },
      { createAppwriteRealtimeGrants },
    ] = await Promise.all([
      import('./store/appwrite/appwrite-store.ts'),
      import('./auth/appwrite/appwrite-auth.ts'),
      import('./auth/social/appwrite-social.ts'),
      import('./store/appwrite/appwrite-info.ts'),
      import('./auth/appwrite/appwrite-realtime-grants.ts'),
    ]);
    const store = openAppwriteStore({ connection });
    const backend: Backend = {
      store,
      auth: createAppwriteAuth(connection),
      social: oauthProviders.length > 0 ? createAppwriteSocialSignIn(connection, oauthProviders) : noSocialSignIn,
      settings,
      info: createAppwriteInfo(connection),
      realtime: createAppwriteRealtimeGrants(connection),
      payments: await createPaymentProvider(settings.payments, store, () => backend),
    };
    return backend;
  }
  // Loaded only in embedded mode, like the Appwrite adapters above: an Appwrite Function's bundle never
  // evaluates node:sqlite (its runtime may not have it).
  const [{ createLocalAuth }, { openSqliteStore }, { createSqliteInfo }] = await Promise.all([
    import('./auth/local/local-auth.ts'),
    import('./store/sqlite/sqlite-store.ts'),
    import('./store/sqlite/sqlite-info.ts'),
  ]);
  const file = databaseFile(settings);
  const store = openSqliteStore({ file, checkpointInBackground: true });
  // openid-client is loaded only when a provider is configured: the scripts and most servers never need it.
  const social =
    settings.oidcProviders.length > 0
      ? (await import('./auth/social/oidc-social.ts')).createOidcSocialSignIn(settings.oidcProviders)
      : noSocialSignIn;
  const backend: Backend = {
    store,
    auth: createLocalAuth(store),
    social,
    settings,
    info: createSqliteInfo({ file, store }),
    payments: await createPaymentProvider(settings.payments, store, () => backend),
  };
  return backend;
}

/**
 * A Backend for a build step (the prerendered landing page reads the admin's site settings), or null when the
 * embedded database does not exist yet: a build must never create one.
 */
export async function openBackendIfExists(settings: Settings): Promise<Backend | null> {
  if (settings.backend === 'embedded' && !existsSync(databaseFile(settings))) return null;
  return createBackend(settings);
}

let backend: Promise<Backend> | null = null;

/** The server's Backend, built once from process.env on first use. */
export function getBackend(): Promise<Backend> {
  backend ??= createBackend(parseSettings(process.env));
  return backend;
}
