// CONTACT_EMAIL (rule 19): the address of the landing page's email-provider popup, read at build time.
import { describe, expect, it } from 'vitest';
import { SETTINGS, SettingsError, parseSettings } from '#/server/settings.ts';

describe('CONTACT_EMAIL', () => {
  it('has a default, so the page builds with nothing set', () => {
    expect(parseSettings({}).contactEmail).toBe('hello@leadership-platform.example');
    expect(SETTINGS.find((s) => s.name === 'CONTACT_EMAIL')?.description).toMatch(/build/);
  });

  it('takes the configured address', () => {
    expect(parseSettings({ CONTACT_EMAIL: 'programmes@example.org' }).contactEmail).toBe('programmes@example.org');
  });

  it('refuses something that is not an email address, naming the variable', () => {
    expect(() => parseSettings({ CONTACT_EMAIL: 'not an address' })).toThrow(SettingsError);
    expect(() => parseSettings({ CONTACT_EMAIL: 'not an address' })).toThrow(/CONTACT_EMAIL/);
  });
});
