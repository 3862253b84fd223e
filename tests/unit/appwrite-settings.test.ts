// BACKEND=appwrite (issue 4): the four APPWRITE_* settings are required and checked, each problem named;
// a secret never appears in the message; config.ts then builds the Appwrite adapters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#/server/config.ts';
import { OAuthProvider } from 'node-appwrite';
import { OAUTH_PROVIDER_IDS, parseOAuthProviders, parseSettings, SettingsError } from '#/server/settings.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';

const VALID = {
  BACKEND: 'appwrite',
  APPWRITE_ENDPOINT: 'https://cloud.appwrite.io/v1',
  APPWRITE_PROJECT_ID: 'leadership-prod',
  APPWRITE_API_KEY: 'standard_0123456789abcdef',
  APPWRITE_DATABASE_ID: 'platform',
};

function settingsError(env: Record<string, string>): SettingsError {
  try {
    parseSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error(`parseSettings accepted ${JSON.stringify(env)}`);
}

describe('BACKEND=appwrite settings', () => {
  it('reads the four settings, trimming a trailing slash from the endpoint', () => {
    const settings = parseSettings({ ...VALID, APPWRITE_ENDPOINT: 'https://fra.cloud.appwrite.io/v1/' });
    expect(settings.backend).toBe('appwrite');
    expect(settings.appwrite).toEqual({
      endpoint: 'https://fra.cloud.appwrite.io/v1',
      projectId: 'leadership-prod',
      apiKey: 'standard_0123456789abcdef',
      databaseId: 'platform',
      oauthProviders: [],
    });
  });

  it('has no Appwrite settings in embedded mode, even when the variables are set', () => {
    expect(parseSettings({ ...VALID, BACKEND: 'embedded' }).appwrite).toBeNull();
  });

  it.each(['APPWRITE_ENDPOINT', 'APPWRITE_PROJECT_ID', 'APPWRITE_API_KEY', 'APPWRITE_DATABASE_ID'])('stops with a message naming %s when it is missing', (name) => {
    const error = settingsError({ ...VALID, [name]: '' });
    expect(error.message).toMatch(new RegExp(`^${name} is not valid`));
    expect(error.message).toContain('required with BACKEND=appwrite');
  });

  it.each([
    ['APPWRITE_ENDPOINT', 'cloud.appwrite.io/v1', 'must be a URL'],
    ['APPWRITE_ENDPOINT', 'https://cloud.appwrite.io', 'ending in /v1'],
    ['APPWRITE_ENDPOINT', 'ftp://cloud.appwrite.io/v1', 'http(s)'],
    ['APPWRITE_PROJECT_ID', '-starts-with-dash', 'Appwrite id'],
    ['APPWRITE_DATABASE_ID', 'has space', 'Appwrite id'],
    ['APPWRITE_API_KEY', 'key with spaces', 'without spaces'],
  ])('stops with a message naming %s when it is %j', (name, value, problem) => {
    const error = settingsError({ ...VALID, [name]: value });
    expect(error.message).toMatch(new RegExp(`^${name} is not valid`));
    expect(error.message).toContain(problem);
  });

  it('never prints the API key, even a wrong one', () => {
    const error = settingsError({ ...VALID, APPWRITE_API_KEY: 'secret value 42' });
    expect(error.message).not.toContain('secret value 42');
    expect(error.message).toContain('value hidden');
  });
});

describe('APPWRITE_OAUTH_PROVIDERS', () => {
  it("knows exactly node-appwrite's OAuth2 provider ids", () => {
    expect([...OAUTH_PROVIDER_IDS].sort()).toEqual(Object.values(OAuthProvider).sort());
  });

  it('lists Appwrite provider ids with their button labels', () => {
    expect(parseOAuthProviders('google, microsoft ,linkedin')).toEqual([
      { id: 'google', label: 'Google' },
      { id: 'microsoft', label: 'Microsoft' },
      { id: 'linkedin', label: 'LinkedIn' },
    ]);
    expect(parseOAuthProviders('microsoft:Microsoft 365,github')).toEqual([
      { id: 'microsoft', label: 'Microsoft 365' },
      { id: 'github', label: 'GitHub' },
    ]);
    expect(parseOAuthProviders('')).toEqual([]);
    expect(parseSettings({ ...VALID, APPWRITE_OAUTH_PROVIDERS: 'google' }).appwrite?.oauthProviders).toEqual([{ id: 'google', label: 'Google' }]);
  });

  it.each([
    ['myspace', 'not an Appwrite OAuth2 provider id'],
    ['google,google', 'listed twice'],
    ['google:', 'label'],
  ])('stops with a message naming the setting for %j', (value, problem) => {
    const error = settingsError({ ...VALID, APPWRITE_OAUTH_PROVIDERS: value });
    expect(error.message).toMatch(/^APPWRITE_OAUTH_PROVIDERS is not valid/);
    expect(error.message).toContain(problem);
  });
});

describe('createBackend with BACKEND=appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite();
  });
  afterAll(async () => {
    await fake.close();
  });
  const env = (extra: Record<string, string> = {}) => ({
    BACKEND: 'appwrite',
    APPWRITE_ENDPOINT: fake.endpoint,
    APPWRITE_PROJECT_ID: fake.projectId,
    APPWRITE_API_KEY: fake.apiKey,
    APPWRITE_DATABASE_ID: fake.databaseId,
    ...extra,
  });

  it('picks the Appwrite store, auth and social sign-in', async () => {
    const backend = await createBackend(parseSettings(env({ APPWRITE_OAUTH_PROVIDERS: 'google,linkedin' })));
    await backend.store.createRow('settings', 'picked', { value: '"appwrite"' });
    expect(fake.tablesDb.rows('settings').map((row) => row.$id)).toContain('picked');
    const { userId } = await backend.auth.createAccount({ email: 'config@example.org', password: 'long enough password' });
    expect(fake.auth.user(userId).email).toBe('config@example.org');
    expect(backend.social.providers()).toEqual([
      { id: 'google', label: 'Google' },
      { id: 'linkedin', label: 'LinkedIn' },
    ]);
    await backend.store.close();
  });

  it('offers no social buttons when no provider is configured', async () => {
    const backend = await createBackend(parseSettings(env()));
    expect(backend.social.providers()).toEqual([]);
  });
});
