// The one place that reads the settings and picks the adapters. No other module asks which backend
// is running: they receive a Backend.
import path from 'node:path';
import { createLocalAuth } from './auth/local/local-auth.ts';
import { noSocialSignIn } from './auth/social/port.ts';
import type { Backend } from './backend.ts';
import { parseSettings, SettingsError, type Settings } from './settings.ts';
import { openSqliteStore } from './store/sqlite/sqlite-store.ts';
import { createSqliteInfo } from './store/sqlite/sqlite-info.ts';

/** The embedded database file inside DATA_DIR. */
export function databaseFile(settings: Settings): string {
  return path.resolve(settings.dataDir, 'platform.db');
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
    return {
      store: openAppwriteStore({ connection }),
      auth: createAppwriteAuth(connection),
      social: oauthProviders.length > 0 ? createAppwriteSocialSignIn(connection, oauthProviders) : noSocialSignIn,
      settings,
      info: createAppwriteInfo(connection),
      realtime: createAppwriteRealtimeGrants(connection),
    };
  }
  const file = databaseFile(settings);
  const store = openSqliteStore({ file });
  // openid-client is loaded only when a provider is configured: the scripts and most servers never need it.
  const social =
    settings.oidcProviders.length > 0
      ? (await import('./auth/social/oidc-social.ts')).createOidcSocialSignIn(settings.oidcProviders)
      : noSocialSignIn;
  return { store, auth: createLocalAuth(store), social, settings, info: createSqliteInfo({ file, store }) };
}

let backend: Promise<Backend> | null = null;

/** The server's Backend, built once from process.env on first use. */
export function getBackend(): Promise<Backend> {
  backend ??= createBackend(parseSettings(process.env));
  return backend;
}
