// The "Continue with …" buttons of /auth: one plain link per configured provider; none configured means
// no buttons (SocialSignInButtons.astro renders its block, divider included, only for a non-empty list),
// and with OIDC_PROVIDERS unset the backend offers no provider at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { socialButtons } from '#/components/public/social-buttons.ts';
import { createBackend } from '#/server/config.ts';
import { parseSettings } from '#/server/settings.ts';

describe('socialButtons', () => {
  it('one link per provider, carrying a safe next', () => {
    expect(socialButtons([{ id: 'google', label: 'Google' }, { id: 'ms', label: 'Microsoft' }], '/badges?x=1')).toEqual([
      { href: '/api/auth/social/google?next=%2Fbadges%3Fx%3D1', text: 'Continue with Google' },
      { href: '/api/auth/social/ms?next=%2Fbadges%3Fx%3D1', text: 'Continue with Microsoft' },
    ]);
  });

  it('drops an unsafe next', () => {
    expect(socialButtons([{ id: 'google', label: 'Google' }], '//evil.example')[0]?.href).toBe('/api/auth/social/google');
    expect(socialButtons([{ id: 'google', label: 'Google' }], 'https://evil.example/')[0]?.href).toBe('/api/auth/social/google');
  });

  it('no providers: no buttons', () => {
    expect(socialButtons([], '/badges')).toEqual([]);
  });
});

describe('the embedded backend picks its social sign-in from OIDC_PROVIDERS', () => {
  async function providersWith(env: Record<string, string>) {
    const dir = mkdtempSync(path.join(tmpdir(), 'social-config-'));
    const backend = await createBackend(parseSettings({ DATA_DIR: dir, ...env }));
    try {
      return backend.social.providers();
    } finally {
      await backend.store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('unset: no providers, so /auth shows no buttons', async () => {
    expect(await providersWith({})).toEqual([]);
  });

  it('set: its providers by id and label (never the secret)', async () => {
    const providers = await providersWith({
      OIDC_PROVIDERS: JSON.stringify([{ id: 'google', label: 'Google', issuer: 'https://accounts.google.com', clientId: 'c', clientSecret: 's3cret' }]),
    });
    expect(providers).toEqual([{ id: 'google', label: 'Google' }]);
  });
});
