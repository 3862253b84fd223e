// IP addresses as they arrive from sockets, X-Forwarded-For headers and settings: read leniently (IPv6 in
// brackets, an IPv4 with a port, IPv4-mapped IPv6), written canonically, so that one client is always one
// string. IPv6 clients are grouped by their /64: one home connection or phone is given a whole /64, so
// counting single IPv6 addresses would let anyone step around a per-address limit.
import { isIPv4, isIPv6 } from 'node:net';

export interface ParsedAddress {
  /** Canonical text: dotted IPv4, or RFC 5952 IPv6 (lower case, longest zero run as `::`). */
  readonly address: string;
  readonly family: 4 | 6;
}

/** The eight 16-bit groups of an IPv6 address (valid by isIPv6), an embedded IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  // `::ffff:1.2.3.4` → `::ffff:102:304`: the dotted tail is the last two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a: string, b: string, c: string, d: string) =>
    [((Number(a) << 8) | Number(b)).toString(16), ((Number(c) << 8) | Number(d)).toString(16)].join(':'),
  );
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  if (rest === undefined) return parse(head);
  const left = parse(head);
  const right = parse(rest);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** RFC 5952 text of eight groups (the URL parser already writes IPv6 hosts that way). */
function canonicalIPv6(groups: readonly number[]): string {
  return new URL(`http://[${groups.map((group) => group.toString(16)).join(':')}]/`).hostname.slice(1, -1);
}

/**
 * Reads an address: `203.0.113.9`, `203.0.113.9:51234`, `2001:DB8::1`, `[2001:db8::1]:443`, `fe80::1%eth0`,
 * `::ffff:203.0.113.9` (an IPv4 client of a dual-stack socket, read as that IPv4). Null for anything else.
 */
export function parseAddress(text: string): ParsedAddress | null {
  let value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%[\w.-]+$/, '');
  if (isIPv4(value)) return { address: value, family: 4 };
  if (!isIPv6(value)) return null;
  const groups = ipv6Groups(value.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return { address: `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, family: 4 };
  }
  return { address: canonicalIPv6(groups), family: 6 };
}

/** Whether an address is this machine's loopback (127.0.0.0/8 or ::1). */
export function isLoopbackAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  return parsed.family === 4 ? parsed.address.startsWith('127.') : parsed.address === '::1';
}

/** Whether a host name (of HOST or of a URL) can only be reached from this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * The address a per-address limit counts: an IPv4 address itself, an IPv6 address's /64 (`2001:db8:1:2::/64`).
 * Text that is not an address is counted as given.
 */
export function throttleAddress(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address.trim();
  if (parsed.family === 4) return parsed.address;
  const prefix = ipv6Groups(parsed.address).slice(0, 4);
  return `${canonicalIPv6([...prefix, 0, 0, 0, 0])}/64`;
}
