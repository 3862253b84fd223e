// The one place that reads the settings and picks the adapters. No other module asks which backend
// is running: they receive a Backend.
import path from 'node:path';
import { createLocalAuth } from './auth/local/local-auth.ts';
import { noSocialSignIn } from './auth/social/port.ts';
import type { Backend } from './backend.ts';
import { parseSettings, SettingsError, type Settings } from './settings.ts';
import { openSqliteStore } from './store/sqlite/sqlite-store.ts';

/** The embedded database file inside DATA_DIR. */
export function databaseFile(settings: Settings): string {
  return path.resolve(settings.dataDir, 'platform.db');
}

/** Builds a Backend from settings (used by the server, the scripts and the tests). */
export async function createBackend(settings: Settings): Promise<Backend> {
  if (settings.backend === 'appwrite') {
    throw new SettingsError(
      'BACKEND=appwrite is not available in this version: the Appwrite adapters arrive with the Appwrite issue. Use BACKEND=embedded (the default).',
    );
  }
  const store = openSqliteStore({ file: databaseFile(settings) });
  // openid-client is loaded only when a provider is configured: the scripts and most servers never need it.
  const social =
    settings.oidcProviders.length > 0
      ? (await import('./auth/social/oidc-social.ts')).createOidcSocialSignIn(settings.oidcProviders)
      : noSocialSignIn;
  return { store, auth: createLocalAuth(store), social, settings };
}

let backend: Promise<Backend> | null = null;

/** The server's Backend, built once from process.env on first use. */
export function getBackend(): Promise<Backend> {
  backend ??= createBackend(parseSettings(process.env));
  return backend;
}
