// Addresses as sockets, proxies and settings write them, read into one canonical text per client.
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, parseAddress } from '#/server/network/ip-address.ts';

describe('parseAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['203.0.113.9:51234', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:cb00:7109', '203.0.113.9'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
    [' 127.0.0.1 ', '127.0.0.1'],
  ])('%s reads as %s', (text, address) => {
    expect(parseAddress(text)?.address).toBe(address);
  });

  it.each(['', 'unknown', '1.2.3', '300.1.1.1', 'example.com', '::ffff:1.2.3.4:80', '1::2::3'])('%s is not an address', (text) => {
    expect(parseAddress(text)).toBeNull();
  });
});

describe('isLoopbackHost: only this machine can reach it', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])('%s is', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(['0.0.0.0', '::', '192.0.2.10', 'platform.example', 'localhost.example.com'])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
