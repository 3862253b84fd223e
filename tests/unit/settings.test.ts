// Settings (rule 2): one list with defaults, parsed with clear errors, and documented
// in the README's configuration table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS, SettingsError, parseSettings } from '#/server/settings.ts';

describe('defaults', () => {
  it('with nothing set: localhost:4321, the embedded backend in ./data, demo accounts on, site http://localhost:4321/', () => {
    const settings = parseSettings({});
    expect(settings.host).toBe('localhost');
    expect(settings.port).toBe(4321);
    expect(settings.backend).toBe('embedded');
    expect(settings.dataDir).toBe('./data');
    expect(settings.seedDemo).toBe(true);
    expect(settings.siteUrl.href).toBe('http://localhost:4321/');
    expect(settings.production).toBe(false);
  });

  it('an empty variable counts as unset', () => {
    expect(parseSettings({ PORT: '', BACKEND: '' })).toMatchObject({ port: 4321, backend: 'embedded' });
  });
});

describe('demo accounts (SEED_DEMO)', () => {
  it.each(['0', 'false'])('SEED_DEMO=%s turns seeding off', (value) => {
    expect(parseSettings({ SEED_DEMO: value }).seedDemo).toBe(false);
  });

  it('NODE_ENV=production without SEED_DEMO turns seeding off', () => {
    const settings = parseSettings({ NODE_ENV: 'production' });
    expect(settings.production).toBe(true);
    expect(settings.seedDemo).toBe(false);
  });

  it('NODE_ENV=production with SEED_DEMO=1 turns seeding on', () => {
    expect(parseSettings({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});

describe('invalid values are refused with an error naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['BACKEND', 'mysql'],
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://example.com'],
    ['SEED_DEMO', 'yes'],
  ])('%s=%s', (name, value) => {
    let error: unknown;
    try {
      parseSettings({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).message).toContain(name);
  });
});

describe('the README documents every setting', () => {
  it("the README's configuration table has a row for every SETTINGS name", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // The first cell of every table row, without the code backticks: `| \`PORT\` | 4321 | … |` gives PORT.
    const documented = new Set(
      readme
        .split('\n')
        .filter((line) => line.trimStart().startsWith('|'))
        .map((line) => (line.split('|')[1] ?? '').replaceAll('`', '').trim()),
    );
    const missing = SETTINGS.map((s) => s.name).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });
});
