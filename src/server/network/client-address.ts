// Who the client is, for per-address limits and logs: the one function every throttle's address comes
// from (src/middleware/client-address.ts puts its answer in `locals.clientAddress`).
//
// Each proxy appends the address it was connected from to X-Forwarded-For, so the header reads
// `<whatever the client claimed>, …, <what our first proxy saw>`, and the connection itself comes from the
// last proxy. Walking from the right, every address written by a proxy we trust is believed; the first
// address that is not a trusted proxy is the client. Everything left of it was written by the client (or
// proxies we do not know) and could say anything, which is why the left-most entry is never used.
import { parseAddress } from './ip-address.ts';
import type { TrustedProxies } from './trusted-proxies.ts';

/** Entries read from the right of one header; a longer chain than this is not a real one. */
const MAX_ENTRIES = 32;

/**
 * The client's address. `peer` is the address the connection came from (the socket's remote address);
 * `forwardedFor` the X-Forwarded-For header (several headers joined by commas, as Node and fetch do).
 */
export function clientAddressOf(peer: string, forwardedFor: string | null, trusted: TrustedProxies): string {
  const connection = parseAddress(peer)?.address ?? peer;
  if (trusted.kind === 'none' || !forwardedFor) return connection;
  const claimed = forwardedFor.split(',').slice(-MAX_ENTRIES).reverse();
  let client = connection;
  // `hops` proxies in front: the connection is the nearest; each earlier entry is one hop further out.
  for (let hop = 0; ; hop += 1) {
    const believed = trusted.kind === 'hops' ? hop < trusted.hops : trusted.contains(client);
    if (!believed) return client;
    const next = claimed[hop];
    if (next === undefined) return client;
    const parsed = parseAddress(next);
    // A trusted proxy wrote something that is not an address: the last address we could read is the client.
    if (!parsed) return client;
    client = parsed.address;
  }
}
