// Behind reverse proxies: the client is the right-most X-Forwarded-For address not written by a trusted
// proxy, never the left-most (which the client writes itself); with nobody trusted, the connection's
// address. IPv6 clients are counted by their /64, and every per-address throttle counts that way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '#/server/network/client-address.ts';
import { throttleAddress } from '#/server/network/ip-address.ts';
import { NO_TRUSTED_PROXIES, parseTrustedProxies } from '#/server/network/trusted-proxies.ts';
import { throttleKey, throttleWait, recordThrottled, THROTTLE_LIMITS } from '#/server/services/auth-throttle.ts';
import { parseSettings, SettingsError } from '#/server/settings.ts';
import { createTestBackend } from '../../fixtures/test-backend.ts';

const oneHop = parseTrustedProxies('1');

describe('with no trusted proxy (the default), X-Forwarded-For is ignored', () => {
  it('the client is the connection', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', NO_TRUSTED_PROXIES)).toBe('203.0.113.9');
    expect(parseSettings({}).trustedProxies.kind).toBe('none');
    expect(parseSettings({ TRUSTED_PROXIES: '0' }).trustedProxies.kind).toBe('none');
  });

  it('an IPv4 client of a dual-stack socket reads as plain IPv4', () => {
    expect(clientAddressOf('::ffff:203.0.113.9', null, NO_TRUSTED_PROXIES)).toBe('203.0.113.9');
  });
});

describe('a count of hops', () => {
  it('one proxy: the right-most entry is the client, whatever the client put in front of it', () => {
    expect(clientAddressOf('127.0.0.1', '203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(clientAddressOf('127.0.0.1', '1.1.1.1, 2.2.2.2,203.0.113.9', oneHop)).toBe('203.0.113.9');
  });

  it('two proxies (a CDN, then nginx): the second entry from the right', () => {
    const twoHops = parseTrustedProxies('2');
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1', twoHops)).toBe('203.0.113.9');
  });

  it('a request that skipped a proxy (fewer entries than hops): the furthest address there is', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.9', parseTrustedProxies('3'))).toBe('203.0.113.9');
  });

  it('no header at all: the connection', () => {
    expect(clientAddressOf('127.0.0.1', null, oneHop)).toBe('127.0.0.1');
    expect(clientAddressOf('127.0.0.1', '', oneHop)).toBe('127.0.0.1');
  });

  it('an entry that is not an address stops the walk at the last address that was', () => {
    expect(clientAddressOf('127.0.0.1', 'unknown', oneHop)).toBe('127.0.0.1');
    expect(clientAddressOf('10.0.0.2', 'x, garbage, 10.0.0.1', parseTrustedProxies('2'))).toBe('10.0.0.1');
  });
});

describe('a list of proxy addresses and networks', () => {
  const list = parseTrustedProxies('loopback, 10.0.0.0/8, 2001:db8:ffff::/48');

  it('walks from the right past every trusted proxy to the first address that is not one', () => {
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3', list)).toBe('203.0.113.9');
    expect(clientAddressOf('::1', '2001:db8:1:2::5, 2001:db8:ffff::1', list)).toBe('2001:db8:1:2::5');
  });

  it('a connection from an untrusted address is the client, whatever it claims', () => {
    expect(clientAddressOf('203.0.113.9', '10.0.0.1', list)).toBe('203.0.113.9');
  });

  it('a chain of only trusted proxies: the left-most of them', () => {
    expect(clientAddressOf('127.0.0.1', '10.0.0.1', list)).toBe('10.0.0.1');
  });

  it('reads entries as proxies write them: ports, brackets, upper case, IPv4-mapped', () => {
    expect(clientAddressOf('::ffff:127.0.0.1', '[2001:DB8:1:2::5]:443', list)).toBe('2001:db8:1:2::5');
    expect(clientAddressOf('127.0.0.1', '203.0.113.9:51234', list)).toBe('203.0.113.9');
  });
});

describe('TRUSTED_PROXIES is checked at start', () => {
  it.each(['11', '10.0.0.0/33', '2001:db8::/129', 'nginx', '10.0.0.1/8/2', '10.0.0.0/x'])('refuses %s, naming the variable', (value) => {
    expect(() => parseSettings({ TRUSTED_PROXIES: value })).toThrow(SettingsError);
    expect(() => parseSettings({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
  });

  it.each(['1', '10', '127.0.0.1', '127.0.0.1, ::1', 'loopback,172.16.0.0/12', '2001:db8::/32'])('accepts %s', (value) => {
    expect(() => parseSettings({ TRUSTED_PROXIES: value })).not.toThrow();
  });
});

describe('per-address limits count an IPv6 client by its /64', () => {
  it('one /64, one count; IPv4 addresses stay themselves', () => {
    expect(throttleAddress('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:3::5')).toBe('2001:db8:1:3::/64');
    expect(throttleAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleKey('ip', '2001:DB8:1:2::5')).toBe(throttleKey('ip', '2001:db8:1:2:aaaa::1'));
    expect(throttleKey('signup', '2001:db8:1:2::5')).toBe('signup:2001:db8:1:2::/64');
    expect(throttleKey('pathfinder', '2001:db8:1:2::5')).toBe('pathfinder:2001:db8:1:2::/64');
    // An email is not an address.
    expect(throttleKey('email', 'Ada@Example.org')).toBe('email:ada@example.org');
  });

  it('failures from many addresses of one /64 add up to one limit', async () => {
    const backend = createTestBackend();
    try {
      for (let i = 0; i < THROTTLE_LIMITS.ip; i += 1) {
        await recordThrottled(backend.store, [{ kind: 'ip', value: `2001:db8:1:2::${(i + 1).toString(16)}` }]);
      }
      expect(await throttleWait(backend.store, [{ kind: 'ip', value: '2001:db8:1:2:dead:beef::1' }])).toBeGreaterThan(0);
      expect(await throttleWait(backend.store, [{ kind: 'ip', value: '2001:db8:1:3::1' }])).toBe(0);
    } finally {
      await backend.dispose();
    }
  });
});

describe('every throttle gets the address from one place', () => {
  it("no page reads Astro's clientAddress (the proxy's, behind a proxy); they read locals.clientAddress", () => {
    // ESLint enforces this in .ts files (no-restricted-syntax); .astro files are not linted, so they are read here.
    const src = path.resolve(import.meta.dirname, '../../../src');
    const astroFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'));
    expect(astroFiles.length).toBeGreaterThan(10);
    const offenders = astroFiles.filter((file) => /\bAstro\.clientAddress\b|\{[^}]*\bclientAddress\b[^}]*\}\s*=\s*Astro\b/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
