// OIDC_PROVIDERS: a JSON array of OpenID Connect providers; a wrong value stops the start with a message
// naming the setting (and the entry), never echoing the client secret.
import { describe, expect, it } from 'vitest';
import { parseOidcProviders } from '#/server/auth/social/oidc-settings.ts';
import { SettingsError, parseSettings } from '#/server/settings.ts';

const google = { id: 'google', label: 'Google', issuer: 'https://accounts.google.com', clientId: 'id-1', clientSecret: 'TOP-SECRET' };

describe('parseOidcProviders', () => {
  it('unset or blank: no providers', () => {
    expect(parseOidcProviders(undefined)).toEqual([]);
    expect(parseOidcProviders('  ')).toEqual([]);
    expect(parseSettings({}).oidcProviders).toEqual([]);
  });

  it('parses every field, the issuer as a URL', () => {
    const [provider] = parseOidcProviders(JSON.stringify([google]));
    expect(provider).toMatchObject({ id: 'google', label: 'Google', clientId: 'id-1', clientSecret: 'TOP-SECRET' });
    expect(provider?.issuer.href).toBe('https://accounts.google.com/');
  });

  it('allows plain http only for a provider on this machine', () => {
    expect(parseOidcProviders(JSON.stringify([{ ...google, issuer: 'http://127.0.0.1:4415' }]))).toHaveLength(1);
    expect(parseOidcProviders(JSON.stringify([{ ...google, issuer: 'http://localhost:8080/realms/x' }]))).toHaveLength(1);
    expect(() => parseOidcProviders(JSON.stringify([{ ...google, issuer: 'http://id.example.com' }]))).toThrow(/https/);
  });

  it.each([
    ['not JSON', '{oops', /not valid JSON/],
    ['an object, not an array', JSON.stringify(google), /JSON array/],
    ['a missing clientSecret', JSON.stringify([{ ...google, clientSecret: undefined }]), /entry 1 \(clientSecret\)/],
    ['an empty label', JSON.stringify([{ ...google, label: ' ' }]), /entry 1 \(label\)/],
    ['an id with a slash', JSON.stringify([{ ...google, id: 'a/b' }]), /entry 1 \(id\)/],
    ['an issuer that is not a URL', JSON.stringify([google, { ...google, id: 'x', issuer: 'accounts' }]), /entry 2 \(issuer\)/],
    ['two providers with one id', JSON.stringify([google, google]), /its own id/],
  ])('refuses %s', (_what, raw, message) => {
    expect(() => parseOidcProviders(raw)).toThrow(message);
  });
});

describe('in the settings', () => {
  it('a wrong value stops the start with an error naming OIDC_PROVIDERS, without the secret', () => {
    let error: unknown;
    try {
      parseSettings({ OIDC_PROVIDERS: JSON.stringify([{ ...google, issuer: 'ftp://x' }]) });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as Error).message).toMatch(/^OIDC_PROVIDERS is not valid: entry 1 \(issuer\)/);
    expect((error as Error).message).not.toContain('TOP-SECRET');
  });

  it('a good value reaches the settings', () => {
    expect(parseSettings({ OIDC_PROVIDERS: JSON.stringify([google]) }).oidcProviders.map((p) => p.id)).toEqual(['google']);
  });
});
