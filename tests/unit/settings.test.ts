// Settings (rule 2): one list with defaults, parsed with clear errors, and documented
// in the README's configuration table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoAccountsWarning } from '#/server/services/demo-data.ts';
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

describe('demo accounts (SEED_DEMO): their passwords are public, so by default only on a server nobody else can reach', () => {
  it.each(['0', 'false'])('SEED_DEMO=%s turns seeding off', (value) => {
    expect(parseSettings({ SEED_DEMO: value }).seedDemo).toBe(false);
  });

  it.each([
    ['localhost', 'http://localhost:4321'],
    ['127.0.0.1', 'http://127.0.0.1:4399'],
    ['127.0.0.2', 'http://localhost:8080'],
    ['::1', 'http://[::1]:4321'],
    ['localhost', 'http://app.localhost:4321'],
  ])('on by default when the server listens on %s and SITE_URL is %s', (host, site) => {
    const settings = parseSettings({ HOST: host, SITE_URL: site });
    expect(settings).toMatchObject({ seedDemo: true, localOnly: true });
  });

  it.each([
    ['0.0.0.0', 'http://localhost:4321'],
    ['::', 'http://localhost:4321'],
    ['192.0.2.10', 'http://localhost:4321'],
    ['platform.example', 'http://localhost:4321'],
    // Behind a reverse proxy on the same machine: loopback, but published under a public name.
    ['127.0.0.1', 'https://platform.example'],
    ['localhost', 'http://192.0.2.10:4321'],
  ])('off by default when the server listens on %s with SITE_URL %s', (host, site) => {
    const settings = parseSettings({ HOST: host, SITE_URL: site });
    expect(settings).toMatchObject({ seedDemo: false, localOnly: false });
  });

  it('SEED_DEMO=1 seeds anyway on a public server, and start-up warns naming every demo account', () => {
    const settings = parseSettings({ HOST: '0.0.0.0', SEED_DEMO: '1' });
    expect(settings).toMatchObject({ seedDemo: true, localOnly: false });
    const warning = demoAccountsWarning(settings);
    expect(warning).toContain('SEED_DEMO=1');
    expect(warning).toContain('HOST=0.0.0.0');
    for (const account of DEMO_ACCOUNTS) expect(warning).toContain(account.email);
  });

  it('no warning when the demo accounts stay on this machine, or are not made at all', () => {
    expect(demoAccountsWarning(parseSettings({ SEED_DEMO: '1' }))).toBeNull();
    expect(demoAccountsWarning(parseSettings({}))).toBeNull();
    expect(demoAccountsWarning(parseSettings({ HOST: '0.0.0.0' }))).toBeNull();
  });

  it('NODE_ENV=production without SEED_DEMO turns seeding off, even on a local server', () => {
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
