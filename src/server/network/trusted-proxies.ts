// TRUSTED_PROXIES: which machines in front of this server may say who the client is (in X-Forwarded-For).
// Either a count of proxy hops (`1`: one nginx or Caddy in front; `2`: a CDN, then nginx), or a list of the
// proxies' addresses and networks (`127.0.0.1, 10.0.0.0/8, 2001:db8::/32`, `loopback` for 127.0.0.0/8 and
// ::1). Unset (or 0): nobody is trusted, and the client is whoever opened the connection.
import { BlockList } from 'node:net';
import { parseAddress } from './ip-address.ts';

export type TrustedProxies =
  | { readonly kind: 'none' }
  | { readonly kind: 'hops'; readonly hops: number }
  | { readonly kind: 'list'; readonly contains: (address: string) => boolean };

/** More hops than any sane chain of proxies; a bigger count is a typo. */
const MAX_HOPS = 10;

export const NO_TRUSTED_PROXIES: TrustedProxies = { kind: 'none' };

/** Reads the setting; throws an Error saying what is wrong (the caller names the variable). */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return NO_TRUSTED_PROXIES;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`a count of proxy hops must be 0 to ${MAX_HOPS}`);
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [host = '', bits, extra] = entry.split('/');
    const parsed = parseAddress(host);
    const prefix = bits === undefined ? null : Number(bits);
    const maxBits = parsed?.family === 4 ? 32 : 128;
    if (!parsed || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits)) || (prefix !== null && prefix > maxBits)) {
      throw new Error(`"${entry}" is not a count of hops, an IP address, a network such as 10.0.0.0/8, or "loopback"`);
    }
    const family = parsed.family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === null) list.addAddress(parsed.address, family);
    else list.addSubnet(parsed.address, prefix, family);
  }
  return {
    kind: 'list',
    contains: (address) => {
      const parsed = parseAddress(address);
      return parsed !== null && list.check(parsed.address, parsed.family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
